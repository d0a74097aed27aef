import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenHash } from '#server/areas/consumer-accounts/account-links.ts';
import { SESSION_COOKIES, sessionCookieOf, type SessionKind } from '#server/auth/session-cookies.ts';
import { crossOriginProblem } from '#server/plugins/same-origin.ts';
import { testDatabases } from './test-db.ts';
import { adminFixture, type AdminFixture } from './admin/admin-fixtures.ts';

/** The probes of decision 012 ("Requests from another site"), replayed with the headers a browser sends. */
describe.each(testDatabases())('requests from another site on $name', (database) => {
  let f: AdminFixture;
  let portal: string;
  beforeAll(async () => {
    f = await adminFixture(database);
    portal = f.app.config.publicOrigin;
  });
  afterAll(() => f.app.close());

  const customerExists = async (id: string) =>
    (await f.db.selectFrom('customers').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
  /** A request as the signed-in superAdmin with exactly these headers (the cookie is the browser's). */
  const raw = (method: 'POST' | 'PATCH', url: string, headers: Record<string, string>, payload?: string) =>
    f.app.inject({ method, url, headers: { cookie: f.cookie.superAdmin, ...headers }, ...(payload !== undefined ? { payload } : {}) });

  it('refuses a form auto-submitted by a page on another port of the same site', async () => {
    const sameSite = new URL(portal);
    sameSite.port = String(Number(sameSite.port || 80) + 1);
    for (const contentType of ['application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data; boundary=x']) {
      const res = await raw('POST', '/api/customers/EVIL-1', {
        origin: sameSite.origin, 'sec-fetch-site': 'same-site', 'content-type': contentType,
      }, 'customerName=Evil');
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ code: 'CROSS_ORIGIN', message: expect.stringMatching(/portal/) });
    }
    expect(await customerExists('EVIL-1')).toBe(false);
  });

  it('refuses a no-cors fetch with an empty body (no content type is a way round the check)', async () => {
    const res = await raw('POST', '/api/customers/EVIL-2', { origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('CROSS_ORIGIN');
    expect(await customerExists('EVIL-2')).toBe(false);
  });

  it('refuses a JSON PATCH from a foreign origin, and one without Origin', async () => {
    const body = JSON.stringify({ customerName: 'Hijacked' });
    const foreign = await raw('PATCH', '/api/customers/C-1', { origin: 'http://evil.example', 'content-type': 'application/json' }, body);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().code).toBe('CROSS_ORIGIN');
    const none = await raw('PATCH', '/api/customers/C-1', { 'content-type': 'application/json' }, body);
    expect(none.statusCode).toBe(403);
    const name = await f.db.selectFrom('customers').select('name').where('id', '=', 'C-1').executeTakeFirstOrThrow();
    expect(name.name).toBe('Denver Harm Reduction');
  });

  it('refuses the right Origin when Sec-Fetch-Site says the request came from elsewhere', async () => {
    const res = await raw('POST', '/api/customers/EVIL-3', { origin: portal, 'sec-fetch-site': 'same-site' });
    expect(res.statusCode).toBe(403);
    expect(await customerExists('EVIL-3')).toBe(false);
  });

  it('accepts the portal\'s own pages: JSON with Origin, with or without Sec-Fetch-Site', async () => {
    const created = await raw('POST', '/api/customers/OWN-1', { origin: portal, 'sec-fetch-site': 'same-origin' });
    expect(created.statusCode).toBe(201);
    const edited = await raw('PATCH', '/api/customers/OWN-1', { origin: portal, 'content-type': 'application/json' }, JSON.stringify({ city: 'Aurora' }));
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ customerId: 'OWN-1', city: 'Aurora' });
  });

  it('takes API bodies as application/json only, even from the portal itself', async () => {
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded']) {
      const res = await raw('POST', '/api/customers/OWN-2', { origin: portal, 'content-type': contentType }, 'customerName=Plain');
      expect(res.statusCode).toBe(415);
      expect(res.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
    expect(await customerExists('OWN-2')).toBe(false);
    // Without a session nothing is acted on as anybody, but a text body still does not reach a route.
    const anonymous = await f.app.inject({ method: 'POST', url: '/api/flow-runs', headers: { 'content-type': 'text/plain' }, payload: '{}' });
    expect(anonymous.statusCode).toBe(415);
  });

  /** A consumer account with a live session (as a link from the confirmation email opens one); returns its cookie. */
  async function consumerAccountCookie(): Promise<{ id: string; cookie: string }> {
    const id = randomUUID();
    const token = `origin-test-${randomUUID()}`;
    const now = new Date().toISOString();
    await f.db.insertInto('consumer_accounts').values({ id, email_hash: `hash-${id}`, email_enc: f.app.fieldCipher.encrypt('origin.test@example.org'), language: 'en', created_at: now, last_sign_in_at: now }).execute();
    await f.db.insertInto('consumer_sessions').values({ id: randomUUID(), token_hash: tokenHash(token), account_id: id, created_at: now, expires_at: new Date(Date.now() + 86_400_000).toISOString() }).execute();
    return { id, cookie: `${sessionCookieOf(f.app, 'account')}=${token}` };
  }
  const accountExists = async (id: string) => (await f.db.selectFrom('consumer_accounts').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;

  it("refuses a consumer's account deleted from another site, and keeps the account", async () => {
    const { id, cookie } = await consumerAccountCookie();
    for (const headers of [{ origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' }, { origin: 'http://evil.example' }, {}]) {
      const res = await f.app.inject({ method: 'DELETE', url: '/api/account', headers: { cookie, ...headers } });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('CROSS_ORIGIN');
    }
    expect(await accountExists(id)).toBe(true);
    // From the portal's own page the same request deletes it.
    const own = await f.app.inject({ method: 'DELETE', url: '/api/account', headers: { cookie, origin: portal, 'sec-fetch-site': 'same-origin' } });
    expect(own.statusCode).toBe(204);
    expect(await accountExists(id)).toBe(false);
  });

  it('holds every session cookie of the portal to the rule, whichever route it is sent to', async () => {
    for (const kind of Object.keys(SESSION_COOKIES) as SessionKind[]) {
      const res = await f.app.inject({ method: 'POST', url: '/api/account/sign-out', headers: { cookie: `${sessionCookieOf(f.app, kind)}=anything`, origin: 'http://evil.example' } });
      expect(res.statusCode, kind).toBe(403);
      expect(res.json().code, kind).toBe('CROSS_ORIGIN');
    }
  });

  it('leaves reads alone: a GET with a foreign Origin is answered as usual', async () => {
    const res = await f.app.inject({ method: 'GET', url: '/api/customers', headers: { cookie: f.cookie.admin, origin: 'http://evil.example' } });
    expect(res.statusCode).toBe(200);
  });
});

describe('crossOriginProblem', () => {
  const portal = 'http://localhost:3000';
  it('names what is wrong, and nothing when the request is from the portal', () => {
    expect(crossOriginProblem({ origin: portal }, portal)).toBeNull();
    expect(crossOriginProblem({ origin: portal, 'sec-fetch-site': 'same-origin' }, portal)).toBeNull();
    expect(crossOriginProblem({}, portal)).toMatch(/no Origin/);
    expect(crossOriginProblem({ origin: 'null' }, portal)).toMatch(/not the portal/);
    expect(crossOriginProblem({ origin: 'http://127.0.0.1:3000' }, portal)).toMatch(/not the portal/);
    expect(crossOriginProblem({ origin: 'http://localhost:3001' }, portal)).toMatch(/not the portal/);
    expect(crossOriginProblem({ origin: portal, 'sec-fetch-site': 'none' }, portal)).toMatch(/Sec-Fetch-Site/);
  });
});
