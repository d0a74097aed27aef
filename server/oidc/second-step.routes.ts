import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { checkSignInAttempt, countAttempt, forgiveAccount } from '#server/areas/sign-in/index.ts';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import {
  consumeRecoveryCode, factorsOf, PASSKEY_BODY_LIMIT, passkeyAuthenticationOptions, recoveryCodeKey, relyingParty, verifyPasskeyAuthentication, verifyTotpCode,
  type RecoveryCodeKey, type RelyingParty,
} from '#server/areas/second-factors/index.ts';
import { findUserById, type UserRow } from '#server/areas/users/index.ts';
import { authRateLimit } from '#server/auth/rate-limits.ts';
import { normaliseEmail } from '#server/auth/account-email.ts';
import type { FieldCipher } from '#server/crypto/field-cipher.ts';
import type { Db } from '#server/db/database.ts';
import { loginPage, PASSKEY_PAGE_CSP, type PasskeyUrls } from './interaction-pages.ts';
import { finishLogin, loginResult, sendHtml } from './interaction-reply.ts';
import { PASSKEY_SCRIPT_PATH } from './passkey-script.ts';
import { dropPendingStep, keepPendingStep, pendingStep } from './pending-steps.ts';
import { recoveryCodePage, secondFactorPage } from './second-step-pages.ts';
import { throttledMessage } from './sign-in-messages.ts';

/** What the second step checks factors with: the cipher of app secrets, the key of recovery codes, the passkeys' relying party. */
export interface SecondFactorKeys {
  cipher: FieldCipher;
  recoveryKey: RecoveryCodeKey;
  rp: RelyingParty;
}

/** The app secrets' cipher is the personal fields' (DATA_KEY); the others follow SESSION_SECRET and PUBLIC_ORIGIN. */
export function secondFactorKeys(cipher: FieldCipher, sessionSecret: string, publicOrigin: string): SecondFactorKeys {
  return { cipher, recoveryKey: recoveryCodeKey(sessionSecret), rp: relyingParty(publicOrigin) };
}

export interface SecondFactorRouteOptions {
  provider: () => Promise<Provider>;
  db: Db;
  now: () => Date;
  /** the key the sign-in throttle counts a person's wrong codes under (the one the factors' own routes use, decision 073) */
  secondFactorKeyOf: (userId: string) => string;
  keys: SecondFactorKeys;
}

export const WRONG_APP_CODE = 'That code is not right. Check your authenticator app and enter the code it shows now.';
export const WRONG_RECOVERY_CODE = 'That recovery code is not right, or it has been used before.';
export const PASSKEY_FAILED = 'That passkey could not be used. Please try again, or sign in another way.';
export const SIGN_IN_AGAIN = 'Please sign in again.';

type Form = Record<string, string | undefined>;
type Uid = { Params: { uid: string } };

type FactorKinds = { totp: boolean; passkey: boolean };

/** Which kinds of confirmed factor the person has. */
async function factorKindsOf(db: Db, userId: string): Promise<FactorKinds> {
  const factors = await factorsOf(db, userId);
  return { totp: factors.some((f) => f.kind === 'totp'), passkey: factors.some((f) => f.kind === 'passkey') };
}

/** The addresses of an interaction's pages and JSON routes (below the provider's prefix, as the request came in). */
export function interactionUrls(request: FastifyRequest, uid: string) {
  const base = `${request.url.split('/interaction/')[0]}/interaction/${encodeURIComponent(uid)}`;
  const passkey: PasskeyUrls = { script: `${request.url.split('/interaction/')[0]}${PASSKEY_SCRIPT_PATH}`, options: `${base}/passkey/options`, verify: `${base}/passkey` };
  return { base, login: `${base}/login`, secondFactor: `${base}/second-factor`, recovery: `${base}/recovery`, passkey };
}

/**
 * The second step of a sign-in (decision 074): after a right password, a person with a confirmed second factor is
 * asked for it; anyone else is signed in with the password alone (`amr` ['pwd']), and the portal takes a person whose
 * role needs a factor to enrolment. Who is signing in is kept with the interaction (pending-steps.ts).
 */
