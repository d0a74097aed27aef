import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createError } from '#server/errors/app-error.ts';
import { sessionCookieOf, sessionCookieOptions } from '#server/auth/session-cookies.ts';
import { newToken, tokenHash } from './account-links.ts';

/** A consumer's session lasts this long from sign-in; signing in by a new link starts another. */
export const ACCOUNT_SESSION_TTL_MS = 14 * 86_400_000;

/** The consumer's own cookie, never the staff one: neither session opens the other's routes. */
const cookieName = (app: FastifyInstance) => sessionCookieOf(app, 'account');
const cookieOptions = sessionCookieOptions;

/** Starts a session for the account and sets its cookie. */
export async function startAccountSession(app: FastifyInstance, reply: FastifyReply, accountId: string, now: Date): Promise<void> {
  const token = newToken();
  await app.db.insertInto('consumer_sessions').values({
    id: randomUUID(), token_hash: tokenHash(token), account_id: accountId, created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + ACCOUNT_SESSION_TTL_MS).toISOString(),
  }).execute();
  reply.setCookie(cookieName(app), token, { ...cookieOptions(app), maxAge: ACCOUNT_SESSION_TTL_MS / 1000 });
}

/** The account of the request's consumer session; 401 without one (or when it expired or the account is gone). */
export async function requireAccount(app: FastifyInstance, request: FastifyRequest): Promise<{ id: string; email_hash: string; email_enc: string; language: string; created_at: string }> {
  const token = request.cookies[cookieName(app)];
  const account = token ? await app.db
    .selectFrom('consumer_sessions as s')
    .innerJoin('consumer_accounts as a', 'a.id', 's.account_id')
    .select(['a.id', 'a.email_hash', 'a.email_enc', 'a.language', 'a.created_at'])
    .where('s.token_hash', '=', tokenHash(token))
    .where('s.expires_at', '>', app.now().toISOString())
    .executeTakeFirst() : undefined;
  if (!account) throw createError('UNAUTHORIZED', 'Please open your account from the link in your email.', 401);
  return account;
}

/** Ends the request's session (its row and its cookie). */
export async function endAccountSession(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const token = request.cookies[cookieName(app)];
  if (token) await app.db.deleteFrom('consumer_sessions').where('token_hash', '=', tokenHash(token)).execute();
  reply.clearCookie(cookieName(app), cookieOptions(app));
}
