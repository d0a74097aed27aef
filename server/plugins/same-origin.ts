import cookie from '@fastify/cookie';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sessionCookieNames } from '#server/auth/session-cookies.ts';
import { catalogued } from '#server/errors/catalogue.ts';

/** The methods that change something; a browser attaches `Origin` to every one of them. */
export const STATE_CHANGING_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Why a request carrying a session cookie is not from the portal's own pages, or null when it is.
 * SameSite=Strict keeps the cookie away from other *sites* only: a page on another port or subdomain of
 * the same site still gets it sent. So the request must name PUBLIC_ORIGIN itself: `Origin` must be present
 * and equal, and `Sec-Fetch-Site` (sent by current browsers, not forgeable by a page) must say same-origin.
 */
export function crossOriginProblem(headers: FastifyRequest['headers'], publicOrigin: string): string | null {
  const fetchSite = headers['sec-fetch-site'];
  if (fetchSite !== undefined && fetchSite !== 'same-origin') return `Sec-Fetch-Site is ${String(fetchSite)}`;
  const origin = headers.origin;
  if (origin === undefined) return 'no Origin header';
  if (origin !== publicOrigin) return 'Origin is not the portal';
  return null;
}

/**
 * Refuses, before any other work, every state-changing request that carries any of the portal's session cookies
 * (staff or consumer account: the one list of auth/session-cookies.ts) but does not come from the portal's own origin
 * (403 CROSS_ORIGIN). Requests without one are not affected: they act as nobody, and the public routes have their
 * own rules (captcha, rate limits).
 */
export default fp(
  async (app) => {
    if (!app.hasDecorator('parseCookie')) await app.register(cookie);
    const cookieNames = sessionCookieNames(app);
    const { publicOrigin } = app.config;
    app.addHook('onRequest', async (request) => {
      if (!STATE_CHANGING_METHODS.has(request.method)) return;
      if (!cookieNames.some((name) => request.cookies[name])) return;
      const problem = crossOriginProblem(request.headers, publicOrigin);
      if (problem) {
        // The request's own log line carries CROSS_ORIGIN (one line per request, decision 016); why, at debug level.
        request.log.debug({ reason: problem, origin: request.headers.origin ?? null }, 'cross-origin request refused');
        throw catalogued('CROSS_ORIGIN');
      }
    });
  },
  { name: 'same-origin', dependencies: ['config', 'errors'] },
);
