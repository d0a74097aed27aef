import { describe, expect, it } from 'vitest';
import { buildTestApp } from './test-db.ts';

describe('GET /api/env', () => {
  it.each(['dev', 'qa', 'prod'] as const)('tells the browser it runs in %s, without a session', async (portalEnv) => {
    // The environment is set on the checked config: prod's start-up rules (no default secrets) are not the point here.
    const app = await buildTestApp({ config: { env: portalEnv } });
    try {
      const reply = await app.inject({ method: 'GET', url: '/api/env' });
      expect(reply.statusCode).toBe(200);
      expect(reply.json()).toEqual({ portalEnv });
    } finally {
      await app.close();
    }
  });

  it('is listed in the OpenAPI document as a public route', async () => {
    const app = await buildTestApp();
    try {
      const reply = await app.inject({ method: 'GET', url: '/api/docs/json' });
      expect(reply.statusCode).toBe(200);
      expect(Object.keys((reply.json() as { paths: Record<string, unknown> }).paths)).toContain('/api/env');
    } finally {
      await app.close();
    }
  });
});
