import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { AppRoutes } from './app/routes.tsx';
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

/** The addresses rendered on the server: the pages of a first visit, drawn in the entry bundle. */
export const serverRenderedPaths: readonly string[] = [paths.home, paths.welcome];

const catalogues = new Map<Language, Catalogue>([['en', englishCatalogue]]);
/** Every catalogue, loaded once when the server loads this module: a render then speaks any language at once. */
export const ready: Promise<void> = Promise.all(
  LANGUAGES.map(async ({ code }) => {
    catalogues.set(code, await loadCatalogue(code));
  }),
).then(() => undefined);

/**
 * The HTML of `pathname` in `language` (what goes inside `#root`), or null for an address the server does not render.
 * Synchronous from end to end: the language set for it cannot leak into another request's render.
 */
export function renderPage(pathname: string, language: Language): string | null {
  if (!serverRenderedPaths.includes(pathname)) return null;
  const catalogue = catalogues.get(language);
  if (!catalogue) throw new Error(`renderPage called before ready, or with a language the portal does not speak: ${language}`);
  speakForServerRender(language, catalogue);
  return renderToString(
    <StaticRouter location={pathname}>
      <AppRoutes />
    </StaticRouter>,
  );
}
