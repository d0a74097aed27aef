import type { FastifyInstance } from 'fastify';

/**
 * Every session cookie the portal sets, by whom it signs in: staff (decision 005) and a consumer's own account
 * (decision 026). One list, so each rule about sessions (the same-origin check of plugins/same-origin.ts) covers a
 * session added later as well as these (decision 043).
 */
export const SESSION_COOKIES = { staff: 'portal_session', account: 'portal_account' } as const;

export type SessionKind = keyof typeof SESSION_COOKIES;

/** Under HTTPS the cookies are Secure and carry the __Host- prefix (the browser then refuses them unless host-only, Path=/). */
export function secureCookies(app: FastifyInstance): boolean {
  return app.config.publicOrigin.startsWith('https://');
}

/** The name of a session's cookie at this portal's origin: 'portal_account', or '__Host-portal_account' under HTTPS. */
export function sessionCookieOf(app: FastifyInstance, kind: SessionKind): string {
  return secureCookies(app) ? `__Host-${SESSION_COOKIES[kind]}` : SESSION_COOKIES[kind];
}

/** The names of every session cookie at this portal's origin. */
export function sessionCookieNames(app: FastifyInstance): string[] {
  return (Object.keys(SESSION_COOKIES) as SessionKind[]).map((kind) => sessionCookieOf(app, kind));
}

/** The options every session cookie is set and cleared with: never read by scripts, never sent by another site. */
export function sessionCookieOptions(app: FastifyInstance) {
  return { httpOnly: true, secure: secureCookies(app), sameSite: 'strict' as const, path: '/' };
}
