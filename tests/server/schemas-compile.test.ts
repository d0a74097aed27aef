import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFastify } from '#server/build-app.ts';
import { compileEverySchema } from '#server/validation/compiled-on-first-use.ts';
import { buildTestApp, testConfig } from './test-db.ts';

/*
 * Validators and reply serializers are compiled on a route's first request (decision 032), so the app starting no
 * longer proves that every schema compiles: this test does, for every route of the app.
 */
describe('route schemas compiled on first use', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('every request and reply schema of the app compiles', () => {
    expect(() => compileEverySchema(app)).not.toThrow();
  });

  it('a schema that cannot compile is named with its route', async () => {
    const bare = createFastify({ config: testConfig(), logger: false });
    bare.post('/broken', { schema: { body: { $ref: 'missing.json#' } } }, async () => ({}));
    bare.get('/reply', { schema: { response: { 200: { $ref: 'nowhere.json#' } } } }, async () => ({}));
    await bare.ready();
    try {
      expect(() => compileEverySchema(bare)).toThrow(/POST \/broken body: .*missing\.json/);
    } finally {
      await bare.close();
    }
  });

  it('a route refuses a bad request the same way on its first request and after', async () => {
    const bare = createFastify({ config: testConfig(), logger: false });
    const body = { type: 'object', required: ['n'], properties: { n: { type: 'integer', minimum: 1, maximum: 9 } }, additionalProperties: false };
    bare.post('/n', { schema: { body, response: { 200: { type: 'object', properties: { n: { type: 'integer' } } } } } }, async (req) => ({ ...(req.body as object), hidden: 1 }));
    try {
      const send = (payload: Record<string, number>) => bare.inject({ method: 'POST', url: '/n', payload });
      const [first, second] = [await send({ n: 0 }), await send({ n: 0 })];
      expect(first.statusCode).toBe(400);
      expect(first.json().message).toMatch(/n must be >= 1/);
      expect(second.json()).toEqual(first.json());
      const ok = await send({ n: 3 });
      // The reply serializer keeps only what the reply schema declares.
      expect([ok.statusCode, ok.json()]).toEqual([200, { n: 3 }]);
    } finally {
      await bare.close();
    }
  });
});
