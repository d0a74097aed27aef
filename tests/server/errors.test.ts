import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appPlugin, BODY_LIMIT, createFastify } from '#server/build-app.ts';
import { createDatabase } from '#server/db/database.ts';
import { catalogued } from '#server/errors/catalogue.ts';
import { errorReplyRef } from '#server/errors/error-reply.schema.ts';
import { testConfig } from './test-db.ts';

/** The real app plus a few routes that fail on purpose. */
async function appWithProbeRoutes(webRoot: string): Promise<FastifyInstance> {
  const config = testConfig({ DATABASE_URL: 'sqlite::memory:' });
  const app = createFastify({ config, logger: false });
  await app.register(appPlugin, { config, db: createDatabase('sqlite::memory:'), seed: false, startMailDispatcher: false, startJobs: false, webRoot });
  await app.register(
    async (probe) => {
      const response = { 200: { type: 'object', properties: { received: { type: 'integer' } } }, '4xx': errorReplyRef };
      probe.post<{ Body: { quantity: number; email: string } }>(
        '/echo',
        {
          config: { access: 'public', audit: { none: 'public-use' } },
          schema: {
            body: {
              type: 'object',
              required: ['quantity', 'email'],
              // Bounded: the app refuses to start with a number field lacking minimum and maximum.
              properties: { quantity: { type: 'integer', minimum: 1, maximum: 1000 }, email: { type: 'string', format: 'email' } },
            },
            response,
          },
        },
        async (request) => ({ received: request.body.quantity }),
      );
      probe.get('/sql-failure', { config: { access: 'public', audit: { none: 'no-personal-data' } }, schema: { response } }, async () => {
        await app.db.selectFrom('no_such_table' as 'users').selectAll().execute();
        return {};
      });
      probe.get('/refused', { config: { access: 'public', audit: { none: 'no-personal-data' } }, schema: { response } }, async () => {
        throw catalogued('NOT_ACCEPTABLE', 'Refill too soon', { reasons: ['You can order again from 2026-03-01.'] });
      });
    },
    { prefix: '/api/probe' },
  );
  await app.ready();
  return app;
}

describe('error replies', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appWithProbeRoutes(join(tmpdir(), 'portal-tests-no-web-build'));
  });
  afterAll(() => app.close());

  it('turns a schema failure into 400 VALIDATION_FAILED naming every field', async () => {
    const reply = await app.inject({ method: 'POST', url: '/api/probe/echo', payload: { quantity: 0 } });
    expect(reply.statusCode).toBe(400);
    const body = reply.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.message).toMatch(/^Invalid request body: /);
    expect(body.message).toContain('quantity must be >= 1');
    expect(body.message).toContain('email is required');
  });

  it('answers malformed JSON with 400 MALFORMED_JSON', async () => {
    const reply = await app.inject({ method: 'POST', url: '/api/probe/echo', headers: { 'content-type': 'application/json' }, payload: '{"quantity": 1,' });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({ code: 'MALFORMED_JSON', message: 'The request body is not valid JSON.' });
  });

  it('answers an empty JSON body with 400 MALFORMED_JSON', async () => {
    const reply = await app.inject({ method: 'POST', url: '/api/probe/echo', headers: { 'content-type': 'application/json' }, payload: '' });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().code).toBe('MALFORMED_JSON');
  });

  it('answers a wrong content type with 415', async () => {
    const reply = await app.inject({ method: 'POST', url: '/api/probe/echo', headers: { 'content-type': 'application/xml' }, payload: '<quantity>1</quantity>' });
    expect(reply.statusCode).toBe(415);
    expect(reply.json()).toEqual({ code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Send the request body as application/json.' });
  });

  it('answers an oversized body with 413', async () => {
    const payload = JSON.stringify({ quantity: 1, email: 'a@example.org', padding: 'x'.repeat(BODY_LIMIT) });
    const reply = await app.inject({ method: 'POST', url: '/api/probe/echo', headers: { 'content-type': 'application/json' }, payload });
    expect(reply.statusCode).toBe(413);
    expect(reply.json()).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large.' });
  });

  it('passes a catalogued error through with its reasons', async () => {
    const reply = await app.inject({ method: 'GET', url: '/api/probe/refused' });
    expect(reply.statusCode).toBe(406);
    expect(reply.json()).toEqual({ code: 'NOT_ACCEPTABLE', message: 'Refill too soon', reasons: ['You can order again from 2026-03-01.'] });
  });

  it('hides the details of a 5xx: no SQL, no stack, only a reference', async () => {
    const reply = await app.inject({ method: 'GET', url: '/api/probe/sql-failure' });
    expect(reply.statusCode).toBe(500);
    const body = reply.json();
    expect(Object.keys(body).sort()).toEqual(['code', 'message']);
    expect(body.code).toBe('INTERNAL_ERROR');
    expect(body.message).toContain(reply.headers['x-request-id']);
    expect(reply.body).not.toMatch(/no_such_table|select|SqliteError|at \//i);
  });

  it('answers an unknown /api path with a JSON 404', async () => {
    const reply = await app.inject({ method: 'GET', url: '/api/no/such/thing?x=1' });
    expect(reply.statusCode).toBe(404);
    expect(reply.headers['content-type']).toMatch(/application\/json/);
    expect(reply.json()).toEqual({ code: 'NOT_FOUND', message: 'No API endpoint GET /api/no/such/thing.' });
  });

  it('answers an unknown non-GET path with a JSON 404 too', async () => {
    const reply = await app.inject({ method: 'DELETE', url: '/some/client/route' });
    expect(reply.statusCode).toBe(404);
    expect(reply.json().code).toBe('NOT_FOUND');
  });

  it('serves a page saying the web app is not built for a client route when dist/web is missing', async () => {
    const reply = await app.inject({ method: 'GET', url: '/some/client/route' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(/text\/html/);
    expect(reply.body).toContain('The web app is not built');
  });
});

describe('the built web app', () => {
  let app: FastifyInstance;
  let root: string;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'portal-web-'));
    mkdirSync(join(root, 'assets'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>Portal</title><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script>');
    writeFileSync(join(root, 'assets', 'index-abc123.js'), 'console.log("portal")');
    writeFileSync(join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    app = await appWithProbeRoutes(root);
  });
  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('answers a client route with index.html, revalidated on every visit', async () => {
    for (const url of ['/', '/some/client/route', '/quotas?filter=%7B%7D']) {
      const reply = await app.inject({ method: 'GET', url });
      expect(reply.statusCode).toBe(200);
      expect(reply.body).toContain('<div id="root"></div>');
      expect(reply.headers['cache-control']).toBe('no-cache');
    }
  });

  it('caches hashed assets for a year and other files briefly', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  });

  it('answers a missing asset with 404, not with the page', async () => {
    const reply = await app.inject({ method: 'GET', url: '/assets/index-gone.js' });
    expect(reply.statusCode).toBe(404);
    expect(reply.json().code).toBe('NOT_FOUND');
  });
});
