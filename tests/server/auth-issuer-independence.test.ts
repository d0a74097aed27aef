import { afterAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { DEMO_PASSWORDS } from '#server/areas/users/demo-passwords.ts';
import { EMBEDDED_ISSUER } from '#server/areas/sign-in/sign-in.service.ts';
import { linkEmbeddedAccountsToMarker } from '#server/db/migrations/0007-sign-in-throttle.ts';
import { buildTestApp, testDatabases, type TestDatabase } from './test-db.ts';
import { createUser, injectSend, loginConfig, signInAtProvider } from './auth-helpers.ts';

const [demoEmail, demoPassword] = Object.entries(DEMO_PASSWORDS)[0]!;

/** "Sign-in after a restart on another port or domain" (decision 012): the same data, a new PUBLIC_ORIGIN. */
describe.each(testDatabases())('accounts of the embedded provider do not depend on its URL, on $name', (database) => {
  const open: FastifyInstance[] = [];
  afterAll(async () => {
    await Promise.all(open.map((app) => app.close()));
  });

  async function portalAt(origin: string, db: TestDatabase) {
    const app = await buildTestApp({ database: db, seed: true, env: { SEED_DEMO: 'true', PORTAL_ENV: 'qa', PUBLIC_ORIGIN: origin } });
    open.push(app);
    return app;
  }

  async function signIn(app: FastifyInstance, email: string, password: string) {
    const exchange = await signInAtProvider(injectSend(app), await loginConfig(app), email, password);
    return app.inject({ method: 'POST', url: '/api/user/login', payload: { code: exchange.code, codeVerifier: exchange.codeVerifier, nonce: exchange.nonce } });
  }

  it('signs a demo account in again after the portal moved to another port and host', async () => {
    const first = await portalAt('http://localhost:3330', database);
    const before = await signIn(first, demoEmail, demoPassword);
    expect(before.statusCode).toBe(200);
    const row = await first.db.selectFrom('users').select(['id', 'oidc_issuer', 'oidc_subject']).where('email', '=', demoEmail).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ oidc_issuer: EMBEDDED_ISSUER, oidc_subject: row.id });
    await first.close();

    const moved = await portalAt('http://127.0.0.1:3331', database);
    expect((await loginConfig(moved)).authorizationEndpoint).toMatch(/^http:\/\/127\.0\.0\.1:3331\/oidc\//);
    const after = await signIn(moved, demoEmail, demoPassword);
    expect(after.statusCode, after.body).toBe(200);
    expect(after.json().user.email).toBe(demoEmail);
  });

  it('migration 0007 moves accounts linked to an old issuer URL onto the marker, and leaves external links alone', async () => {
    const app = await portalAt('http://localhost:3332', database);
    const local = await createUser(app.db, { email: 'moved@example.org', role: 'admin', password: 'Quiet-Harbor-73!' });
    const external = await createUser(app.db, { email: 'remote@example.org', role: 'admin' });
    await app.db.updateTable('users').set({ oidc_issuer: 'http://localhost:3000/oidc', oidc_subject: local }).where('id', '=', local).execute();
    await app.db.updateTable('users').set({ oidc_issuer: 'https://idp.example.org', oidc_subject: 'abc-123' }).where('id', '=', external).execute();
    // Before the rewrite the old URL no longer matches this portal's issuer: the sign-in is refused.
    expect((await signIn(app, 'moved@example.org', 'Quiet-Harbor-73!')).statusCode).toBe(403);

    await linkEmbeddedAccountsToMarker(app.db);
    const rows = await app.db.selectFrom('users').select(['id', 'oidc_issuer']).where('id', 'in', [local, external]).execute();
    expect(Object.fromEntries(rows.map((r) => [r.id, r.oidc_issuer]))).toEqual({ [local]: EMBEDDED_ISSUER, [external]: 'https://idp.example.org' });
    expect((await signIn(app, 'moved@example.org', 'Quiet-Harbor-73!')).statusCode).toBe(200);
  });
});
