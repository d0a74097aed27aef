import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testDatabases } from './test-db.ts';
import { createUser, fetchSend, loginConfig, signInAtProvider } from './auth-helpers.ts';
import { EXTERNAL_CLIENT_ID as CLIENT_ID, EXTERNAL_CLIENT_SECRET as CLIENT_SECRET, startExternalProvider } from './external-provider.ts';

const PASSWORD = 'Distant-Summit-64!';

describe.each(testDatabases())('an external provider (OIDC_ISSUER) on $name', (database) => {
  let ext: FastifyInstance;
  let portal: FastifyInstance;
  let issuer: string;

  beforeAll(async () => {
    const portalOrigin = 'http://portal.test:3000';
    ext = await startExternalProvider(portalOrigin);
    issuer = `${ext.config.publicOrigin}/oidc`;
    portal = await buildTestApp({ database, env: { PUBLIC_ORIGIN: portalOrigin, OIDC_ISSUER: issuer, OIDC_CLIENT_ID: CLIENT_ID, OIDC_CLIENT_SECRET: CLIENT_SECRET } });
    await createUser(ext.db, { email: 'remote.admin@example.org', role: 'admin', password: PASSWORD });
    await createUser(ext.db, { email: 'stranger@example.org', role: 'admin', password: PASSWORD });
    await createUser(portal.db, { email: 'remote.admin@example.org', role: 'admin', status: 'invited' });
  });
  afterAll(async () => {
    await portal?.close();
    await ext?.close();
  });

  async function signIn(email: string) {
    const exchange = await signInAtProvider(fetchSend, await loginConfig(portal), email, PASSWORD);
    return portal.inject({ method: 'POST', url: '/api/user/login', payload: { code: exchange.code, codeVerifier: exchange.codeVerifier, nonce: exchange.nonce } });
  }

  it('finds the provider by discovery and mounts no provider of its own', async () => {
    const cfg = await loginConfig(portal);
    expect(cfg.authorizationEndpoint).toBe(`${issuer}/auth`);
    expect(cfg.clientId).toBe(CLIENT_ID);
    const own = await portal.inject({ method: 'GET', url: '/oidc/.well-known/openid-configuration' });
    expect(own.body).not.toContain('authorization_endpoint');
  });

  it('signs in an invited user by verified email, then by issuer and subject', async () => {
    const first = await signIn('remote.admin@example.org');
    expect(first.statusCode).toBe(200);
    expect(first.json().user).toMatchObject({ email: 'remote.admin@example.org', status: 'active', claims: { role: 'admin' } });
    const row = await portal.db.selectFrom('users').select(['oidc_issuer', 'oidc_subject']).where('email', '=', 'remote.admin@example.org').executeTakeFirstOrThrow();
    expect(row.oidc_issuer).toBe(issuer);
    const extId = (await ext.db.selectFrom('users').select('id').where('email', '=', 'remote.admin@example.org').executeTakeFirstOrThrow()).id;
    expect(row.oidc_subject).toBe(extId);
    // Even with another email on the portal side, the link holds.
    await portal.db.updateTable('users').set({ email: 'renamed@example.org' }).where('email', '=', 'remote.admin@example.org').execute();
    expect((await signIn('remote.admin@example.org')).statusCode).toBe(200);
  });

  it('refuses a person the portal has no account for', async () => {
    const res = await signIn('stranger@example.org');
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('NO_ACCOUNT');
  });

  it('refreshes through the provider, and ends the session when the provider no longer backs it', async () => {
    const login = await signIn('remote.admin@example.org');
    const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const refresh = await portal.inject({ method: 'POST', url: '/api/user/refresh', headers: { origin: portal.config.publicOrigin, cookie } });
    expect(refresh.statusCode).toBe(200);
    await ext.db.updateTable('users').set({ status: 'disabled' }).where('email', '=', 'remote.admin@example.org').execute();
    const refused = await portal.inject({ method: 'POST', url: '/api/user/refresh', headers: { origin: portal.config.publicOrigin, cookie: refresh.cookies.map((c) => `${c.name}=${c.value}`).join('; ') } });
    expect(refused.statusCode).toBe(401);
    await ext.db.updateTable('users').set({ status: 'active' }).where('email', '=', 'remote.admin@example.org').execute();
  });
});
