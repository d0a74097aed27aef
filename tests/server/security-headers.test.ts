import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appPlugin, createFastify } from '#server/build-app.ts';
import { createDatabase } from '#server/db/database.ts';
import { errorReplyRef } from '#server/errors/error-reply.schema.ts';
import { publicRateLimit } from '#server/http/public-rate-limit.ts';
import { buildTestApp, testConfig } from './test-db.ts';

function directives(header: string | string[] | number | undefined): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of String(header).split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

describe('security headers', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('sends a Content-Security-Policy without inline or eval script on pages', async () => {
    for (const url of ['/', '/questionnaire', '/admin/orders']) {
      const reply = await app.inject({ method: 'GET', url });
      const csp = directives(reply.headers['content-security-policy']);
      expect(csp.get('script-src')).toBeDefined();
      expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
      expect(csp.get('script-src')).not.toContain("'unsafe-eval'");
      expect(csp.get('script-src')).toContain("'self'");
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('worker-src')).toContain('blob:');
      expect(csp.get('media-src')).toEqual(["'self'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
    }
  });

  it('sends API replies, found or not, a policy that allows nothing and keeps them in no cache', async () => {
    for (const url of ['/api/health', '/api/no-such-endpoint', '/api/flow-runs/abc']) {
      const reply = await app.inject({ method: 'GET', url });
      expect(directives(reply.headers['content-security-policy'])).toEqual(new Map([['default-src', ["'none'"]], ['frame-ancestors', ["'none'"]]]));
      expect(reply.headers['cache-control']).toBe('no-store');
      expect(reply.headers['x-content-type-options']).toBe('nosniff');
      expect(reply.headers['cross-origin-resource-policy']).toBe('same-origin');
      // Headers that only mean something for a page are left out.
      expect(reply.headers['cross-origin-opener-policy']).toBeUndefined();
      expect(reply.headers['x-xss-protection']).toBeUndefined();
    }
  });

  it('lets only this site frame the questionnaire (the studio\'s preview), and nobody frame anything else', async () => {
    const form = await app.inject({ method: 'GET', url: '/form?preview=abc' });
    expect(directives(form.headers['content-security-policy']).get('frame-ancestors')).toEqual(["'self'"]);
    expect(form.headers['x-frame-options']).toBe('SAMEORIGIN');
    for (const url of ['/', '/questionnaire', '/api/flow-runs/abc', '/formx']) {
      const reply = await app.inject({ method: 'GET', url });
      expect(directives(reply.headers['content-security-policy']).get('frame-ancestors')).toEqual(["'none'"]);
      expect(reply.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('sends the other helmet headers', async () => {
    const reply = await app.inject({ method: 'GET', url: '/api/health' });
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    expect(reply.headers['x-frame-options']).toBe('DENY');
    expect(reply.headers['referrer-policy']).toBe('same-origin');
    expect(reply.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    // Not over plain http in dev.
    expect(reply.headers['strict-transport-security']).toBeUndefined();
  });

  it('keeps the API docs page free of inline script too', async () => {
    const reply = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(reply.statusCode).toBe(200);
    const csp = directives(reply.headers['content-security-policy']);
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  });
});

describe('security headers in prod', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({
      // Prod refuses the tests' fixed keys: it gets random ones.
      env: {
        PORTAL_ENV: 'prod',
        PUBLIC_ORIGIN: 'https://portal.example.org',
        SEED_DEMO: 'false',
        SESSION_SECRET: randomBytes(40).toString('base64url'),
        DATA_KEY: randomBytes(32).toString('base64'),
        HASH_KEY: randomBytes(40).toString('base64url'),
      },
    });
  });
  afterAll(() => app.close());

  it('adds HSTS and upgrade-insecure-requests', async () => {
    const reply = await app.inject({ method: 'GET', url: '/api/health' });
    expect(reply.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    expect(directives(reply.headers['content-security-policy']).has('upgrade-insecure-requests')).toBe(true);
  });
});

describe('rate limit on public endpoints', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const config = testConfig({ DATABASE_URL: 'sqlite::memory:', RATE_LIMIT_MAX: '3' });
    app = createFastify({ config, logger: false });
    await app.register(appPlugin, { config, db: createDatabase('sqlite::memory:'), startMailDispatcher: false, startJobs: false });
    await app.register(
      async (probe) => {
        const schema = { response: { 200: { type: 'object', properties: { ok: { type: 'boolean' } } }, 429: errorReplyRef } };
        probe.get('/limited', { config: { access: 'public', audit: { none: 'no-personal-data' }, rateLimit: publicRateLimit }, schema }, async () => ({ ok: true }));
        probe.get('/unlimited', { config: { access: 'public', audit: { none: 'no-personal-data' } }, schema }, async () => ({ ok: true }));
      },
      { prefix: '/api/probe' },
    );
    await app.ready();
  });
  afterAll(() => app.close());

  it('allows RATE_LIMIT_MAX requests a minute, then answers 429 RATE_LIMITED', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await app.inject({ method: 'GET', url: '/api/probe/limited' })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await app.inject({ method: 'GET', url: '/api/probe/limited' });
    expect(refused.json().code).toBe('RATE_LIMITED');
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it('leaves routes without the setting alone', async () => {
    for (let i = 0; i < 6; i++) expect((await app.inject({ method: 'GET', url: '/api/probe/unlimited' })).statusCode).toBe(200);
  });
});
