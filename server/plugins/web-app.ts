import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import formBody from '@fastify/formbody';
import type { FastifyError, FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { AppError } from '#server/errors/app-error.ts';
import { catalogued } from '#server/errors/catalogue.ts';
import { errorReplyFor } from './errors.ts';
import { projectRoot } from '#server/project-root.ts';
import type { Language } from '#schemas/generated/language.ts';
import type { PortalPageData } from '#schemas/generated/programme-settings.ts';
import type { ServerPageState } from '#schemas/server-page-state.ts';
import { answerLanguageChoice, renderLanguage, serverRenderer } from './server-render.ts';

export const defaultWebRoot = join(projectRoot, 'dist', 'web');

const notBuiltPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Naloxone portal</title></head>
<body><main><h1>The web app is not built</h1>
<p>The API is running. Build the web app with <code>npm run build</code> and restart the server, or use <code>npm run dev</code> with Vite.</p>
</main></body></html>
`;

/** A path the browser's router owns: no file extension (a missing /assets/x.js stays a 404). */
function isClientRoute(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? '/';
  return (request.method === 'GET' || request.method === 'HEAD') && !/\.[a-z0-9]+$/i.test(path) && !path.startsWith('/api/');
}

/**
 * The page with `data` written into its head as `<script id="portal-data" type="application/json">` (decision 058): a
 * data block, which no browser runs (the CSP allows no inline script), read by web/config/site.ts at start. `<` is
 * written \u003c, so no value can close the element.
 */
export function pageWithData(html: string, data: PortalPageData): string {
  return withDataBlock(html, 'portal-data', data);
}

/** `data` as a JSON data block of id `id` at the end of the page's head (no value can close the element). */
function withDataBlock(html: string, id: string, data: unknown): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
  const block = `<script id="${id}" type="application/json">${json}</script>`;
  const at = html.indexOf('</head>');
  return at < 0 ? html : `${html.slice(0, at)}${block}${html.slice(at)}`;
}

/**
 * The page with the state the server rendered it with (decision 084) as `<script id="page-state"
 * type="application/json">`, which web/config/server-page-state.ts reads so the app's first render matches.
 */
export function pageWithState(html: string, state: ServerPageState): string {
  return withDataBlock(html, 'page-state', state);
}

/** React writes a page's `<title>` first in what it renders: it replaces the page's own. */
const LEADING_TITLE = /^<title>[^<]*<\/title>/;

/**
 * The page with the server's render of it inside `#root` (decision 082), in `language` (`<html lang>`), with the
 * page's title; the notice that the site needs JavaScript goes, since this page works without it.
 */
export function pageWithRender(html: string, rendered: string, language: Language): string {
  const title = LEADING_TITLE.exec(rendered)?.[0];
  const body = title ? rendered.slice(title.length) : rendered;
  let page = html.replace('<div id="root"></div>', () => `<div id="root">${body}</div>`).replace(/<noscript>[\s\S]*?<\/noscript>\s*/, '');
  page = page.replace(/<html lang="[a-z]+"/, `<html lang="${language}"`);
  return title ? page.replace(/<title>[^<]*<\/title>/, () => title) : page;
}

declare module 'fastify' {
  interface FastifyReply {
    /**
     * The page at the request's address, rendered on the server with `state` (what the route worked out for this
     * request, decision 084), sent as HTML with `status`. Only in the routes of the pages (`pages` of the web-app plugin).
     */
    sendPage(state: ServerPageState, status?: number): Promise<FastifyReply>;
  }
}

/** The largest form a page accepts without a script (the longest, the membership application, is about 3 KB). */
export const PAGE_FORM_BODY_LIMIT = 32 * 1024;

/**
 * Serves the built React app from dist/web: hashed /assets/* cached for a year, everything else
 * revalidated, and index.html for any unknown GET path so the client router can show it, rendered on the server where
 * the page can be (decision 082). `pages`: the routes of the pages that answer forms posted without a script
 * (server/routes/pages.ts, decision 084), registered here with `reply.sendPage` and a parser of posted forms.
 * Not wrapped in fastify-plugin: its route settings stay inside.
 */
export default async function webApp(
  app: FastifyInstance,
  opts: { root?: string; ssrRoot?: string; pageData?: () => Promise<PortalPageData>; pages?: FastifyPluginAsync[] },
): Promise<void> {
  const root = opts.root ?? defaultWebRoot;
  // The server's render sits beside the web app (dist/ssr beside dist/web).
  const renderer = serverRenderer(opts.ssrRoot ?? join(root, '..', 'ssr'));
  const indexFile = join(root, 'index.html');
  const built = existsSync(indexFile);
  const indexHtml = built ? readFileSync(indexFile, 'utf8') : notBuiltPage;
  const pageData = opts.pageData;
  // Without its data (the database out of reach) the page still loads: it shows the portal's own pages and links.
  const data = async (request: FastifyRequest) => {
    if (!built || !pageData) return undefined;
    try {
      return await pageData();
    } catch (error) {
      request.log.warn({ err: error }, 'the page is served without the programme settings');
      return undefined;
    }
  };
  /** The page at the request's address, rendered where the server can; `notFound` when it is the not-found page. */
  const page = async (request: FastifyRequest, state?: ServerPageState): Promise<{ html: string; notFound: boolean }> => {
    const given = await data(request);
    let html = given ? pageWithData(indexHtml, given) : indexHtml;
    if (!built || !renderer.available) return { html, notFound: false };
    const language = renderLanguage(request);
    const pathname = request.url.split('?')[0] ?? '/';
    try {
      const notFound = !state && (await renderer.isNotFound(pathname, given));
      const rendered = await renderer.render(pathname, language, given, state);
      if (rendered === null) return { html, notFound };
      if (state) html = pageWithState(html, state);
      return { html: pageWithRender(html, rendered, language), notFound };
    } catch (error) {
      // The app renders the page in the browser, as it did before the server could.
      request.log.error({ err: error }, 'the server could not render the page');
      return { html, notFound: false };
    }
  };
  const sendHtml = (reply: FastifyReply, status: number, html: string, cache: string) =>
    reply.status(status).header('cache-control', cache).header('vary', 'Cookie, Accept-Language').type('text/html; charset=utf-8').send(html);

  app.addHook('onRoute', (route) => {
    route.config = { ...(route.config ?? {}), access: 'public' };
  });

  if (built) {
    await app.register(fastifyStatic, {
      root,
      prefix: '/',
      // Only the files present at start get routes, so unknown paths reach the not-found handler below.
      wildcard: false,
      index: false,
      decorateReply: false,
      // The build writes .br and .gz beside each text file (vite.config.ts precompress): sent as the browser
      // accepts them, the JS of / travels at a third of its size.
      preCompressed: true,
      cacheControl: false,
      setHeaders(reply, filePath) {
        const immutable = filePath.startsWith(join(root, 'assets'));
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate');
      },
    });
  }

  // A page rendered with what the server worked out for one request: never kept by a cache (it may hold what a person typed).
  app.decorateReply('sendPage', async function sendPage(this: FastifyReply, state: ServerPageState, status = 200) {
    if (this.request.method === 'GET' && answerLanguageChoice(this.request, this)) return this;
    return sendHtml(this, status, (await page(this.request, state)).html, 'no-store');
  });
  await app.register(async (pages) => {
    // Forms posted without a script arrive URL-encoded; only here (the API takes JSON only).
    await pages.register(formBody, { bodyLimit: PAGE_FORM_BODY_LIMIT });
    // A form that cannot be answered at all (the rate limit, a body too large, a failure) is answered with a page, never
    // the API's JSON: the problem page at the form's address, in the reader's language, with the way back to it.
    pages.setErrorHandler(async (error: FastifyError | AppError, request, reply) => {
      const { statusCode } = errorReplyFor(error, request);
      return reply.sendPage({ page: 'problem', status: statusCode }, statusCode);
    });
    for (const routes of opts.pages ?? []) await pages.register(routes);
  });

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isClientRoute(request)) {
      const error = catalogued('NOT_FOUND', `Nothing at ${request.method} ${request.url.split('?')[0]}.`);
      return reply.status(404).send({ code: error.code, message: error.message });
    }
    if (answerLanguageChoice(request, reply)) return reply;
    const { html, notFound } = await page(request);
    return sendHtml(reply, notFound ? 404 : 200, html, 'no-cache');
  });
}
