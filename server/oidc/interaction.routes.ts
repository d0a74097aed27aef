import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { AppError } from '#server/errors/app-error.ts';
import { checkSignInAttempt, countAttempt, forgiveAccount } from '#server/areas/sign-in/index.ts';
import { hashPassword, verifyPassword } from '#server/auth/password-hash.ts';
import { assertAcceptablePassword } from '#server/auth/password-policy.ts';
import { consumeInviteCode, findUserByEmail, findUserById, setChosenPassword } from '#server/areas/users/index.ts';
import { authRateLimit } from '#server/auth/rate-limits.ts';
import { normaliseEmail } from '#server/auth/account-email.ts';
import { changePasswordPage, errorPage, loginPage, PASSKEY_PAGE_CSP } from './interaction-pages.ts';
import { sendHtml } from './interaction-reply.ts';
import { passkeyScriptRoute } from './passkey-script.ts';
import { dropPendingStep, keepPendingStep, pendingStep } from './pending-steps.ts';
import { continueAfterPassword, interactionUrls, secondStepRoutes, type SecondFactorKeys } from './second-step.routes.ts';
import { EXPIRED_TEMPORARY_PASSWORD, INVALID_CREDENTIALS, throttledMessage } from './sign-in-messages.ts';
import type { Db } from '#server/db/database.ts';

export { EXPIRED_TEMPORARY_PASSWORD, INVALID_CREDENTIALS, throttledMessage };

export interface InteractionRoutesOptions {
  /** The provider, made on first use (plugins/oidc.ts). */
  provider: () => Promise<Provider>;
  db: Db;
  homeUrl: string;
  /** the app's clock (server/plugins/clock.ts), so tests move time instead of sleeping */
  now: () => Date;
  /** the key under which failures of a typed email are counted (a keyed hash: guesses are not kept readable) */
  accountKeyOf: (email: string) => string;
  /** the key under which a person's wrong codes are counted (a keyed hash of their id) */
  secondFactorKeyOf: (userId: string) => string;
  /** what the second step needs: the cipher of app secrets, the key of recovery codes, the passkeys' relying party */
  secondFactorKeys: SecondFactorKeys;
}

type Form = Record<string, string | undefined>;

/**
 * The embedded provider's own pages: sign in with email and password (or a passkey), the forced change of a one-time
 * password, then the second factor (second-step.routes.ts). Plain forms; only a passkey needs the one script
 * (passkey-script.ts). The provider's `_interaction` cookie (SameSite) ties each post to its browser.
 */
export const interactionRoutes: FastifyPluginAsync<InteractionRoutesOptions> = async (app, options) => {
  const { provider, db, homeUrl, now: clock, accountKeyOf } = options;
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
  const secondStep = { provider, db, now: clock, secondFactorKeyOf: options.secondFactorKeyOf, keys: options.secondFactorKeys };
  await app.register(secondStepRoutes, secondStep);
  await app.register(passkeyScriptRoute);
  const showLogin = (request: FastifyRequest, reply: FastifyReply, uid: string, email: string, error?: string, status = 200) =>
    sendHtml(reply, loginPage(interactionUrls(request, uid).login, email, error, interactionUrls(request, uid).passkey), status, PASSKEY_PAGE_CSP);

  app.get<{ Params: { uid: string } }>('/interaction/:uid', { config: { access: 'public' } }, async (request, reply) => {
    const interaction = await details(request, reply);
    if (interaction.prompt.name !== 'login') {
      // Consent is granted with the sign-in for our own clients (embedded-provider.ts); anything else is refused.
      const redirectTo = await (await provider()).interactionResult(request.raw, reply.raw,
        { error: 'access_denied', error_description: 'This application is not allowed to use the portal sign-in.' });
      return reply.redirect(redirectTo, 303);
    }
    const hint = typeof interaction.params.login_hint === 'string' ? interaction.params.login_hint : '';
    return showLogin(request, reply, interaction.uid, hint);
  });

  app.post<{ Params: { uid: string }; Body: Form }>('/interaction/:uid/login', {
    config: { access: 'public', rateLimit: authRateLimit(10, normaliseEmail) },
  }, async (request, reply) => {
    const interaction = await details(request, reply);
    const email = String(request.body?.email ?? '').trim();
    const password = String(request.body?.password ?? '');
    const now = clock();
    const attempt = { accountKey: accountKeyOf(email), ip: request.ip, now };
    const verdict = await checkSignInAttempt(db, attempt);
    if (!verdict.allowed) {
      request.log.warn({ scope: verdict.scope, retryAfter: verdict.retryAfterSeconds }, 'sign-in throttled');
      reply.header('retry-after', String(verdict.retryAfterSeconds));
      return showLogin(request, reply, interaction.uid, email, throttledMessage(verdict.retryAfterSeconds), 429);
    }
    const attemptId = await countAttempt(db, attempt);
    const user = email ? await findUserByEmail(db, email) : undefined;
    const matches = await verifyPassword(password, user?.password_hash ?? null);
    if (!user || !matches || user.status === 'disabled') return showLogin(request, reply, interaction.uid, email, INVALID_CREDENTIALS, 401);
    await forgiveAccount(db, attempt.accountKey, attemptId);
    if (user.password_expires_at && user.password_expires_at <= now.toISOString()) {
      return showLogin(request, reply, interaction.uid, email, EXPIRED_TEMPORARY_PASSWORD, 401);
    }
    if (user.must_change_password || user.status === 'invited') {
      await keepPendingStep(db, 'PasswordChange', interaction.uid, { userId: user.id }, now);
      return sendHtml(reply, changePasswordPage(`${interactionUrls(request, interaction.uid).base}/password`, user.status === 'invited'));
    }
    return continueAfterPassword(secondStep, request, reply, interaction.uid, user);
  });

  app.post<{ Params: { uid: string }; Body: Form }>('/interaction/:uid/password', {
    config: { access: 'public', rateLimit: authRateLimit(10, normaliseEmail) },
  }, async (request, reply) => {
    const interaction = await details(request, reply);
    const now = clock();
    const userId = (await pendingStep(db, 'PasswordChange', interaction.uid, now))?.userId;
    const user = userId ? await findUserById(db, userId) : undefined;
    if (!user || user.status === 'disabled') return showLogin(request, reply, interaction.uid, '', 'Please sign in again.', 401);
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
    await dropPendingStep(db, 'PasswordChange', interaction.uid);
    return continueAfterPassword(secondStep, request, reply, interaction.uid, user);
  });
};
