/**
 * The page data of a server render (decision 082). In the browser web/config/site.ts reads it from the page; on the
 * server there is no page, so the server hands it over under this global key before it loads the render module
 * (server/plugins/server-render.ts), which it loads once per distinct page data.
 */
export const SERVER_PAGE_DATA_KEY = Symbol.for('portal.serverPageData');

export function serverPageData(): string | undefined {
  const value = (globalThis as Record<symbol, unknown>)[SERVER_PAGE_DATA_KEY];
  return typeof value === 'string' ? value : undefined;
}
