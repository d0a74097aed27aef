import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  consumeRecoveryCode, factorCounts, hasSecondFactor, passkeyAuthenticationOptions, recoveryCodeKey, relyingParty,
  secondFactorRequired, sessionHasSecondFactor, totpCodeAt, verifyPasskeyAuthentication, verifyTotpCode,
} from '#server/areas/second-factors/index.ts';
import { passkeyRegistrationOptions, verifyPasskeyRegistration } from '#server/areas/second-factors/passkeys.ts';
import { recoveryCodesLeft, replaceRecoveryCodes } from '#server/areas/second-factors/recovery-codes.ts';
import { confirmApp, insertPendingApp } from '#server/areas/second-factors/second-factors.repository.ts';
import { matchingStep, newTotpSecret, pendingApp } from '#server/areas/second-factors/totp.ts';
import { createUser } from './auth-helpers.ts';
import { SoftwareAuthenticator } from './software-authenticator.ts';
import { buildTestApp, testDatabases } from './test-db.ts';

const T0 = new Date('2026-11-27T10:00:10.000Z');
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

describe('the rules of who needs a second factor (decision 073)', () => {
  const config = { mfaRequiredRoles: ['superAdmin', 'admin'] as const, oidcRequiredAcr: ['phr'] };
  it('asks the roles listed and anyone a superAdmin reset, and sees a factor in amr or a required acr', () => {
    expect(secondFactorRequired(config, { role: 'admin' })).toBe(true);
    expect(secondFactorRequired(config, { role: 'customer' })).toBe(false);
    expect(secondFactorRequired(config, { role: 'customer', mustEnrolSecondFactor: true })).toBe(true);
    expect(sessionHasSecondFactor(config, { amr: ['pwd'], acr: null })).toBe(false);
    expect(sessionHasSecondFactor(config, { amr: ['pwd', 'otp', 'mfa'], acr: 'aal2' })).toBe(true);
    expect(sessionHasSecondFactor(config, { amr: ['hwk'], acr: null })).toBe(true);
    expect(sessionHasSecondFactor(config, { amr: ['pwd'], acr: 'phr' })).toBe(true);
  });
});

