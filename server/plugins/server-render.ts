import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Language } from '#schemas/generated/language.ts';
import { LANGUAGE_CHOICE_PARAMETER, LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_SECONDS } from '#schemas/language-cookie.ts';
import { isLanguage } from '#server/http/page-language.ts';
import type { PortalPageData } from '#schemas/generated/programme-settings.ts';
import type { ServerPageState } from '#schemas/server-page-state.ts';

/*
 * The public pages rendered on the server with the web app's own components (decision 082): dist/ssr/server-entry.js,
 * built from web/server-entry.tsx by vite.ssr.config.ts, gives the HTML that goes inside the page's #root, and the
 * browser hydrates it. What the render needs besides the address: the reader's language and the page data.
 */

/** What dist/ssr/server-entry.js exports (web/server-entry.tsx). */
interface RenderModule {
  ready: Promise<void>;
  renderPage(pathname: string, language: Language, state?: ServerPageState): Promise<string | null>;
  isNotFound(pathname: string): boolean;
}

/** The key web/config/server-page-data.ts reads the page data under (the same Symbol.for name). */
const PAGE_DATA_KEY = Symbol.for('portal.serverPageData');

export { acceptedLanguages, renderLanguage } from '#server/http/page-language.ts';

/**
 * The header's language switch sent without JavaScript (`?language=es` on a page's address, decision 082): keeps the
 * choice in its cookie and sends the reader back to the same page without the parameter (303), which the server then
 * renders in the language chosen. False when the request is not such a choice.
 */
export function answerLanguageChoice(request: FastifyRequest, reply: FastifyReply): boolean {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const chosen = query[LANGUAGE_CHOICE_PARAMETER];
  if (!isLanguage(chosen)) return false;
  const [rawPath = '/', search = ''] = request.url.split('?');
  // The same page of this site: never `//host`, which a browser reads as another site.
  const path = `/${rawPath.replace(/^[/\\]+/, '')}`;
  const rest = new URLSearchParams(search);
  rest.delete(LANGUAGE_CHOICE_PARAMETER);
  const others = rest.toString();
  reply.setCookie(LANGUAGE_COOKIE, chosen, { path: '/', maxAge: LANGUAGE_COOKIE_MAX_AGE_SECONDS, sameSite: 'lax' });
  reply.header('cache-control', 'no-store').redirect(others ? `${path}?${others}` : path, 303);
  return true;
}

/**
 * Loads the render module once per distinct page data: the web app reads its page data when its modules are
 * evaluated (web/config/site.ts), so a change of the programme's settings or of the live questionnaires' addresses
 * loads a fresh copy (about 5 MB held until the process ends; such changes are rare). Loads one at a time, so the
 * data handed over is the one the module being evaluated reads.
 */
export function serverRenderer(root: string) {
  const file = join(root, 'server-entry.js');
  const available = existsSync(file);
  const modules = new Map<string, Promise<RenderModule>>();
  let queue: Promise<unknown> = Promise.resolve();

  function load(data: PortalPageData | undefined): Promise<RenderModule> {
    const json = data ? JSON.stringify(data) : '';
    const key = createHash('sha256').update(json).digest('hex').slice(0, 16);
    let module = modules.get(key);
    if (!module) {
      module = queue.then(async () => {
        (globalThis as Record<symbol, unknown>)[PAGE_DATA_KEY] = json || undefined;
        try {
          const loaded = (await import(`${pathToFileURL(file).href}?data=${key}`)) as RenderModule;
          await loaded.ready;
          return loaded;
        } finally {
          delete (globalThis as Record<symbol, unknown>)[PAGE_DATA_KEY];
        }
      });
      module.catch(() => modules.delete(key));
      queue = module.catch(() => undefined);
      modules.set(key, module);
    }
    return module;
  }

  return {
    available,
    /**
     * The HTML of the page at `pathname` in `language` (with `state`, what the server worked out for this request:
     * decision 084), or null when the server does not render that page.
     */
    async render(pathname: string, language: Language, data: PortalPageData | undefined, state?: ServerPageState): Promise<string | null> {
      if (!available) return null;
      return await (await load(data)).renderPage(pathname, language, state);
    },
    /** Whether the page at `pathname` is the not-found page (answered with 404); false when no render is available. */
    async isNotFound(pathname: string, data: PortalPageData | undefined): Promise<boolean> {
      if (!available) return false;
      return (await load(data)).isNotFound(pathname);
    },
  };
}
