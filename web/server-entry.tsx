import { Writable } from 'node:stream';
// The Node build by name: the web tests load this module under the browser's conditions, which pick another one.
import { renderToPipeableStream } from 'react-dom/server.node';
import { StaticRouter, matchRoutes } from 'react-router-dom';
import { AppRoutes, routes } from './app/routes.tsx';
import { APPLICATION_REFERENCE_PATTERN } from '#schemas/mrn.ts';
import type { ServerPageState } from '#schemas/server-page-state.ts';
import { renderWithState } from './config/server-page-state.ts';
import { pageData } from './config/site.ts';
import { englishCatalogue, loadCatalogue, type Catalogue } from './i18n/catalogue.ts';
import { speakForServerRender } from './i18n/i18n.ts';
import { LANGUAGES, type Language } from './i18n/languages.ts';
import { paths } from './lib/paths.ts';

/*
 * The server's entry (decision 082): the same route table and components as the browser's (web/main.tsx), rendered to
 * HTML that the browser then hydrates. Built by vite.ssr.config.ts into dist/ssr with React and everything else it
 * uses inside, so production needs no web library installed (decision 032). Only pages whose first render needs
 * nothing but the address, the language and the page data are rendered here: the others still arrive as the empty
 * page the app fills.
 */

/**
 * The addresses rendered on the server: the pages of a first visit, and the privacy statement the landing page asks
 * the reader to read (a lazy page: the render waits for its module; the browser hydrates it once its chunk is there).
 */
export const serverRenderedPaths: readonly string[] = [paths.home, paths.welcome, paths.privacy];

/** The page after Register: its address (the reference in it), the language and the page data are all it needs (decision 087). */
const APPLICATION_RECEIVED_ROUTE = `${paths.applicationReceived}/:reference`;

/**
 * Whether the server renders `pathname`: one of `serverRenderedPaths`, the page after Register, or an address with
 * nothing at it (the not-found page: `/404`, or a path no route and no live questionnaire answers).
 */
export function rendersOnServer(pathname: string): boolean {
  return serverRenderedPaths.includes(pathname) || matchRoutes(routes, pathname)?.at(-1)?.route.path === APPLICATION_RECEIVED_ROUTE || isNotFound(pathname);
}

/**
 * Whether `pathname` shows the not-found page: `/404`, an address no route and no live questionnaire answers, or the
 * page after Register for a reference that could not be one.
 */
export function isNotFound(pathname: string): boolean {
  const leaf = matchRoutes(routes, pathname)?.at(-1);
  const path = leaf?.route.path;
  if (path === '*' || path === paths.notFound) return true;
  if (path === APPLICATION_RECEIVED_ROUTE) return !APPLICATION_REFERENCE_PATTERN.test(leaf?.params.reference ?? '');
  return path === ':address' && !Object.hasOwn(pageData.questionnaires ?? {}, pathname.slice(1));
}

const catalogues = new Map<Language, Catalogue>([['en', englishCatalogue]]);
/** Every catalogue, loaded once when the server loads this module: a render then speaks any language at once. */
export const ready: Promise<void> = Promise.all(
  LANGUAGES.map(async ({ code }) => {
    catalogues.set(code, await loadCatalogue(code));
  }),
).then(() => undefined);

/** The HTML of the app at `pathname` once every lazy page in it has loaded (React's shell and its boundaries). */
function renderToText(pathname: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString('utf8');
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    const stream = renderToPipeableStream(
      <StaticRouter location={pathname}>
        <AppRoutes />
      </StaticRouter>,
      {
        onAllReady: () => stream.pipe(sink),
        // Every boundary in place, whatever its size: React sends a page larger than 12.8 KB (the membership form) apart
        // from its place, to be moved there by an inline script, which the CSP forbids and a page without a script never
        // runs (decision 087).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onShellError: reject,
        onError: (error) => reject(error instanceof Error ? error : new Error(String(error))),
      },
    );
  });
}

// Renders one at a time: the language of a render is the i18n module's, which a render running beside it would change.
let queue: Promise<unknown> = Promise.resolve();

/**
 * The HTML of `pathname` in `language` (what goes inside `#root`), or null for an address the server does not render.
 * With `state`, what the server worked out for this request (a page posted without a script, decision 084), the page
 * at `pathname` is rendered whatever the address, with that state.
 */
export function renderPage(pathname: string, language: Language, state?: ServerPageState): Promise<string | null> {
  if (!state && !rendersOnServer(pathname)) return Promise.resolve(null);
  const catalogue = catalogues.get(language);
  if (!catalogue) return Promise.reject(new Error(`renderPage called before ready, or with a language the portal does not speak: ${language}`));
  const render = queue.then(() => {
    speakForServerRender(language, catalogue);
    renderWithState(state);
    return renderToText(pathname).finally(() => renderWithState(undefined));
  });
  queue = render.catch(() => undefined);
  return render;
}
