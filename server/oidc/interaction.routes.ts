import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { AppError } from '#server/errors/app-error.ts';
import { checkSignInAttempt, countAttempt, describeWait, forgiveAccount } from '#server/areas/sign-in/index.ts';
import { hashPassword, verifyPassword } from '#server/auth/password-hash.ts';
import { assertAcceptablePassword } from '#server/auth/password-policy.ts';
import { consumeInviteCode, findUserByEmail, findUserById, setChosenPassword } from '#server/areas/users/index.ts';
import { authRateLimit } from '#server/auth/rate-limits.ts';
import { normaliseEmail } from '#server/auth/account-email.ts';
import { changePasswordPage, errorPage, INTERACTION_CSP, loginPage } from './interaction-pages.ts';
import type { Db } from '#server/db/database.ts';

export interface InteractionRoutesOptions {
  /** The provider, made on first use (plugins/oidc.ts). */
  provider: () => Promise<Provider>;
  db: Db;
  homeUrl: string;
  /** the app's clock (server/plugins/clock.ts), so tests move time instead of sleeping */
  now: () => Date;
  /** the key under which failures of a typed email are counted (a keyed hash: guesses are not kept readable) */
  accountKeyOf: (email: string) => string;
}

export const INVALID_CREDENTIALS = 'Invalid email or password.';
export const throttledMessage = (seconds: number) =>
  `Too many failed sign-in attempts. For your security, please wait ${describeWait(seconds)} before trying again.`;
export const EXPIRED_TEMPORARY_PASSWORD = 'Your temporary password has expired. Please ask an administrator for a new one.';
const PASSWORD_CHANGE_MODEL = 'PasswordChange';
const PASSWORD_CHANGE_TTL_MS = 15 * 60 * 1000;

type Form = Record<string, string | undefined>;

function sendHtml(reply: FastifyReply, body: string, status = 200): FastifyReply {
  return reply.code(status).header('content-security-policy', INTERACTION_CSP).header('cache-control', 'no-store')
    .type('text/html; charset=utf-8').send(body);
}

/**
 * The embedded provider's own pages: sign in with email and password, and the forced change of a one-time
 * password. Plain forms, no script; the provider's `_interaction` cookie (SameSite) ties each post to its browser.
 */
