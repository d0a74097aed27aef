import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORDS } from '#server/areas/users/demo-passwords.ts';
import { appPlugin, createFastify } from '#server/build-app.ts';
import { createDatabase } from '#server/db/database.ts';
import { demoUsers } from '#server/db/seed/demo-users.ts';
import { errorReplyRef } from '#server/errors/error-reply.schema.ts';
import { isQuietRequest } from '#server/logging/request-log.ts';
import { mailDestination, shownDemoAccounts, startBanner } from '#server/start-banner.ts';
import { buildTestApp, testConfig } from './test-db.ts';

/** Collects what the logger writes; `since(mark)` is the text written after a mark. */
function capture(): Writable & { mark: () => number; since: (mark: number) => string; text: () => string } {
  let text = '';
  const stream = new Writable({
    write(chunk, _encoding, done) {
      text += String(chunk);
      done();
    },
  });
  return Object.assign(stream, { mark: () => text.length, since: (mark: number) => text.slice(mark), text: () => text });
}

/** pino-pretty hands lines on through a stream: let it run before reading. */
const written = () => new Promise((resolve) => setTimeout(resolve, 20));

const lines = (text: string) => text.split('\n').filter((line) => line.trim() !== '');

/** A built web app of two files, like dist/web. */
function webRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'portal-web-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>portal</title>');
  writeFileSync(join(root, 'assets', 'app-abc123.js'), 'console.log(1)');
  return root;
}

describe('logs in dev (readable)', () => {
  const out = capture();
  const root = webRoot();
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ logger: true, logDestination: out, webRoot: root, env: { LOG_LEVEL: 'info' } });
  });
  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('is pretty by default outside prod', () => {
    expect(app.config.logFormat).toBe('pretty');
  });

  it('writes one readable line per API request: time, method, path, status, duration', async () => {
    const mark = out.mark();
    const reply = await app.inject({ method: 'GET', url: '/api/health' });
    expect(reply.statusCode).toBe(200);
    await written();
    const written1 = lines(out.since(mark));
    expect(written1).toHaveLength(1);
    expect(written1[0]).toMatch(/^\[\d{2}:\d{2}:\d{2}\.\d{3}\] INFO: GET \/api\/health 200 \d+ ms$/);
    expect(out.text()).not.toContain('incoming request');
    expect(out.text()).not.toContain('"time":');
  });

  it('adds the error code of a refusal to the same line, and no other line', async () => {
    const mark = out.mark();
    const reply = await app.inject({ method: 'GET', url: '/api/products' });
    expect(reply.statusCode).toBe(401);
    await written();
    expect(lines(out.since(mark))).toEqual([expect.stringMatching(/INFO: GET \/api\/products 401 \d+ ms UNAUTHORIZED$/)]);
  });

  it('writes nothing for the web app\'s files and pages, but a line for a missing file', async () => {
    const mark = out.mark();
    for (const url of ['/assets/app-abc123.js', '/', '/admin/users?email=jane%40example.org', '/index.html']) {
      const reply = await app.inject({ method: 'GET', url });
      expect(reply.statusCode, url).toBe(200);
    }
    await written();
    expect(out.since(mark)).toBe('');
    const missing = await app.inject({ method: 'GET', url: '/assets/gone-999.js' });
    expect(missing.statusCode).toBe(404);
    await written();
    expect(lines(out.since(mark))).toEqual([expect.stringMatching(/GET \/assets\/gone-999\.js 404 \d+ ms$/)]);
  });

  it('keeps personal data out: query values, request bodies and personal fields stay redacted in pretty mode', async () => {
    const mark = out.mark();
    await app.inject({
      method: 'POST',
      url: '/api/consumers/validation?email=jane%40example.org',
      headers: { 'content-type': 'application/json', cookie: 'portal_session=secret-token' },
      payload: { email: 'jane@example.org', lastName: 'Doe', dob: '1990-01-31' },
    });
    app.log.info({ email: 'jane@example.org', consumer: { firstName: 'Jane', dob: '1990-01-31' } }, 'checked');
    await written();
    const text = out.since(mark);
    expect(lines(text)).toHaveLength(2);
    expect(text).toMatch(/POST \/api\/consumers\/validation\?email=… 4\d\d \d+ ms/);
    expect(text).toContain('checked {"email":"[redacted]","consumer":{"firstName":"[redacted]","dob":"[redacted]"}}');
    for (const personal of ['jane', 'Jane', 'Doe', '1990-01-31', 'secret-token']) expect(text).not.toContain(personal);
  });
});

