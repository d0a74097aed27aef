import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WRONG_APP_CODE, WRONG_RECOVERY_CODE } from '#server/oidc/second-step.routes.ts';
import { throttledMessage } from '#server/oidc/sign-in-messages.ts';
import { buildTestApp, testDatabases } from './test-db.ts';
import { createUser, fetchSend, injectSend, loginConfig, signInAtProvider, startAuthorization, submitForm, type CookieJar, type Send } from './auth-helpers.ts';
import { EXTERNAL_CLIENT_ID, EXTERNAL_CLIENT_SECRET, startExternalProvider } from './external-provider.ts';
import { SoftwareAuthenticator } from './software-authenticator.ts';
import { recoveryCodeKey, relyingParty, totpCodeAt } from '#server/areas/second-factors/index.ts';
import { passkeyRegistrationOptions, verifyPasskeyRegistration } from '#server/areas/second-factors/passkeys.ts';
import { replaceRecoveryCodes } from '#server/areas/second-factors/recovery-codes.ts';
import { confirmApp, insertPendingApp } from '#server/areas/second-factors/second-factors.repository.ts';
import { matchingStep, newTotpSecret } from '#server/areas/second-factors/totp.ts';

const PASSWORD = 'Amber-Lantern-58!';

const totpCode = totpCodeAt;

/** An authenticator app, confirmed with its code of `now` (that step is spent); returns its secret. */
async function enrolAuthenticatorApp(app: FastifyInstance, userId: string, now: Date): Promise<string> {
  const { secret } = newTotpSecret('staff@example.org');
  const id = await insertPendingApp(app.db, { userId, secretEnc: app.fieldCipher.encrypt(secret), now });
  await confirmApp(app.db, { id, name: 'Phone', step: matchingStep(secret, totpCodeAt(secret, now), now)!, now });
  return secret;
}

const makeRecoveryCodes = (app: FastifyInstance, userId: string, now: Date) =>
  replaceRecoveryCodes(app.db, recoveryCodeKey(app.config.sessionSecret), { userId, now });

/** A passkey of the software authenticator, registered as the portal's security page does. */
async function enrolPasskey(app: FastifyInstance, userId: string, authenticator: SoftwareAuthenticator, now: Date): Promise<void> {
  const rp = relyingParty(app.config.publicOrigin);
  const { challengeId, options } = await passkeyRegistrationOptions(app.db, rp, { userId, userName: 'staff@example.org', displayName: 'Staff', now });
  const made = await verifyPasskeyRegistration(app.db, rp, { userId, challengeId, name: 'Laptop', response: authenticator.register(options), now });
  if (!made) throw new Error('the passkey was not registered');
}

/** The claims of a compact JWS, unverified (the portal verified it when it opened the session). */
const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;

