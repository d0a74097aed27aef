import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sessionCookieOf, sessionCookieOptions } from './session-cookies.ts';

/** How long the signed session token in the cookie lives; the refresh call renews it (docs/product.md#signing-in-and-sessions). */
export const SESSION_TOKEN_TTL_SECONDS = 15 * 60;

/** What a request hears when its session has ended (signed out, disabled, expired, or the provider let it go). */
export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again.';

export interface SessionTokenPayload {
  /** the server-side session row */
  sid: string;
  sub: string;
}

/** The staff session's cookie (session-cookies.ts lists every session cookie). */
export function sessionCookieName(app: FastifyInstance): string {
  return sessionCookieOf(app, 'staff');
}

export function readSessionToken(app: FastifyInstance, request: FastifyRequest): string | undefined {
  return request.cookies[sessionCookieName(app)] || undefined;
}

/** Signs a fresh short-lived token for the session and sets it as the HttpOnly cookie; returns when it expires. */
export function issueSessionCookie(app: FastifyInstance, reply: FastifyReply, sessionId: string, userId: string, now: Date): string {
  const payload: SessionTokenPayload = { sid: sessionId, sub: userId };
  const iat = Math.floor(now.getTime() / 1000);
  const token = app.jwt.sign({ ...payload, iat }, { expiresIn: SESSION_TOKEN_TTL_SECONDS });
  reply.setCookie(sessionCookieName(app), token, sessionCookieOptions(app));
  return new Date((iat + SESSION_TOKEN_TTL_SECONDS) * 1000).toISOString();
}

export function clearSessionCookie(app: FastifyInstance, reply: FastifyReply): void {
  reply.clearCookie(sessionCookieName(app), sessionCookieOptions(app));
}