describe.each(testDatabases())('second factors on $name', (database) => {
  let app: FastifyInstance;
  beforeAll(async () => { app = await buildTestApp({ database }); });
  afterAll(() => app.close());

  async function enrolApp(userId: string): Promise<string> {
    const { secret } = newTotpSecret('someone@example.org');
    const id = await insertPendingApp(app.db, { userId, secretEnc: app.fieldCipher.encrypt(secret), now: T0 });
    expect(await pendingApp(app.db, { userId, enrolmentId: id, now: at(60) })).toBeDefined();
    const step = matchingStep(secret, totpCodeAt(secret, T0), T0)!;
    expect(await confirmApp(app.db, { id, name: 'Phone', step, now: T0 })).toBe(true);
    return secret;
  }

  it('accepts an app code once, within one step either side, and never an older step', async () => {
    const userId = await createUser(app.db, { email: 'totp@example.org', role: 'admin' });
    expect(await hasSecondFactor(app.db, userId)).toBe(false);
    const secret = await enrolApp(userId);
    expect(await hasSecondFactor(app.db, userId)).toBe(true);
    const verify = (code: string, when: Date) => verifyTotpCode(app.db, app.fieldCipher, { userId, code, now: when });

    // The enrolment's own code (step of T0) is spent.
    expect(await verify(totpCodeAt(secret, T0), T0)).toBe(false);
    const near = new Set([T0, at(30), at(60)].map((when) => totpCodeAt(secret, when)));
    let wrong = 0;
    while (near.has(String(wrong).padStart(6, '0'))) wrong++;
    expect(await verify(String(wrong).padStart(6, '0'), at(30))).toBe(false);
    const next = totpCodeAt(secret, at(30));
    expect(await verify(next, at(30))).toBe(true);
    expect(await verify(next, at(31))).toBe(false);
    // A code of the next step typed early is accepted (clock skew), and the step before it then is not.
    expect(await verify(totpCodeAt(secret, at(90)), at(65))).toBe(true);
    expect(await verify(totpCodeAt(secret, at(60)), at(65))).toBe(false);
    // Two steps away is too far.
    expect(await verify(totpCodeAt(secret, at(200)), at(125))).toBe(false);
    expect(await verify('12345', at(125))).toBe(false);
    const row = await app.db.selectFrom('second_factors').select(['totp_secret_enc', 'last_used_at']).where('user_id', '=', userId).executeTakeFirstOrThrow();
    expect(row.totp_secret_enc).not.toContain(secret);
    expect(row.last_used_at).toBe(at(65).toISOString());
  });

  it('accepts the same code once when it is sent twice at the same moment', async () => {
    const userId = await createUser(app.db, { email: 'totp-race@example.org', role: 'admin' });
    const secret = await enrolApp(userId);
    const code = totpCodeAt(secret, at(300));
    const results = await Promise.all(Array.from({ length: 4 }, () => verifyTotpCode(app.db, app.fieldCipher, { userId, code, now: at(300) })));
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('ignores a pending app after 15 minutes', async () => {
    const userId = await createUser(app.db, { email: 'pending@example.org', role: 'admin' });
    const { secret } = newTotpSecret('pending@example.org');
    const id = await insertPendingApp(app.db, { userId, secretEnc: app.fieldCipher.encrypt(secret), now: T0 });
    expect(await pendingApp(app.db, { userId, enrolmentId: id, now: at(15 * 60) })).toBeUndefined();
    expect(await verifyTotpCode(app.db, app.fieldCipher, { userId, code: totpCodeAt(secret, at(30)), now: at(30) })).toBe(false);
    expect(await hasSecondFactor(app.db, userId)).toBe(false);
  });

  it('spends each recovery code once, typed any way, and a new set replaces the old', async () => {
    const userId = await createUser(app.db, { email: 'codes@example.org', role: 'admin' });
    const key = recoveryCodeKey(app.config.sessionSecret);
    const codes = await replaceRecoveryCodes(app.db, key, { userId, now: T0 });
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
    expect(new Set(codes).size).toBe(10);
    const stored = await app.db.selectFrom('recovery_codes').select('code_hash').where('user_id', '=', userId).execute();
    expect(stored.map((r) => r.code_hash)).not.toContain(codes[0]);

    const use = (code: string) => consumeRecoveryCode(app.db, key, { userId, code, now: T0 });
    expect(await use(codes[0]!.toUpperCase().replace('-', ' '))).toBe(true);
    expect(await use(codes[0]!)).toBe(false);
    const both = await Promise.all([use(codes[1]!), use(codes[1]!)]);
    expect(both.filter(Boolean)).toHaveLength(1);
    expect(await recoveryCodesLeft(app.db, userId)).toBe(8);
    expect(await use('aaaaa-aaaaa')).toBe(false);

    const fresh = await replaceRecoveryCodes(app.db, key, { userId, now: T0 });
    expect(await use(codes[2]!)).toBe(false);
    expect(await use(fresh[2]!)).toBe(true);
    expect(await recoveryCodesLeft(app.db, userId)).toBe(9);
  });

  it('registers a passkey and signs in with it, after a password or alone with user verification', async () => {
    const userId = await createUser(app.db, { email: 'passkey@example.org', role: 'superAdmin' });
    const rp = relyingParty(app.config.publicOrigin);
    const authenticator = new SoftwareAuthenticator({ origin: app.config.publicOrigin });
    const reg = await passkeyRegistrationOptions(app.db, rp, { userId, userName: 'passkey@example.org', displayName: 'Pat Key', now: T0 });
    expect(reg.options.rp.id).toBe(new URL(app.config.publicOrigin).hostname);
    const made = await verifyPasskeyRegistration(app.db, rp, { userId, challengeId: reg.challengeId, name: 'Laptop', response: authenticator.register(reg.options), now: T0 });
    expect(made).toEqual({ factorId: expect.any(String), amr: 'hwk' });
    expect(await hasSecondFactor(app.db, userId)).toBe(true);
    // Its challenge was used.
    expect(await verifyPasskeyRegistration(app.db, rp, { userId, challengeId: reg.challengeId, name: 'Again', response: authenticator.register(reg.options), now: T0 })).toBeNull();

    const withPassword = await passkeyAuthenticationOptions(app.db, rp, { userId, now: T0 });
    expect(withPassword.options.allowCredentials?.map((c) => c.id)).toEqual([authenticator.credentialId]);
    expect(withPassword.options.userVerification).toBe('preferred');
    expect(await verifyPasskeyAuthentication(app.db, rp, { challengeId: withPassword.challengeId, response: authenticator.authenticate(withPassword.options), now: at(1) }))
      .toEqual({ userId, amr: 'hwk', userVerified: true });

    const alone = await passkeyAuthenticationOptions(app.db, rp, { userId: null, now: T0 });
    expect(alone.options.allowCredentials ?? []).toEqual([]);
    expect(alone.options.userVerification).toBe('required');
    const answer = authenticator.authenticate(alone.options);
    expect(await verifyPasskeyAuthentication(app.db, rp, { challengeId: alone.challengeId, response: answer, now: at(2) })).toEqual({ userId, amr: 'hwk', userVerified: true });
    // The same answer again: the challenge is gone.
    expect(await verifyPasskeyAuthentication(app.db, rp, { challengeId: alone.challengeId, response: answer, now: at(3) })).toBeNull();
    const row = await app.db.selectFrom('second_factors').select(['sign_count', 'last_used_at']).where('id', '=', made!.factorId).executeTakeFirstOrThrow();
    expect(Number(row.sign_count)).toBe(2);
    expect(row.last_used_at).toBe(at(2).toISOString());
  });

  it('refuses a passkey from another origin, without user verification when alone, with a counter going back, or after five minutes', async () => {
    const userId = await createUser(app.db, { email: 'passkey-bad@example.org', role: 'admin' });
    const rp = relyingParty(app.config.publicOrigin);
    const reasons: string[] = [];
    const log = (reason: string) => reasons.push(reason);
    const phishing = new SoftwareAuthenticator({ origin: app.config.publicOrigin });
    const reg1 = await passkeyRegistrationOptions(app.db, rp, { userId, userName: 'x@example.org', displayName: 'X', now: T0 });
    expect(await verifyPasskeyRegistration(app.db, rp, { userId, challengeId: reg1.challengeId, name: 'K', response: phishing.register(reg1.options, { origin: 'https://evil.example' }), now: T0, log })).toBeNull();

    const noUv = new SoftwareAuthenticator({ origin: app.config.publicOrigin, userVerification: false, synced: true });
    const reg2 = await passkeyRegistrationOptions(app.db, rp, { userId, userName: 'x@example.org', displayName: 'X', now: T0 });
    expect(await verifyPasskeyRegistration(app.db, rp, { userId, challengeId: reg2.challengeId, name: 'Synced', response: noUv.register(reg2.options), now: T0 })).toEqual({ factorId: expect.any(String), amr: 'swk' });

    const alone = await passkeyAuthenticationOptions(app.db, rp, { userId: null, now: T0 });
    expect(await verifyPasskeyAuthentication(app.db, rp, { challengeId: alone.challengeId, response: noUv.authenticate(alone.options), now: T0, log })).toBeNull();
    const after = await passkeyAuthenticationOptions(app.db, rp, { userId, now: T0 });
    expect(await verifyPasskeyAuthentication(app.db, rp, { challengeId: after.challengeId, response: noUv.authenticate(after.options), now: T0 }))
      .toEqual({ userId, amr: 'swk', userVerified: false });
    const back = await passkeyAuthenticationOptions(app.db, rp, { userId, now: T0 });
    expect(await verifyPasskeyAuthentication(app.db, rp, { challengeId: back.challengeId, response: noUv.authenticate(back.options, { counter: 1 }), now: T0, log })).toBeNull();
    const late = await passkeyAuthenticationOptions(app.db, rp, { userId, now: T0 });
    expect(await verifyPasskeyAuthentication(app.db, rp, { challengeId: late.challengeId, response: noUv.authenticate(late.options), now: at(5 * 60), log })).toBeNull();
    // Someone else's passkey does not answer a challenge made for this person.
    const otherId = await createUser(app.db, { email: 'passkey-other@example.org', role: 'admin' });
    const forOther = await passkeyAuthenticationOptions(app.db, rp, { userId: otherId, now: T0 });
    expect(await verifyPasskeyAuthentication(app.db, rp, { challengeId: forOther.challengeId, response: noUv.authenticate(forOther.options), now: T0, log })).toBeNull();
    expect(reasons).toHaveLength(5);
    expect((await factorCounts(app.db, [userId, otherId])).get(userId)).toBe(1);
  });
});
