import type { Plugin, Rolldown } from 'vite';

/**
 * A client route whose page is a lazy module: its path and the lazy modules it loads, relative to the web root
 * (`features/…`): the page, and what loads alongside it (the design system's scope).
 */
export interface LazyRoute {
  path: string;
  modules: string[];
}

/** The files `start` loads, itself included: the chunks and their static imports, transitively. */
function staticClosure(bundle: Rolldown.OutputBundle, start: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    const chunk = bundle[file];
    if (seen.has(file) || chunk?.type !== 'chunk') return;
    seen.add(file);
    chunk.imports.forEach(visit);
  };
  start.forEach(visit);
  return seen;
}

/**
 * Writes into index.html, as a JSON data block (not a script: the CSP allows none inline), the chunks of each lazy
 * page that the entry does not load already, by path. web/public/route-preload.js reads it as the page opens and
 * asks for the page's chunks at once, so /form opened directly downloads its page alongside the entry instead of
 * after the entry has run (one round trip fewer before the first step shows).
 */
export function routePreload(routes: LazyRoute[]): Plugin {
  return {
    name: 'portal:route-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
        const entry = chunks.filter((c) => c.isEntry).map((c) => c.fileName);
        const loaded = staticClosure(bundle, entry);
        const map: Record<string, string[]> = {};
        for (const route of routes) {
          const files = route.modules.map((module) => {
            const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(`/web/${module}`)) ?? chunks.find((c) => c.moduleIds.some((id) => id.endsWith(`/web/${module}`)));
            if (!chunk) throw new Error(`route-preload: no chunk for ${module} (is it still a lazy module?)`);
            return chunk.fileName;
          });
          map[route.path] = [...staticClosure(bundle, files)].filter((f) => !loaded.has(f)).map((f) => `/${f}`);
        }
        return {
          html,
          tags: [
            { tag: 'script', attrs: { type: 'application/json', id: 'route-chunks' }, children: JSON.stringify(map), injectTo: 'head' },
            { tag: 'script', attrs: { src: '/route-preload.js', async: true }, injectTo: 'head' },
          ],
        };
      },
    },
  };
}
