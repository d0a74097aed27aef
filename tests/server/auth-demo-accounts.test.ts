import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORDS } from '#server/areas/users/demo-passwords.ts';
import { buildTestApp, testDatabases } from './test-db.ts';
import { injectSend, loginConfig, signInAtProvider } from './auth-helpers.ts';

describe.each(testDatabases())('demo accounts on $name', (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ database, seed: true, env: { SEED_DEMO: 'true', PORTAL_ENV: 'qa' } });
  });
  afterAll(() => app.close());

  it.each(Object.entries(DEMO_PASSWORDS))('%s signs in through the embedded provider with its documented password', async (email, password) => {
    const exchange = await signInAtProvider(injectSend(app), await loginConfig(app), email, password);
    const res = await app.inject({ method: 'POST', url: '/api/user/login', payload: { code: exchange.code, codeVerifier: exchange.codeVerifier, nonce: exchange.nonce } });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe(email);
  });
});
