import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './test-db.ts';

describe('OpenAPI description', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('serves the JSON at /api/docs/json with the health route and its replies', async () => {
    const reply = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(reply.statusCode).toBe(200);
    const doc = reply.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/health'].get.responses).toHaveProperty('200');
    expect(doc.paths['/api/health'].get.responses).toHaveProperty('503');
    expect(doc.paths['/api/outbox'].get.parameters.map((p: { name: string }) => p.name).sort()).toEqual(['limit', 'offset', 'reveal']);
    expect(doc.components.schemas).toHaveProperty('ErrorReply');
    // The documentation and the web app's files are not API operations.
    expect(Object.keys(doc.paths).filter((path) => path.startsWith('/api/docs'))).toEqual([]);
  });

  it('serves the Swagger UI page at /api/docs', async () => {
    const reply = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(/text\/html/);
    expect(reply.body).toMatch(/swagger/i);
  });
});
