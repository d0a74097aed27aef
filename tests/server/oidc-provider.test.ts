import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMBEDDED_CLIENT_ID } from '#server/plugins/oidc.ts';
import { embeddedClientSecret } from '#server/auth/session-keys.ts';
import { buildTestApp, testDatabases } from './test-db.ts';
import { createUser, injectSend, loginConfig, signInAtProvider, startAuthorization, submitForm } from './auth-helpers.ts';

const PASSWORD = 'Quiet-Harbor-73!';

describe.each(testDatabases())('embedded identity provider on $name', (database) => {
  let app: FastifyInstance;
  let userId: string;

  beforeAll(async () => {
    app = await buildTestApp({ database });
    userId = await createUser(app.db, { email: 'pat@example.org', role: 'admin', password: PASSWORD });
  });
  afterAll(() => app.close());

  async function tokenRequest(params: Record<string, string>) {
    const basic = Buffer.from(`${EMBEDDED_CLIENT_ID}:${embeddedClientSecret(app.config.sessionSecret)}`).toString('base64');
    return app.inject({
      method: 'POST', url: '/oidc/token',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(params).toString(),
    });
  }

  it('publishes discovery under /oidc with the issuer <origin>/oidc and RS256 keys', async () => {
    const res = await app.inject({ method: 'GET', url: '/oidc/.well-known/openid-configuration' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.issuer).toBe(`${app.config.publicOrigin}/oidc`);
    expect(doc.authorization_endpoint).toBe(`${app.config.publicOrigin}/oidc/auth`);
    expect(doc.code_challenge_methods_supported).toEqual(['S256']);
    const jwks = (await app.inject({ method: 'GET', url: '/oidc/jwks' })).json();
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(jwks.keys[0].d).toBeUndefined();
  });

  it('serves an accessible login page whose only script is the passkey file of its own address', async () => {
    const start = await startAuthorization(injectSend(app), await loginConfig(app));
    const page = await injectSend(app)('GET', start.interactionUrl, { headers: start.jar.header() });
    expect(page.status).toBe(200);
    expect(page.body).toContain('<label for="email">Email</label>');
    expect(page.body).toContain('<label for="password">Password</label>');
    expect(page.body).toMatch(/<button type="submit">Sign in<\/button>/);
    // One script, from the provider's prefix, for "Sign in with a passkey" (decision 074); nothing inline.
    expect(page.body.match(/<script[^>]*>/gi)).toEqual(['<script src="/oidc/assets/passkey.js" defer>']);
    expect(page.body).toMatch(/<button type="button" id="passkey" hidden/);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(/default-src 'none'/);
    expect(csp).toMatch(/script-src 'self'; connect-src 'self'$/);
    expect(csp).not.toMatch(/unsafe-inline/);
  });

  it('refuses a wrong password with the same message as an unknown email', async () => {
    const send = injectSend(app);
    const start = await startAuthorization(send, await loginConfig(app));
    const wrong = await submitForm(send, start.jar, `${start.interactionUrl}/login`, { email: 'pat@example.org', password: 'Nope-Nope-111!' }, 'x');
    const unknown = await submitForm(send, start.jar, `${start.interactionUrl}/login`, { email: 'nobody@example.org', password: PASSWORD }, 'x');
    expect(wrong.status).toBe(401);
    expect(wrong.body).toContain('Invalid email or password.');
    expect(unknown.body).toContain('Invalid email or password.');
  });

  it('requires PKCE: an authorization request without a challenge is refused', async () => {
    const cfg = await loginConfig(app);
    const url = new URL(cfg.authorizationEndpoint);
    url.search = new URLSearchParams({ client_id: cfg.clientId, redirect_uri: cfg.redirectUri, response_type: 'code', scope: 'openid', state: 's', nonce: 'n' }).toString();
    const res = await injectSend(app)('GET', url.href);
    expect(String(res.headers.location ?? res.body)).toMatch(/code_challenge|PKCE/i);
  });

  it('stores its artefacts in our database, not in memory', async () => {
    const send = injectSend(app);
    await signInAtProvider(send, await loginConfig(app), 'pat@example.org', PASSWORD);
    const models = await app.db.selectFrom('oidc_payloads').select('model').distinct().execute();
    expect(models.map((m) => m.model)).toEqual(expect.arrayContaining(['Session', 'Grant', 'AuthorizationCode']));
  });

  it('refuses a code used twice and revokes what the first use issued', async () => {
    const { code, codeVerifier } = await signInAtProvider(injectSend(app), await loginConfig(app), 'pat@example.org', PASSWORD);
    const params = { grant_type: 'authorization_code', code, code_verifier: codeVerifier, redirect_uri: `${app.config.publicOrigin}/login` };
    const first = await tokenRequest(params);
    expect(first.statusCode).toBe(200);
    const { refresh_token: refreshToken, id_token: idToken } = first.json();
    expect(idToken).toBeTruthy();
    const second = await tokenRequest(params);
    expect(second.statusCode).toBe(400);
    expect(second.json().error).toBe('invalid_grant');
    const afterReuse = await tokenRequest({ grant_type: 'refresh_token', refresh_token: refreshToken });
    expect(afterReuse.statusCode).toBe(400);
  });

  it('rotates refresh tokens and revokes the grant when a used one comes back', async () => {
    const { code, codeVerifier } = await signInAtProvider(injectSend(app), await loginConfig(app), 'pat@example.org', PASSWORD);
    const first = (await tokenRequest({ grant_type: 'authorization_code', code, code_verifier: codeVerifier, redirect_uri: `${app.config.publicOrigin}/login` })).json();
    const rotated = await tokenRequest({ grant_type: 'refresh_token', refresh_token: first.refresh_token });
    expect(rotated.statusCode).toBe(200);
    const second = rotated.json().refresh_token;
    expect(second).toBeTruthy();
    expect(second).not.toBe(first.refresh_token);
    const reused = await tokenRequest({ grant_type: 'refresh_token', refresh_token: first.refresh_token });
    expect(reused.statusCode).toBe(400);
    // The whole grant is gone: even the newest token no longer works.
    const newest = await tokenRequest({ grant_type: 'refresh_token', refresh_token: second });
    expect(newest.statusCode).toBe(400);
  });

  it('has the user id as subject, and says the sign-in was a password alone', async () => {
    const { code, codeVerifier } = await signInAtProvider(injectSend(app), await loginConfig(app), 'pat@example.org', PASSWORD);
    const body = (await tokenRequest({ grant_type: 'authorization_code', code, code_verifier: codeVerifier, redirect_uri: `${app.config.publicOrigin}/login` })).json();
    const claims = JSON.parse(Buffer.from(body.id_token.split('.')[1], 'base64url').toString());
    expect(claims.sub).toBe(userId);
    // A password alone: one factor (decision 074).
    expect(claims.amr).toEqual(['pwd']);
    expect(claims.acr).toBe('aal1');
    expect(JSON.parse(Buffer.from(body.id_token.split('.')[0], 'base64url').toString()).alg).toBe('RS256');
  });
});

describe.each(testDatabases())('signing keys on $name', (database) => {
  it('survive a restart: the second app publishes the same key', async () => {
    const first = await buildTestApp({ database });
    const kid1 = (await first.inject({ method: 'GET', url: '/oidc/jwks' })).json().keys[0].kid;
    await first.close();
    const second = await buildTestApp({ database });
    const kid2 = (await second.inject({ method: 'GET', url: '/oidc/jwks' })).json().keys[0].kid;
    await second.close();
    expect(kid2).toBe(kid1);
  });
});
