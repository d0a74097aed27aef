import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthenticatorAppStart, FactorAdded, FactorList, PasskeyOptions } from '#schemas/generated/second-factors-api.ts';
import type { SessionUser, UserList } from '#schemas/generated/user-api.ts';
import { SIGN_IN_LIMITS } from '#server/areas/sign-in/sign-in-throttle.ts';
import {
  consumeRecoveryCode, passkeyAuthenticationOptions, recoveryCodeKey, relyingParty, totpCodeAt, verifyPasskeyAuthentication, verifyTotpCode,
} from '#server/areas/second-factors/index.ts';
import { browserHeaders, createUser, sessionCookie } from './auth-helpers.ts';
import { SoftwareAuthenticator } from './software-authenticator.ts';
import { buildTestApp, testDatabases } from './test-db.ts';

/*
 * Second factors through the portal's API (docs/product.md#second-factors, decision 073), with MFA_REQUIRED_ROLES =
 * superAdmin,admin: enrolment of an app and a passkey, codes accepted once and throttled, recovery codes, removal,
 * the superAdmin's reset, and who is asked for a factor before anything else.
 */
describe.each(testDatabases())('second factors through the API on $name', (database) => {
  let app: FastifyInstance;
  beforeAll(async () => { app = await buildTestApp({ database, env: { MFA_REQUIRED_ROLES: 'superAdmin,admin' } }); });
  afterAll(() => app.close());

  const send = (cookie: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url, headers: browserHeaders(app, method, cookie), ...(payload ? { payload } : {}) });

  async function startApp(cookie: string): Promise<AuthenticatorAppStart & { key: string }> {
    const res = await send(cookie, 'POST', '/api/user/factors/authenticator-app');
    expect(res.statusCode).toBe(200);
    const start = res.json<AuthenticatorAppStart>();
    return { ...start, key: start.secret.replace(/ /g, '') };
  }

  /** A code of the app that is not the code of now, nor of the step before or after. */
  function wrongCode(key: string): string {
    const near = new Set([-30_000, 0, 30_000].map((ms) => totpCodeAt(key, new Date(Date.now() + ms))));
    let n = 123456;
    while (near.has(String(n))) n++;
    return String(n);
  }

  async function enrolApp(cookie: string, name = 'Phone'): Promise<FactorAdded & { key: string; code: string }> {
    const start = await startApp(cookie);
    const code = totpCodeAt(start.key, new Date());
    const res = await send(cookie, 'POST', '/api/user/factors/authenticator-app/confirm', { enrolmentId: start.enrolmentId, code, name });
    expect(res.statusCode, res.body).toBe(200);
    return { ...res.json<FactorAdded>(), key: start.key, code };
  }

  it('asks an admin signed in with a password alone for a factor before any staff route, and opens them once one is added', async () => {
    const userId = await createUser(app.db, { email: 'enrol.admin@example.org', role: 'admin' });
    const cookie = await sessionCookie(app, userId, { amr: ['pwd'] });
    const staffRoute = await send(cookie, 'GET', '/api/quotas');
    expect(staffRoute.statusCode).toBe(403);
    expect(staffRoute.json()).toEqual({ code: 'SECOND_FACTOR_REQUIRED', message: 'Add a second factor to your account to continue.' });
    expect((await send(cookie, 'POST', '/api/user/refresh')).json<SessionUser>().user.secondFactor).toBe('enrolmentRequired');
    const list = await send(cookie, 'GET', '/api/user/factors');
    expect(list.statusCode).toBe(200);
    expect(list.json<FactorList>()).toEqual({ factors: [], recoveryCodesLeft: 0, required: true });

    const start = await startApp(cookie);
    expect(start.secret).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
    expect(start.otpauthUri).toMatch(/^otpauth:\/\/totp\/Naloxone%20Portal:enrol\.admin%40example\.org\?/);
    expect(start.otpauthUri).toContain('algorithm=SHA1&digits=6&period=30');
    expect(start.qrSvg).toMatch(/^<svg role="img" aria-label="QR code to scan with an authenticator app" [\s\S]*<\/svg>$/);

    const wrong = await send(cookie, 'POST', '/api/user/factors/authenticator-app/confirm', { enrolmentId: start.enrolmentId, code: wrongCode(start.key), name: 'Phone' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ code: 'SECOND_FACTOR_CODE_WRONG', message: 'That code is not right. Type the 6 digits your app shows now.' });
    expect((await send(cookie, 'GET', '/api/quotas')).statusCode).toBe(403);

    const code = totpCodeAt(start.key, new Date());
    const right = await send(cookie, 'POST', '/api/user/factors/authenticator-app/confirm', { enrolmentId: start.enrolmentId, code, name: 'Work phone' });
    expect(right.statusCode, right.body).toBe(200);
    const added = right.json<FactorAdded>();
    expect(added.factor).toMatchObject({ kind: 'authenticatorApp', name: 'Work phone', lastUsedAt: expect.any(String) });
    expect(added.recoveryCodes).toHaveLength(10);

    // The session that enrolled proved the factor: the staff pages open, and it reads as signed in with one.
    expect((await send(cookie, 'GET', '/api/quotas')).statusCode).toBe(200);
    expect((await send(cookie, 'POST', '/api/user/refresh')).json<SessionUser>().user.secondFactor).toBe('satisfied');
    // The same confirmation again finds no pending app; the code it used is spent (no replay within its window).
    expect((await send(cookie, 'POST', '/api/user/factors/authenticator-app/confirm', { enrolmentId: start.enrolmentId, code, name: 'Again' })).statusCode).toBe(404);
    expect(await verifyTotpCode(app.db, app.fieldCipher, { userId, code, now: new Date() })).toBe(false);
    const next = new Date(Date.now() + 30_000);
    expect(await verifyTotpCode(app.db, app.fieldCipher, { userId, code: totpCodeAt(start.key, next), now: next })).toBe(true);
    expect(await verifyTotpCode(app.db, app.fieldCipher, { userId, code: totpCodeAt(start.key, next), now: next })).toBe(false);

    // The secret is kept enciphered, and never shown again.
    const row = await app.db.selectFrom('second_factors').select('totp_secret_enc').where('user_id', '=', userId).executeTakeFirstOrThrow();
    expect(row.totp_secret_enc).toMatch(/^v1:/);
    expect((await send(cookie, 'GET', '/api/user/factors')).body).not.toContain(start.key.slice(0, 8));
  });

  it('does not ask a customer, whose role needs no factor, and lets them add one all the same', async () => {
    const userId = await createUser(app.db, { email: 'plain.customer@example.org', role: 'customer' });
    const cookie = await sessionCookie(app, userId, { amr: ['pwd'] });
    expect((await send(cookie, 'GET', '/api/bulk-orders')).statusCode).toBe(200);
    expect((await send(cookie, 'POST', '/api/user/refresh')).json<SessionUser>().user.secondFactor).toBe('notRequired');
    const added = await enrolApp(cookie);
    expect((await send(cookie, 'GET', '/api/user/factors')).json<FactorList>()).toMatchObject({ required: false, recoveryCodesLeft: 10 });
    // Not required: the last factor may go.
    expect((await send(cookie, 'DELETE', `/api/user/factors/${added.factor.id}`)).statusCode).toBe(204);
    expect((await send(cookie, 'GET', '/api/user/factors')).json<FactorList>()).toEqual({ factors: [], recoveryCodesLeft: 0, required: false });
  });

  it('throttles wrong codes like passwords, counted in the database', async () => {
    const userId = await createUser(app.db, { email: 'guesser@example.org', role: 'admin' });
    const cookie = await sessionCookie(app, userId, { amr: ['pwd'] });
    const start = await startApp(cookie);
    const confirm = (code: string) => send(cookie, 'POST', '/api/user/factors/authenticator-app/confirm', { enrolmentId: start.enrolmentId, code, name: 'Phone' });
    for (let i = 0; i < SIGN_IN_LIMITS.accountFreeFailures; i++) expect((await confirm(wrongCode(start.key))).statusCode).toBe(400);
    const refused = await confirm(totpCodeAt(start.key, new Date()));
    expect(refused.statusCode).toBe(429);
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(SIGN_IN_LIMITS.accountBaseDelayMs / 1000 - 5);
    expect(wait).toBeLessThanOrEqual(SIGN_IN_LIMITS.accountBaseDelayMs / 1000);
    expect(refused.json()).toEqual({ code: 'RATE_LIMITED', message: `Too many wrong codes. For your security, please wait ${wait} seconds before trying again.` });
    const failures = await app.db.selectFrom('sign_in_failures').select('id').where('account_key', '=', app.keyedHasher.hash('second-factor', userId)).execute();
    expect(failures).toHaveLength(SIGN_IN_LIMITS.accountFreeFailures);
  });

  it('shows recovery codes once; each works once, and a new set stops the old', async () => {
    const userId = await createUser(app.db, { email: 'codes.admin@example.org', role: 'admin' });
    const cookie = await sessionCookie(app, userId, { amr: ['pwd'] });
    const { recoveryCodes } = await enrolApp(cookie);
    const key = recoveryCodeKey(app.config.sessionSecret);
    const use = (code: string) => consumeRecoveryCode(app.db, key, { userId, code, now: new Date() });
    expect(await use(recoveryCodes![0]!)).toBe(true);
    expect(await use(recoveryCodes![0]!)).toBe(false);
    expect((await send(cookie, 'GET', '/api/user/factors')).json<FactorList>().recoveryCodesLeft).toBe(9);
    // A second factor comes without new codes.
    expect((await enrolApp(cookie, 'Tablet')).recoveryCodes).toBeNull();

    const fresh = await send(cookie, 'POST', '/api/user/recovery-codes');
    expect(fresh.statusCode).toBe(200);
    const { recoveryCodes: newCodes } = fresh.json<{ recoveryCodes: string[] }>();
    expect(newCodes).toHaveLength(10);
    expect(await use(recoveryCodes![1]!)).toBe(false);
    expect(await use(newCodes[1]!)).toBe(true);
    expect((await send(cookie, 'GET', '/api/user/factors')).json<FactorList>().recoveryCodesLeft).toBe(9);
    const entries = await app.db.selectFrom('audit_log').select('action').where('actor_user_id', '=', userId).orderBy('at').execute();
    expect(entries.map((e) => e.action)).toEqual(['user.second-factor.added', 'user.second-factor.added', 'user.recovery-codes.regenerated']);
  });

  it('adds a passkey made by an authenticator and signs in with it; refuses an answer made for another site', async () => {
    const userId = await createUser(app.db, { email: 'passkey.super@example.org', role: 'superAdmin', firstName: 'Pat', lastName: 'Key' });
    const cookie = await sessionCookie(app, userId, { amr: ['pwd'] });
    const authenticator = new SoftwareAuthenticator({ origin: app.config.publicOrigin, synced: true });

    const phishing = (await send(cookie, 'POST', '/api/user/factors/passkey/options')).json<PasskeyOptions>();
    const fromElsewhere = authenticator.register(phishing.options as never, { origin: 'https://portal.example.net' });
    const refused = await send(cookie, 'POST', '/api/user/factors/passkey', { challengeId: phishing.challengeId, name: 'Laptop', response: fromElsewhere });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ code: 'PASSKEY_NOT_ACCEPTED', message: 'The passkey was not accepted. Please try again.' });

    const options = (await send(cookie, 'POST', '/api/user/factors/passkey/options')).json<PasskeyOptions>();
    expect(options.options).toMatchObject({ rp: { name: 'Naloxone Portal', id: new URL(app.config.publicOrigin).hostname }, user: { name: 'passkey.super@example.org', displayName: 'Pat Key' }, attestation: 'none' });
    const added = await send(cookie, 'POST', '/api/user/factors/passkey', { challengeId: options.challengeId, name: 'Laptop', response: authenticator.register(options.options as never) });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json<FactorAdded>()).toMatchObject({ factor: { kind: 'passkey', name: 'Laptop', lastUsedAt: null }, recoveryCodes: expect.any(Array) });
    expect((await send(cookie, 'GET', '/api/user/list')).statusCode).toBe(200);
    const session = await app.db.selectFrom('sessions').select(['amr', 'acr']).where('user_id', '=', userId).executeTakeFirstOrThrow();
    expect(JSON.parse(session.amr)).toEqual(['pwd', 'swk', 'mfa']);
    expect(session.acr).toBe('aal2');

    const rp = relyingParty(app.config.publicOrigin);
    const challenge = await passkeyAuthenticationOptions(app.db, rp, { userId: null, now: new Date() });
    expect(await verifyPasskeyAuthentication(app.db, rp, { challengeId: challenge.challengeId, response: authenticator.authenticate(challenge.options), now: new Date() }))
      .toEqual({ userId, amr: 'swk', userVerified: true });
  });

  it('refuses to remove the last factor of someone who must have one', async () => {
    const userId = await createUser(app.db, { email: 'last.factor@example.org', role: 'admin' });
    const cookie = await sessionCookie(app, userId, { amr: ['pwd'] });
    const first = await enrolApp(cookie, 'Phone');
    const second = await enrolApp(cookie, 'Tablet');
    expect((await send(cookie, 'DELETE', `/api/user/factors/${first.factor.id}`)).statusCode).toBe(204);
    const last = await send(cookie, 'DELETE', `/api/user/factors/${second.factor.id}`);
    expect(last.statusCode).toBe(409);
    expect(last.json()).toEqual({ code: 'LAST_FACTOR_REQUIRED', message: 'You need at least one second factor: add another before removing this one.' });
    expect((await send(cookie, 'DELETE', '/api/user/factors/not-a-factor')).statusCode).toBe(404);
    expect((await send(cookie, 'GET', '/api/user/factors')).json<FactorList>().factors.map((f) => f.name)).toEqual(['Tablet']);
  });

  it("lets a superAdmin reset someone else's factors: gone, sessions ended, enrolment at the next sign-in, emailed and audited", async () => {
    const superId = await createUser(app.db, { email: 'reset.super@example.org', role: 'superAdmin' });
    const adminId = await createUser(app.db, { email: 'reset.admin@example.org', role: 'admin', firstName: 'Robin', lastName: 'Lost' });
    const customerId = await createUser(app.db, { email: 'reset.customer@example.org', role: 'customer' });
    const superCookie = await sessionCookie(app, superId, { amr: ['pwd', 'otp', 'mfa'] });
    const adminCookie = await sessionCookie(app, adminId, { amr: ['pwd'] });
    await enrolApp(adminCookie);
    const customerCookie = await sessionCookie(app, customerId, { amr: ['pwd'] });
    await enrolApp(customerCookie);

    const rows = (await send(superCookie, 'GET', '/api/user/list?email=reset.')).json<UserList>().items;
    expect(Object.fromEntries(rows.map((r) => [r.email, r.secondFactors]))).toEqual({ 'reset.super@example.org': 0, 'reset.admin@example.org': 1, 'reset.customer@example.org': 1 });

    expect((await send(adminCookie, 'POST', `/api/user/${customerId}/second-factors/reset`)).statusCode).toBe(403);
    const own = await send(superCookie, 'POST', `/api/user/${superId}/second-factors/reset`);
    expect(own.statusCode).toBe(409);
    expect(own.json()).toEqual({ code: 'OWN_ACCOUNT', message: 'You cannot reset your own second factors.' });
    expect((await send(superCookie, 'POST', '/api/user/00000000-0000-4000-8000-000000000000/second-factors/reset')).statusCode).toBe(404);

    expect((await send(superCookie, 'POST', `/api/user/${adminId}/second-factors/reset`)).statusCode).toBe(204);
    expect((await send(adminCookie, 'GET', '/api/user/factors')).statusCode).toBe(401);
    expect(await app.db.selectFrom('second_factors').select('id').where('user_id', '=', adminId).execute()).toEqual([]);
    expect(await app.db.selectFrom('recovery_codes').select('id').where('user_id', '=', adminId).execute()).toEqual([]);
    const mail = await app.db.selectFrom('outbox').select(['subject', 'text_body', 'kind']).where('kind', '=', 'second-factor-reset').execute();
    expect(mail).toEqual([{ subject: 'Your second factor was reset', kind: 'second-factor-reset', text_body: expect.stringContaining('You will set up a new second factor at your next sign-in') }]);
    expect(mail[0]!.text_body).toContain('Hello Robin,');
    const audit = await app.db.selectFrom('audit_log').select(['action', 'entity', 'entity_id', 'detail']).where('actor_user_id', '=', superId).where('action', '=', 'user.second-factors.reset').execute();
    expect(audit).toEqual([{ action: 'user.second-factors.reset', entity: 'user', entity_id: adminId, detail: JSON.stringify({ removed: 1 }) }]);
    const sentence = (await send(superCookie, 'GET', '/api/audit?limit=5')).body;
    expect(sentence).toContain('reset the second factors of Robin Lost');

    // A reset customer must enrol again, though their role needs no factor; enrolling clears it.
    expect((await send(superCookie, 'POST', `/api/user/${customerId}/second-factors/reset`)).statusCode).toBe(204);
    const again = await sessionCookie(app, customerId, { amr: ['pwd'] });
    expect((await send(again, 'GET', '/api/bulk-orders')).json()).toMatchObject({ code: 'SECOND_FACTOR_REQUIRED' });
    expect((await send(again, 'GET', '/api/user/factors')).json<FactorList>()).toEqual({ factors: [], recoveryCodesLeft: 0, required: true });
    await enrolApp(again);
    expect((await send(again, 'GET', '/api/bulk-orders')).statusCode).toBe(200);
    const later = await sessionCookie(app, customerId, { amr: ['pwd'] });
    expect((await send(later, 'GET', '/api/bulk-orders')).statusCode).toBe(200);
  });
});