describe.each(testDatabases())('the second factor at the embedded provider on $name', (database) => {
  let app: FastifyInstance;
  let clock = new Date();
  /** The app's clock, moved by the tests: a new time step for each code, and past the throttle's waits. */
  const advance = (ms: number) => { clock = new Date(clock.getTime() + ms); };
  const now = () => clock;
  let address = 0;
  /** Each test signs in from an address of its own, so the per-minute limits of one do not touch another. */
  const freshSend = (): Send => injectSend(app, { remoteAddress: `10.9.0.${++address}` });

  let appUser: string;
  let appSecret: string;
  let recoveryCodes: string[];

  beforeAll(async () => {
    app = await buildTestApp({ database, now, env: { MFA_REQUIRED_ROLES: 'superAdmin,admin' } });
    appUser = await createUser(app.db, { email: 'app.user@example.org', role: 'admin', password: PASSWORD });
    appSecret = await enrolAuthenticatorApp(app, appUser, now());
    recoveryCodes = await makeRecoveryCodes(app, appUser, now());
    advance(31_000);
  });
  afterAll(() => app.close());

  /** Email and password at the provider; the reply is the page that comes next. */
  async function passwordStep(send: Send, email: string) {
    const cfg = await loginConfig(app);
    const start = await startAuthorization(send, cfg);
    const page = await send('GET', start.interactionUrl, { headers: start.jar.header() });
    expect(page.status).toBe(200);
    const next = await submitForm(send, start.jar, `${start.interactionUrl}/login`, { email, password: PASSWORD }, cfg.redirectUri);
    return { start, cfg, next };
  }

  /** What /login posts to POST /api/user/login, from where the provider sent the browser back. */
  async function redeem(location: string | undefined, start: { verifier: string; nonce: string; state: string }) {
    expect(location).toBeDefined();
    const back = new URL(location!);
    expect(back.searchParams.get('state')).toBe(start.state);
    const login = await app.inject({
      method: 'POST', url: '/api/user/login',
      payload: { code: back.searchParams.get('code'), codeVerifier: start.verifier, nonce: start.nonce },
    });
    expect(login.statusCode).toBe(200);
    const session = await app.db.selectFrom('sessions').select(['amr', 'acr', 'id_token_hint'])
      .where('user_id', '=', login.json().user.id).orderBy('created_at', 'desc').executeTakeFirstOrThrow();
    return { login, session, idToken: claimsOf(session.id_token_hint!) };
  }

  /** Follows the provider's redirects after a JSON step, as the page's script does with `redirectTo`. */
  async function follow(send: Send, jar: CookieJar, url: string, stopAt: string) {
    let current = url;
    for (;;) {
      const res = await send('GET', current, { headers: jar.header() });
      jar.store(res.headers['set-cookie']);
      const location = res.headers.location ? new URL(String(res.headers.location), current).href : undefined;
      if (!location || location.startsWith(stopAt) || (res.status !== 302 && res.status !== 303)) return location;
      current = location;
    }
  }

  const json = (send: Send, jar: CookieJar, url: string, body: unknown) =>
    send('POST', url, { headers: { ...jar.header(), origin: app.config.publicOrigin, 'content-type': 'application/json' }, body: JSON.stringify(body) });

  it('asks for the app\'s code after the password, on a page of its own', async () => {
    const { next } = await passwordStep(freshSend(), 'app.user@example.org');
    expect(next.status).toBe(200);
    expect(next.body).toContain('Confirm it&#39;s you');
    expect(next.body).toContain('<label for="code">Enter the 6-digit code from your authenticator app</label>');
    expect(next.body).toMatch(/<input id="code" name="code" type="text" inputmode="numeric" autocomplete="one-time-code"/);
    expect(next.body).toContain('Use a recovery code');
    // No passkey of theirs: no passkey button, and no script at all.
    expect(next.body).not.toContain('Use a passkey instead');
    expect(next.body).not.toMatch(/<script/i);
    expect(String(next.headers['content-security-policy'])).not.toMatch(/script-src/);
    // Nothing in the page names the person: the step is kept with the interaction on the server.
    expect(next.body).not.toContain(appUser);
  });

  it('signs in with password and code: amr pwd, otp, mfa and acr aal2 in the ID token and on the session', async () => {
    advance(31_000);
    const send = freshSend();
    const { start, cfg } = await passwordStep(send, 'app.user@example.org');
    const done = await submitForm(send, start.jar, `${start.interactionUrl}/second-factor`, { code: totpCode(appSecret, now()) }, cfg.redirectUri);
    const { session, idToken, login } = await redeem(done.location, start);
    expect(idToken.amr).toEqual(['pwd', 'otp', 'mfa']);
    expect(idToken.acr).toBe('aal2');
    expect(JSON.parse(session.amr)).toEqual(['pwd', 'otp', 'mfa']);
    expect(session.acr).toBe('aal2');
    expect(login.json().user.secondFactor).toBe('satisfied');
  });

  it('refuses a wrong code with a clear message, and the same code a second time', async () => {
    advance(31_000);
    const send = freshSend();
    const first = await passwordStep(send, 'app.user@example.org');
    const code = totpCode(appSecret, now());
    const wrong = await submitForm(send, first.start.jar, `${first.start.interactionUrl}/second-factor`, { code: code === '000000' ? '111111' : '000000' }, first.cfg.redirectUri);
    expect(wrong.status).toBe(401);
    expect(wrong.body).toContain(WRONG_APP_CODE.replace(/'/g, '&#39;'));
    const right = await submitForm(send, first.start.jar, `${first.start.interactionUrl}/second-factor`, { code }, first.cfg.redirectUri);
    expect(right.location?.startsWith(first.cfg.redirectUri)).toBe(true);
    // The same code again, in another sign-in within its 30 seconds: refused (no replay).
    const second = await passwordStep(send, 'app.user@example.org');
    const replay = await submitForm(send, second.start.jar, `${second.start.interactionUrl}/second-factor`, { code }, second.cfg.redirectUri);
    expect(replay.status).toBe(401);
    expect(replay.body).toContain('That code is not right');
  });

  it('takes no person from a form: without a right password the code step sends the browser back to sign in', async () => {
    const send = freshSend();
    const cfg = await loginConfig(app);
    const start = await startAuthorization(send, cfg);
    await send('GET', start.interactionUrl, { headers: start.jar.header() });
    const res = await submitForm(send, start.jar, `${start.interactionUrl}/second-factor`, { code: totpCode(appSecret, now()), userId: appUser }, cfg.redirectUri);
    expect(res.status).toBe(401);
    expect(res.body).toContain('Please sign in again.');
  });

  it('accepts a recovery code once, on its own page', async () => {
    const send = freshSend();
    const first = await passwordStep(send, 'app.user@example.org');
    const page = await send('GET', `${first.start.interactionUrl}/recovery`, { headers: first.start.jar.header() });
    expect(page.status).toBe(200);
    expect(page.body).toContain('Each code works once.');
    // Typed without the hyphen and in capitals: the same code.
    const typed = recoveryCodes[0]!.replace('-', '').toUpperCase();
    const done = await submitForm(send, first.start.jar, `${first.start.interactionUrl}/recovery`, { recoveryCode: typed }, first.cfg.redirectUri);
    const { idToken } = await redeem(done.location, first.start);
    expect(idToken.amr).toEqual(['pwd', 'otp', 'mfa']);
    const second = await passwordStep(send, 'app.user@example.org');
    const again = await submitForm(send, second.start.jar, `${second.start.interactionUrl}/recovery`, { recoveryCode: recoveryCodes[0]! }, second.cfg.redirectUri);
    expect(again.status).toBe(401);
    expect(again.body).toContain(WRONG_RECOVERY_CODE);
  });

  it('throttles wrong codes like passwords, counted in the database, with the same wait message', async () => {
    const user = await createUser(app.db, { email: 'guessed@example.org', role: 'admin', password: PASSWORD });
    const secret = await enrolAuthenticatorApp(app, user, now());
    advance(31_000);
    // From one address after another: the count is the account's, not the address's.
    let last;
    for (let i = 0; i < 6; i += 1) {
      const send = freshSend();
      const { start, cfg } = await passwordStep(send, 'guessed@example.org');
      const right = totpCode(secret, now());
      last = await submitForm(send, start.jar, `${start.interactionUrl}/second-factor`, { code: right === '123456' ? '654321' : '123456' }, cfg.redirectUri);
      if (i < 5) expect(last.status).toBe(401);
    }
    expect(last!.status).toBe(429);
    expect(last!.headers['retry-after']).toBe('30');
    expect(last!.body).toContain(throttledMessage(30));
    // Even the right code waits; once the wait is over it works and the count starts again.
    const send = freshSend();
    const waiting = await passwordStep(send, 'guessed@example.org');
    const refused = await submitForm(send, waiting.start.jar, `${waiting.start.interactionUrl}/second-factor`, { code: totpCode(secret, now()) }, waiting.cfg.redirectUri);
    expect(refused.status).toBe(429);
    advance(31_000);
    const accepted = await submitForm(send, waiting.start.jar, `${waiting.start.interactionUrl}/second-factor`, { code: totpCode(secret, now()) }, waiting.cfg.redirectUri);
    expect(accepted.location?.startsWith(waiting.cfg.redirectUri)).toBe(true);
  });

  it('signs in a person without a factor with the password alone (amr pwd, acr aal1): the portal asks them to enrol', async () => {
    await createUser(app.db, { email: 'no.factor@example.org', role: 'admin', password: PASSWORD });
    const send = freshSend();
    const { start, next } = await passwordStep(send, 'no.factor@example.org');
    const { idToken, session, login } = await redeem(next.location, start);
    expect(idToken.amr).toEqual(['pwd']);
    expect(idToken.acr).toBe('aal1');
    expect(JSON.parse(session.amr)).toEqual(['pwd']);
    expect(login.json().user.secondFactor).toBe('enrolmentRequired');
  });

  describe('passkeys', () => {
    let passkeyUser: string;
    let authenticator: SoftwareAuthenticator;

    beforeAll(async () => {
      passkeyUser = await createUser(app.db, { email: 'passkey.user@example.org', role: 'superAdmin', password: PASSWORD });
      authenticator = new SoftwareAuthenticator({ origin: app.config.publicOrigin });
      await enrolPasskey(app, passkeyUser, authenticator, now());
    });

    it('signs in with a passkey alone that verifies its owner: amr hwk, mfa and acr aal2', async () => {
      const send = freshSend();
      const cfg = await loginConfig(app);
      const start = await startAuthorization(send, cfg);
      const page = await send('GET', start.interactionUrl, { headers: start.jar.header() });
      expect(page.body).toContain('Sign in with a passkey');
      expect(page.body).toMatch(/<button type="button" id="passkey" hidden/);
      expect(String(page.headers['content-security-policy'])).toMatch(/script-src 'self'; connect-src 'self'/);
      const made = await json(send, start.jar, `${start.interactionUrl}/passkey/options`, {});
      expect(made.status).toBe(200);
      const { options } = JSON.parse(made.body);
      expect(options.userVerification).toBe('required');
      expect(options.allowCredentials ?? []).toEqual([]);
      const verified = await json(send, start.jar, `${start.interactionUrl}/passkey`, { response: authenticator.authenticate(options) });
      expect(verified.status).toBe(200);
      const location = await follow(send, start.jar, JSON.parse(verified.body).redirectTo, cfg.redirectUri);
      const { idToken, session } = await redeem(location, start);
      expect(idToken.sub).toBe(passkeyUser);
      expect(idToken.amr).toEqual(['hwk', 'mfa']);
      expect(idToken.acr).toBe('aal2');
      expect(JSON.parse(session.amr)).toEqual(['hwk', 'mfa']);
    });

    it('uses a challenge once', async () => {
      const send = freshSend();
      const cfg = await loginConfig(app);
      const start = await startAuthorization(send, cfg);
      await send('GET', start.interactionUrl, { headers: start.jar.header() });
      const { options } = JSON.parse((await json(send, start.jar, `${start.interactionUrl}/passkey/options`, {})).body);
      const answer = authenticator.authenticate(options);
      expect((await json(send, start.jar, `${start.interactionUrl}/passkey`, { response: answer })).status).toBe(200);
      const again = await json(send, start.jar, `${start.interactionUrl}/passkey`, { response: answer });
      expect(again.status).toBe(400);
      expect(JSON.parse(again.body).message).toMatch(/could not be used/);
    });

    it('refuses a passkey alone that did not verify its owner', async () => {
      const user = await createUser(app.db, { email: 'presence.only@example.org', role: 'admin', password: PASSWORD });
      const touchOnly = new SoftwareAuthenticator({ origin: app.config.publicOrigin, userVerification: false });
      await enrolPasskey(app, user, touchOnly, now());
      const send = freshSend();
      const start = await startAuthorization(send, await loginConfig(app));
      await send('GET', start.interactionUrl, { headers: start.jar.header() });
      const { options } = JSON.parse((await json(send, start.jar, `${start.interactionUrl}/passkey/options`, {})).body);
      const refused = await json(send, start.jar, `${start.interactionUrl}/passkey`, { response: touchOnly.authenticate(options) });
      expect(refused.status).toBe(400);
    });

    it('offers "Use a passkey instead" after the password, and signs in with amr pwd, hwk, mfa', async () => {
      const both = await createUser(app.db, { email: 'both@example.org', role: 'admin', password: PASSWORD });
      await enrolAuthenticatorApp(app, both, now());
      const key = new SoftwareAuthenticator({ origin: app.config.publicOrigin, synced: true });
      await enrolPasskey(app, both, key, now());
      const send = freshSend();
      const { start, cfg, next } = await passwordStep(send, 'both@example.org');
      expect(next.body).toContain('Use a passkey instead');
      expect(next.body).toContain('<label for="code">');
      const { options } = JSON.parse((await json(send, start.jar, `${start.interactionUrl}/passkey/options`, {})).body);
      // Their own passkeys only, after their password.
      expect(options.allowCredentials.map((c: { id: string }) => c.id)).toEqual([key.credentialId]);
      // Another person's passkey does not finish this person's sign-in.
      const stranger = await json(send, start.jar, `${start.interactionUrl}/passkey`, { response: authenticator.authenticate(options) });
      expect(stranger.status).toBe(400);
      const again = JSON.parse((await json(send, start.jar, `${start.interactionUrl}/passkey/options`, {})).body).options;
      const verified = await json(send, start.jar, `${start.interactionUrl}/passkey`, { response: key.authenticate(again) });
      expect(verified.status).toBe(200);
      const { idToken } = await redeem(await follow(send, start.jar, JSON.parse(verified.body).redirectTo, cfg.redirectUri), start);
      expect(idToken.amr).toEqual(['pwd', 'swk', 'mfa']);
    });

    it('serves the passkey script from the provider\'s own address', async () => {
      const res = await app.inject({ method: 'GET', url: '/oidc/assets/passkey.js' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/javascript/);
      expect(res.body).toContain('SimpleWebAuthnBrowser');
      expect(res.body).toContain("getElementById('passkey')");
    });
  });
});

describe.each(testDatabases())('an external provider\'s second factor (OIDC_REQUIRED_ACR) on $name', (database) => {
  let ext: FastifyInstance;
  let portal: FastifyInstance;
  let adminSecret: string;

  beforeAll(async () => {
    const portalOrigin = 'http://portal.test:3000';
    ext = await startExternalProvider(portalOrigin);
    portal = await buildTestApp({
      database,
      env: {
        PUBLIC_ORIGIN: portalOrigin, OIDC_ISSUER: `${ext.config.publicOrigin}/oidc`, OIDC_CLIENT_ID: EXTERNAL_CLIENT_ID, OIDC_CLIENT_SECRET: EXTERNAL_CLIENT_SECRET,
        MFA_REQUIRED_ROLES: 'superAdmin,admin', OIDC_REQUIRED_ACR: 'aal2',
      },
    });
    const extAdmin = await createUser(ext.db, { email: 'remote.admin@example.org', role: 'admin', password: PASSWORD });
    adminSecret = await enrolAuthenticatorApp(ext, extAdmin, new Date(Date.now() - 60_000));
    await createUser(ext.db, { email: 'remote.customer@example.org', role: 'customer', password: PASSWORD });
    await createUser(portal.db, { email: 'remote.admin@example.org', role: 'admin', status: 'invited' });
    await createUser(portal.db, { email: 'remote.customer@example.org', role: 'customer', status: 'invited' });
  });
  afterAll(async () => {
    await portal?.close();
    await ext?.close();
  });

  const exchange = (signedIn: { code: string; codeVerifier: string; nonce: string }) =>
    portal.inject({ method: 'POST', url: '/api/user/login', payload: { code: signedIn.code, codeVerifier: signedIn.codeVerifier, nonce: signedIn.nonce } });

  it('refuses a staff sign-in whose token names no second factor, in words the login page shows', async () => {
    // An account without a factor at the provider (its token: amr pwd, acr aal1), an admin at the portal.
    await portal.db.updateTable('users').set({ role: 'admin' }).where('email', '=', 'remote.customer@example.org').execute();
    const signedIn = await signInAtProvider(fetchSend, await loginConfig(portal), 'remote.customer@example.org', PASSWORD);
    const refused = await exchange(signedIn);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'SECOND_FACTOR_MISSING', message: 'Your organisation\'s sign-in did not confirm a second factor. Staff accounts need one.',
    });
    expect(await portal.db.selectFrom('sessions').selectAll().execute()).toEqual([]);
    await portal.db.updateTable('users').set({ role: 'customer' }).where('email', '=', 'remote.customer@example.org').execute();
  });

  it('lets a role that needs no second factor sign in with a password', async () => {
    const signedIn = await signInAtProvider(fetchSend, await loginConfig(portal), 'remote.customer@example.org', PASSWORD);
    const res = await exchange(signedIn);
    expect(res.statusCode).toBe(200);
    const session = await portal.db.selectFrom('sessions').select(['amr', 'acr']).executeTakeFirstOrThrow();
    expect(JSON.parse(session.amr)).toEqual(['pwd']);
    expect(session.acr).toBe('aal1');
  });

  it('accepts the admin when the token\'s acr is one OIDC_REQUIRED_ACR lists, and keeps amr and acr on the session', async () => {
    const cfg = await loginConfig(portal);
    const start = await startAuthorization(fetchSend, cfg);
    await fetchSend('GET', start.interactionUrl, { headers: start.jar.header() });
    const page = await submitForm(fetchSend, start.jar, `${start.interactionUrl}/login`, { email: 'remote.admin@example.org', password: PASSWORD }, cfg.redirectUri);
    expect(page.body).toContain('Enter the 6-digit code from your authenticator app');
    const done = await submitForm(fetchSend, start.jar, `${start.interactionUrl}/second-factor`, { code: totpCodeAt(adminSecret, new Date()) }, cfg.redirectUri);
    const back = new URL(done.location!);
    const res = await exchange({ code: back.searchParams.get('code')!, codeVerifier: start.verifier, nonce: start.nonce });
    expect(res.statusCode).toBe(200);
    const session = await portal.db.selectFrom('sessions').select(['amr', 'acr']).where('user_id', '=', res.json().user.id).executeTakeFirstOrThrow();
    expect(JSON.parse(session.amr)).toEqual(['pwd', 'otp', 'mfa']);
    expect(session.acr).toBe('aal2');
  });
});
