import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_UNAVAILABLE_MESSAGE } from '#server/db/database-unavailable.ts';
import { buildTestApp, testDatabases } from './test-db.ts';

describe.each(testDatabases())('GET /api/health on $name', (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ database });
  });
  afterAll(() => app.close());

  it('answers 200 ok while the database answers', async () => {
    const reply = await app.inject({ method: 'GET', url: '/api/health' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ status: 'ok', failingJobs: [] });
  });

  it('answers 503 with a coded error once the database is gone', async () => {
    await app.db.destroy();
    const reply = await app.inject({ method: 'GET', url: '/api/health' });
    expect(reply.statusCode).toBe(503);
    expect(reply.json()).toEqual({ code: 'SERVICE_UNAVAILABLE', message: DATABASE_UNAVAILABLE_MESSAGE });
  });
});