describe('logs as JSON (prod default, LOG_FORMAT=json)', () => {
  const out = capture();
  let app: FastifyInstance;
  beforeAll(async () => {
    const config = testConfig({ DATABASE_URL: 'sqlite::memory:', LOG_LEVEL: 'info', LOG_FORMAT: 'json' });
    app = createFastify({ config, logDestination: out });
    await app.register(appPlugin, { config, db: createDatabase('sqlite::memory:'), seed: false, startMailDispatcher: false, startJobs: false, webRoot: join(tmpdir(), 'portal-tests-no-web-build') });
    await app.register(async (probe) => {
      probe.get('/broken', { config: { access: 'public', audit: { none: 'no-personal-data' } }, schema: { response: { '5xx': errorReplyRef } } }, async () => {
        throw new Error('the disk is on fire');
      });
    }, { prefix: '/api/probe' });
    await app.ready();
  });
  afterAll(() => app.close());

  const entries = (text: string) => lines(text).map((line) => JSON.parse(line) as Record<string, unknown>);

  it('writes one JSON entry per request with method, path without query values, status and duration', async () => {
    const mark = out.mark();
    await app.inject({ method: 'GET', url: '/api/usstates?name=jane' });
    const logged = entries(out.since(mark));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      level: 30,
      req: { method: 'GET', url: '/api/usstates?name=…' },
      res: { statusCode: 401 },
      errorCode: 'UNAUTHORIZED',
      msg: expect.stringMatching(/^GET \/api\/usstates\?name=… 401 \d+ ms UNAUTHORIZED$/),
    });
    expect(typeof logged[0]!.responseTime).toBe('number');
    expect(typeof logged[0]!.time).toBe('number');
  });

  it('logs a failure with its stack once, then the request line with the reference a person can quote', async () => {
    const mark = out.mark();
    const reply = await app.inject({ method: 'GET', url: '/api/probe/broken' });
    expect(reply.statusCode).toBe(500);
    const logged = entries(out.since(mark));
    expect(logged.map((e) => e.msg)).toEqual(['request failed', expect.stringContaining(`GET /api/probe/broken 500`)]);
    expect((logged[0]!.err as { stack: string }).stack).toContain('the disk is on fire');
    expect(logged[1]).toMatchObject({ level: 50, errorCode: 'INTERNAL_ERROR', reqId: reply.headers['x-request-id'] });
    expect(logged[1]!.msg).toContain(`(reference ${String(reply.headers['x-request-id'])})`);
  });
});

describe('quiet requests', () => {
  it('are the successful ones outside the API and the sign-in provider, and the OpenAPI page\'s files', () => {
    expect(isQuietRequest('/assets/app.js', 200)).toBe(true);
    expect(isQuietRequest('/assets/app.js', 304)).toBe(true);
    expect(isQuietRequest('/admin/quotas?x=1', 200)).toBe(true);
    expect(isQuietRequest('/media/training.mp4', 206)).toBe(true);
    expect(isQuietRequest('/api/docs/static/swagger-ui.css', 200)).toBe(true);
    expect(isQuietRequest('/assets/app.js', 404)).toBe(false);
    expect(isQuietRequest('/api/docs', 200)).toBe(false);
    expect(isQuietRequest('/api/health', 200)).toBe(false);
    expect(isQuietRequest('/oidc/auth?client_id=x', 303)).toBe(false);
    expect(isQuietRequest('/apiary', 200)).toBe(true);
  });
});

describe('start banner', () => {
  it('says where to open the portal, the API description and that emails stay in the outbox', () => {
    const config = testConfig({ PORT: '3371' });
    const banner = startBanner(config, []);
    expect(banner).toContain('is ready at http://localhost:3371');
    expect(banner).toContain('http://localhost:3371/api/docs');
    expect(banner).toContain('GET /api/outbox');
    expect(banner).not.toContain('Demo accounts');
    expect(startBanner(testConfig({ PUBLIC_ORIGIN: 'https://portal.example.org' }), [])).toContain('is ready at https://portal.example.org');
  });

  it('says in one line whether staff need a second factor (decision 073)', () => {
    expect(startBanner(testConfig(), [])).toContain('Second factor    not required of any role (MFA_REQUIRED_ROLES): passwords alone sign in, as the demo accounts do');
    expect(startBanner(testConfig({ MFA_REQUIRED_ROLES: 'superAdmin,admin' }), []))
      .toContain('Second factor    required of superAdmin, admin (MFA_REQUIRED_ROLES): they add a passkey or an authenticator app at their first sign-in');
  });

  it('names the SMTP server without its user or password, and never shows a secret', () => {
    const config = testConfig({ SMTP_URL: 'smtp://mailer:S3cret-pass@mail.example.org:587' });
    const banner = startBanner(config, []);
    expect(banner).toContain('sent through smtp://mail.example.org:587');
    for (const secret of ['S3cret-pass', 'mailer', config.sessionSecret, config.hashKey, config.dataKey.toString('base64')]) {
      expect(banner).not.toContain(secret);
    }
    expect(mailDestination('smtps://mail.example.org')).toBe('sent through smtps://mail.example.org');
  });

  it('lists the demo accounts of a seeded database, and no demo account in prod', async () => {
    const app = await buildTestApp({ seed: true, env: { SEED_DEMO: 'true' } });
    try {
      const accounts = await shownDemoAccounts(app.config, app.db);
      expect(accounts).toEqual(demoUsers.map((u) => ({ role: u.role, email: u.email, password: DEMO_PASSWORDS[u.email] })));
      const banner = startBanner(app.config, accounts);
      for (const u of demoUsers) expect(banner).toMatch(new RegExp(`${u.role} +${u.email.replace('.', '\\.')} +${DEMO_PASSWORDS[u.email]!}`));
      expect(startBanner({ ...app.config, env: 'prod' }, accounts)).not.toContain('Demo accounts');
      expect(await shownDemoAccounts({ env: 'prod', seedDemo: true }, app.db)).toEqual([]);
      expect(await shownDemoAccounts({ env: 'dev', seedDemo: false }, app.db)).toEqual([]);
    } finally {
      await app.close();
    }
  }, 60_000);

  it('lists none when demo data is on but the database holds no demo account', async () => {
    const app = await buildTestApp({ env: { SEED_DEMO: 'true' } });
    try {
      expect(await shownDemoAccounts(app.config, app.db)).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