export async function continueAfterPassword(options: SecondFactorRouteOptions, request: FastifyRequest, reply: FastifyReply, uid: string, user: UserRow): Promise<FastifyReply> {
  const { db, now, provider } = options;
  const kinds = await factorKindsOf(db, user.id);
  if (!kinds.totp && !kinds.passkey) return finishLogin(await provider(), request, reply, user.id, ['pwd']);
  await keepPendingStep(db, 'SecondFactor', uid, { userId: user.id }, now());
  return showSecondFactorPage(request, reply, uid, kinds);
}

function showSecondFactorPage(request: FastifyRequest, reply: FastifyReply, uid: string, kinds: FactorKinds, error?: string, status = 200) {
  const urls = interactionUrls(request, uid);
  const page = secondFactorPage({ codeAction: kinds.totp ? urls.secondFactor : null, passkey: kinds.passkey ? urls.passkey : null, recoveryUrl: urls.recovery }, error);
  return sendHtml(reply, page, status, kinds.passkey ? PASSKEY_PAGE_CSP : undefined);
}

export const secondStepRoutes: FastifyPluginAsync<SecondFactorRouteOptions> = async (app, options) => {
  const { provider, db, now: clock, secondFactorKeyOf, keys } = options;
  const details = (request: FastifyRequest, reply: FastifyReply) => provider().then((made) => made.interactionDetails(request.raw, reply.raw));
  // The in-memory fence in front of the database throttle: 10 a minute per address and interaction (no form here names
  // an account, and people behind one office address each have their own interaction).
  const perInteraction = (request: FastifyRequest) => `${request.ip}|${(request.params as { uid?: string }).uid ?? ''}`;
  const limited = { access: 'public' as const, rateLimit: { ...authRateLimit(10, normaliseEmail), keyGenerator: perInteraction } };

  /** The person a right password named, while the step lasts and the account is still active. */
  async function pendingUser(uid: string, now: Date): Promise<UserRow | undefined> {
    const pending = await pendingStep(db, 'SecondFactor', uid, now);
    const user = pending?.userId ? await findUserById(db, pending.userId) : undefined;
    return user && user.status === 'active' ? user : undefined;
  }

  const signInAgain = (request: FastifyRequest, reply: FastifyReply, uid: string) =>
    sendHtml(reply, loginPage(interactionUrls(request, uid).login, '', SIGN_IN_AGAIN, interactionUrls(request, uid).passkey), 401, PASSKEY_PAGE_CSP);

  /**
   * A typed code, the app's or a recovery code: throttled like a password under the person's second-factor key
   * (counted before it is checked, forgiven when right), accepted once.
   */
  async function checkCode(request: FastifyRequest<Uid & { Body: Form }>, reply: FastifyReply, kind: 'app' | 'recovery') {
    const { uid } = await details(request, reply);
    const now = clock();
    const user = await pendingUser(uid, now);
    if (!user) return signInAgain(request, reply, uid);
    const urls = interactionUrls(request, uid);
    const kinds = await factorKindsOf(db, user.id);
    const again = (message: string, status: number) => (kind === 'app'
      ? showSecondFactorPage(request, reply, uid, kinds, message, status)
      : sendHtml(reply, recoveryCodePage(urls.recovery, urls.secondFactor, message), status));
    const attempt = { accountKey: secondFactorKeyOf(user.id), ip: request.ip, now };
    const verdict = await checkSignInAttempt(db, attempt);
    if (!verdict.allowed) {
      request.log.warn({ scope: verdict.scope, retryAfter: verdict.retryAfterSeconds }, 'second factor throttled');
      reply.header('retry-after', String(verdict.retryAfterSeconds));
      return again(throttledMessage(verdict.retryAfterSeconds), 429);
    }
    const attemptId = await countAttempt(db, attempt);
    const code = String((kind === 'app' ? request.body?.code : request.body?.recoveryCode) ?? '').trim();
    const right = kind === 'app'
      ? await verifyTotpCode(db, keys.cipher, { userId: user.id, code, now })
      : await consumeRecoveryCode(db, keys.recoveryKey, { userId: user.id, code, now });
    if (!right) return again(kind === 'app' ? WRONG_APP_CODE : WRONG_RECOVERY_CODE, 401);
    await forgiveAccount(db, attempt.accountKey, attemptId);
    await dropPendingStep(db, 'SecondFactor', uid);
    // A recovery code is a look-up secret, a one-time code like the app's (RFC 8176 `otp`).
    return finishLogin(await provider(), request, reply, user.id, ['pwd', 'otp', 'mfa']);
  }

  app.get<Uid>('/interaction/:uid/second-factor', { config: { access: 'public' } }, async (request, reply) => {
    const { uid } = await details(request, reply);
    const user = await pendingUser(uid, clock());
    if (!user) return signInAgain(request, reply, uid);
    return showSecondFactorPage(request, reply, uid, await factorKindsOf(db, user.id));
  });

  app.post<Uid & { Body: Form }>('/interaction/:uid/second-factor', { config: limited }, (request, reply) => checkCode(request, reply, 'app'));

  app.get<Uid>('/interaction/:uid/recovery', { config: { access: 'public' } }, async (request, reply) => {
    const { uid } = await details(request, reply);
    if (!await pendingUser(uid, clock())) return signInAgain(request, reply, uid);
    const urls = interactionUrls(request, uid);
    return sendHtml(reply, recoveryCodePage(urls.recovery, urls.secondFactor));
  });

  app.post<Uid & { Body: Form }>('/interaction/:uid/recovery', { config: limited }, (request, reply) => checkCode(request, reply, 'recovery'));

  /**
   * A passkey challenge for this interaction, kept server-side and used once: for the person a right password named
   * (their passkeys), or, from the sign-in page, for any passkey that verifies its owner (a discoverable credential).
   */
  app.post<Uid>('/interaction/:uid/passkey/options', { config: limited }, async (request, reply) => {
    const { uid } = await details(request, reply);
    const now = clock();
    const pending = await pendingStep(db, 'SecondFactor', uid, now);
    const made = await passkeyAuthenticationOptions(db, keys.rp, { userId: pending?.userId ?? null, now });
    await keepPendingStep(db, 'PasskeyChallenge', uid, { challengeId: made.challengeId }, now);
    return reply.header('cache-control', 'no-store').send({ options: made.options });
  });

  app.post<Uid & { Body: { response?: unknown } }>('/interaction/:uid/passkey', { config: limited, bodyLimit: PASSKEY_BODY_LIMIT }, async (request, reply) => {
    const { uid } = await details(request, reply);
    const now = clock();
    const refuse = (reason: string) => {
      request.log.warn({ reason }, 'passkey sign-in refused');
      return reply.code(400).header('cache-control', 'no-store').send({ message: PASSKEY_FAILED });
    };
    const bound = await pendingStep(db, 'PasskeyChallenge', uid, now);
    await dropPendingStep(db, 'PasskeyChallenge', uid);
    const response = request.body?.response;
    if (!bound?.challengeId) return refuse('no challenge for this interaction');
    if (!response || typeof response !== 'object' || Array.isArray(response)) return refuse('no response');
    const verified = await verifyPasskeyAuthentication(db, keys.rp, {
      challengeId: bound.challengeId, response: response as AuthenticationResponseJSON, now, log: (reason) => request.log.warn({ reason }, 'passkey not accepted'),
    });
    if (!verified) return refuse('the passkey did not verify');
    const pending = await pendingStep(db, 'SecondFactor', uid, now);
    const user = await findUserById(db, verified.userId);
    if (!user || user.status !== 'active') return refuse('account not active');
    let amr: string[];
    if (pending) {
      if (pending.userId !== user.id) return refuse('passkey of another account than the password');
      amr = ['pwd', verified.amr, 'mfa'];
      await dropPendingStep(db, 'SecondFactor', uid);
    } else {
      // Alone, a passkey is both factors only when the authenticator verified its owner (PIN or biometric).
      if (!verified.userVerified) return refuse('no user verification');
      amr = [verified.amr, 'mfa'];
    }
    const redirectTo = await loginResult(await provider(), request, reply, user.id, amr);
    return reply.header('cache-control', 'no-store').send({ redirectTo });
  });
};