export const interactionRoutes: FastifyPluginAsync<InteractionRoutesOptions> = async (app, { provider, db, homeUrl, now: clock, accountKeyOf }) => {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'sign-in page failed');
    const message = status === 429 ? (error.message || 'Too many attempts.')
      : status < 500 ? 'This sign-in link is no longer valid. Please start again from the portal.'
        : 'We\'ve encountered an error. Please try again later.';
    return sendHtml(reply, errorPage(message, homeUrl), status);
  });

  const details = (request: FastifyRequest, reply: FastifyReply) => provider().then((made) => made.interactionDetails(request.raw, reply.raw));

  async function finishLogin(request: FastifyRequest, reply: FastifyReply, accountId: string) {
    const redirectTo = await (await provider()).interactionResult(request.raw, reply.raw,
      { login: { accountId, amr: ['pwd'] } }, { mergeWithLastSubmission: false });
    return reply.redirect(redirectTo, 303);
  }

  app.get<{ Params: { uid: string } }>('/interaction/:uid', { config: { access: 'public' } }, async (request, reply) => {
    const interaction = await details(request, reply);
    if (interaction.prompt.name !== 'login') {
      // Consent is granted with the sign-in for our own clients (embedded-provider.ts); anything else is refused.
      const redirectTo = await (await provider()).interactionResult(request.raw, reply.raw,
        { error: 'access_denied', error_description: 'This application is not allowed to use the portal sign-in.' });
      return reply.redirect(redirectTo, 303);
    }
    const hint = typeof interaction.params.login_hint === 'string' ? interaction.params.login_hint : '';
    return sendHtml(reply, loginPage(`${request.url.split('?')[0]}/login`, hint));
  });

  app.post<{ Params: { uid: string }; Body: Form }>('/interaction/:uid/login', {
    config: { access: 'public', rateLimit: authRateLimit(10, normaliseEmail) },
  }, async (request, reply) => {
    const interaction = await details(request, reply);
    const action = request.url;
    const email = String(request.body?.email ?? '').trim();
    const password = String(request.body?.password ?? '');
    const now = clock();
    const attempt = { accountKey: accountKeyOf(email), ip: request.ip, now };
    const verdict = await checkSignInAttempt(db, attempt);
    if (!verdict.allowed) {
      request.log.warn({ scope: verdict.scope, retryAfter: verdict.retryAfterSeconds }, 'sign-in throttled');
      reply.header('retry-after', String(verdict.retryAfterSeconds));
      return sendHtml(reply, loginPage(action, email, throttledMessage(verdict.retryAfterSeconds)), 429);
    }
    const attemptId = await countAttempt(db, attempt);
    const user = email ? await findUserByEmail(db, email) : undefined;
    const matches = await verifyPassword(password, user?.password_hash ?? null);
    if (!user || !matches || user.status === 'disabled') return sendHtml(reply, loginPage(action, email, INVALID_CREDENTIALS), 401);
    await forgiveAccount(db, attempt.accountKey, attemptId);
    if (user.password_expires_at && user.password_expires_at <= now.toISOString()) {
      return sendHtml(reply, loginPage(action, email, EXPIRED_TEMPORARY_PASSWORD), 401);
    }
    if (user.must_change_password || user.status === 'invited') {
      await db.insertInto('oidc_payloads').values({
        model: PASSWORD_CHANGE_MODEL, id: interaction.uid, payload: JSON.stringify({ userId: user.id }),
        grant_id: null, uid: null, user_code: null, consumed_at: null,
        expires_at: new Date(now.getTime() + PASSWORD_CHANGE_TTL_MS).toISOString(),
      }).onConflict((oc) => oc.columns(['model', 'id']).doUpdateSet({ payload: JSON.stringify({ userId: user.id }) })).execute();
      return sendHtml(reply, changePasswordPage(action.replace(/\/login$/, '/password'), user.status === 'invited'));
    }
    return finishLogin(request, reply, user.id);
  });

  app.post<{ Params: { uid: string }; Body: Form }>('/interaction/:uid/password', {
    config: { access: 'public', rateLimit: authRateLimit(10, normaliseEmail) },
  }, async (request, reply) => {
    const interaction = await details(request, reply);
    const now = clock();
    const pending = await db.selectFrom('oidc_payloads').select(['payload', 'expires_at'])
      .where('model', '=', PASSWORD_CHANGE_MODEL).where('id', '=', interaction.uid).executeTakeFirst();
    const userId = pending && pending.expires_at && pending.expires_at > now.toISOString()
      ? (JSON.parse(pending.payload) as { userId: string }).userId : undefined;
    const user = userId ? await findUserById(db, userId) : undefined;
    if (!user || user.status === 'disabled') {
      return sendHtml(reply, loginPage(request.url.replace(/\/password$/, '/login'), '', 'Please sign in again.'), 401);
    }
    const needsCode = user.status === 'invited';
    const { newPassword = '', confirmPassword = '', code = '' } = request.body ?? {};
    const again = (message: string) => sendHtml(reply, changePasswordPage(request.url, needsCode, message), 400);
    if (newPassword !== confirmPassword) return again('Password confirmation doesn\'t match');
    if (await verifyPassword(newPassword, user.password_hash)) return again('Please choose a password different from the temporary one.');
    try {
      assertAcceptablePassword(newPassword, user.email);
      if (needsCode) await consumeInviteCode(db, user.id, code, now);
    } catch (error) {
      if (error instanceof AppError) return again(error.message);
      throw error;
    }
    await setChosenPassword(db, user.id, await hashPassword(newPassword), now);
    await db.deleteFrom('oidc_payloads').where('model', '=', PASSWORD_CHANGE_MODEL).where('id', '=', interaction.uid).execute();
    return finishLogin(request, reply, user.id);
  });
};
