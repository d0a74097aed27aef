import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookieName } from '#server/auth/session-cookie.ts';
import { EMBEDDED_ISSUER } from '#server/areas/sign-in/sign-in.service.ts';
import { buildTestApp, testDatabases } from './test-db.ts';
import { cookieFrom, createCustomer, createUser, injectSend, loginConfig, sessionCookie, signInAtProvider } from './auth-helpers.ts';

const PASSWORD = 'Quiet-Harbor-73!';

describe.each(testDatabases())('staff sign-in and sessions on $name', (database) => {
  let app: FastifyInstance;
  let cookieName: string;

  beforeAll(async () => {
    app = await buildTestApp({ database });
    cookieName = sessionCookieName(app);
    await createCustomer(app.db, 'C-A');
    await createUser(app.db, { email: 'super@example.org', role: 'superAdmin', password: PASSWORD });
    await createUser(app.db, { email: 'cust@example.org', role: 'customer', password: PASSWORD, customers: ['C-A'] });
  });
  afterAll(() => app.close());

  async function signIn(email: string) {
    const exchange = await signInAtProvider(injectSend(app), await loginConfig(app), email, PASSWORD);
    const reply = await app.inject({ method: 'POST', url: '/api/user/login', payload: { code: exchange.code, codeVerifier: exchange.codeVerifier, nonce: exchange.nonce } });
    return { reply, exchange };
  }

  it('opens a session: HttpOnly SameSite cookie, profile without any token, last login recorded', async () => {
    const { reply } = await signIn('super@example.org');
    expect(reply.statusCode).toBe(200);
    const body = reply.json();
    expect(body.user).toMatchObject({ email: 'super@example.org', claims: { role: 'superAdmin', customers: [] } });
    expect(body.user.lastLogin).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(JSON.stringify(body)).not.toMatch(/eyJ|refresh|access_token|id_token/i);
    const cookie = reply.cookies.find((c) => c.name === cookieName);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    const row = await app.db.selectFrom('users').select(['last_login_at', 'oidc_issuer', 'oidc_subject']).where('email', '=', 'super@example.org').executeTakeFirstOrThrow();
    expect(row.last_login_at).toBe(body.user.lastLogin);
    // The embedded provider's accounts are linked to a fixed marker, not to its URL (decision 012).
    expect(row.oidc_issuer).toBe(EMBEDDED_ISSUER);
    const ping = await app.inject({ method: 'GET', url: '/api/user/ping', headers: { cookie: cookieFrom(reply, cookieName) } });
    expect(ping.statusCode).toBe(200);
  });

  it('gives a customer their customers in the profile', async () => {
    const { reply } = await signIn('cust@example.org');
    expect(reply.json().user.claims).toEqual({ role: 'customer', customers: ['C-A'] });
  });

  it('refuses the same code twice, and a wrong verifier or nonce', async () => {
    const { exchange } = await signIn('super@example.org');
    const again = await app.inject({ method: 'POST', url: '/api/user/login', payload: { code: exchange.code, codeVerifier: exchange.codeVerifier, nonce: exchange.nonce } });
    expect(again.statusCode).toBe(401);

    const fresh = await signInAtProvider(injectSend(app), await loginConfig(app), 'super@example.org', PASSWORD);
    const wrongNonce = await app.inject({ method: 'POST', url: '/api/user/login', payload: { code: fresh.code, codeVerifier: fresh.codeVerifier, nonce: 'x'.repeat(22) } });
    expect(wrongNonce.statusCode).toBe(401);
    expect(wrongNonce.json()).toEqual({ code: 'ID_TOKEN_INVALID', message: 'Id token verification failed.' });

    const other = await signInAtProvider(injectSend(app), await loginConfig(app), 'super@example.org', PASSWORD);
    const wrongVerifier = await app.inject({ method: 'POST', url: '/api/user/login', payload: { code: other.code, codeVerifier: 'a'.repeat(43), nonce: other.nonce } });
    expect(wrongVerifier.statusCode).toBe(401);
    expect(wrongVerifier.cookies.find((c) => c.name === cookieName)).toBeUndefined();
  });

  it('refreshes a session, also with an expired token, and ping reports the expiry as JWT_EXPIRED', async () => {
    const id = await createUser(app.db, { email: `r${Date.now()}@example.org`, role: 'admin' });
    const expired = await sessionCookie(app, id, { issuedAt: new Date(Date.now() - 20 * 60 * 1000) });
    const ping = await app.inject({ method: 'GET', url: '/api/user/ping', headers: { cookie: expired } });
    expect(ping.statusCode).toBe(401);
    expect(ping.json().code).toBe('JWT_EXPIRED');
    const refresh = await app.inject({ method: 'POST', url: '/api/user/refresh', headers: { origin: app.config.publicOrigin, cookie: expired } });
    expect(refresh.statusCode).toBe(200);
    expect(Date.parse(refresh.json().tokenExpiresAt)).toBeGreaterThan(Date.now());
    const again = await app.inject({ method: 'GET', url: '/api/user/ping', headers: { cookie: cookieFrom(refresh, cookieName) } });
    expect(again.statusCode).toBe(200);
  });

  it('refuses to refresh a session idle for longer than its limit', async () => {
    const id = await createUser(app.db, { email: `idle${Date.now()}@example.org`, role: 'admin' });
    const cookie = await sessionCookie(app, id, { issuedAt: new Date(Date.now() - 20 * 60 * 1000) });
    await app.db.updateTable('sessions').set({ last_seen_at: new Date(Date.now() - 2 * 3600 * 1000).toISOString() }).where('user_id', '=', id).execute();
    const refresh = await app.inject({ method: 'POST', url: '/api/user/refresh', headers: { origin: app.config.publicOrigin, cookie } });
    expect(refresh.statusCode).toBe(401);
  });

  it('refuses a tampered token', async () => {
    const id = await createUser(app.db, { email: `t${Date.now()}@example.org`, role: 'superAdmin' });
    const cookie = await sessionCookie(app, id);
    const [name, token] = cookie.split('=') as [string, string];
    const [h, p, s] = token.split('.') as [string, string, string];
    const payload = JSON.parse(Buffer.from(p, 'base64url').toString());
    const forged = `${h}.${Buffer.from(JSON.stringify({ ...payload, sub: 'someone-else' })).toString('base64url')}.${s}`;
    for (const value of [forged, `${h}.${p}.${s.slice(0, -2)}AA`, 'not-a-token']) {
      const res = await app.inject({ method: 'GET', url: '/api/user/ping', headers: { cookie: `${name}=${value}` } });
      expect(res.statusCode).toBe(401);
    }
    const refresh = await app.inject({ method: 'POST', url: '/api/user/refresh', headers: { origin: app.config.publicOrigin, cookie: `${name}=${forged}` } });
    expect(refresh.statusCode).toBe(401);
  });

  it('logout ends the session at once and points to the provider sign-off', async () => {
    const { reply } = await signIn('super@example.org');
    const cookie = cookieFrom(reply, cookieName);
    const out = await app.inject({ method: 'POST', url: '/api/user/logout', headers: { origin: app.config.publicOrigin, cookie } });
    expect(out.statusCode).toBe(200);
    const endSessionUrl = new URL(out.json().endSessionUrl);
    expect(endSessionUrl.pathname).toBe('/oidc/session/end');
    expect(endSessionUrl.searchParams.get('id_token_hint')).toBeTruthy();
    expect(endSessionUrl.searchParams.get('post_logout_redirect_uri')).toBe(`${app.config.publicOrigin}/`);
    const after = await app.inject({ method: 'GET', url: '/api/user/ping', headers: { cookie } });
    expect(after.statusCode).toBe(401);
    const refresh = await app.inject({ method: 'POST', url: '/api/user/refresh', headers: { origin: app.config.publicOrigin, cookie } });
    expect(refresh.statusCode).toBe(401);
  });

  it('disabling a user or changing a role takes effect on the next request', async () => {
    const id = await createUser(app.db, { email: `d${Date.now()}@example.org`, role: 'superAdmin' });
    const cookie = await sessionCookie(app, id);
    expect((await app.inject({ method: 'GET', url: '/api/user/list', headers: { cookie } })).statusCode).toBe(200);
    await app.db.updateTable('users').set({ role: 'admin' }).where('id', '=', id).execute();
    expect((await app.inject({ method: 'GET', url: '/api/user/list', headers: { cookie } })).statusCode).toBe(403);
    await app.db.updateTable('users').set({ status: 'disabled' }).where('id', '=', id).execute();
    expect((await app.inject({ method: 'GET', url: '/api/user/ping', headers: { cookie } })).statusCode).toBe(401);
  });

  it('a disabled user cannot sign in at the provider', async () => {
    await createUser(app.db, { email: 'gone@example.org', role: 'admin', password: PASSWORD, status: 'disabled' });
    await expect(signInAtProvider(injectSend(app), await loginConfig(app), 'gone@example.org', PASSWORD)).rejects.toThrow(/did not come back \(401\)/);
  });
});
