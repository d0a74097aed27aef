import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasRank, type Role } from '#schemas/roles.ts';
import routeContract from '#server/plugins/route-contract.ts';
import type { RouteAccess } from '#server/plugins/auth.ts';
import { buildTestApp, testDatabases } from './test-db.ts';
import { browserHeaders, createCustomer, createUser, sessionCookie } from './auth-helpers.ts';
import { tokenHash } from '#server/areas/consumer-accounts/account-links.ts';
import { confirmApp, insertPendingApp } from '#server/areas/second-factors/second-factors.repository.ts';
import { newTotpSecret } from '#server/areas/second-factors/totp.ts';

/*
 * The authorization matrix: every API route the app registers (today's and every later one, read from the
 * routes the sign-in plugin saw) × every kind of caller. No unexpected success, no 5xx, and a customer of
 * customer B never sees a byte of customer A's data. Staff must have a second factor (MFA_REQUIRED_ROLES, decision
 * 073): admins and superAdmins have one and their sessions were signed in with it.
 */
// 'consumer' holds a consumer account's session (decision 026): its own cookie, which must open no staff route.
// 'passwordOnly' is an admin whose session was signed in with a password alone: it reaches only enrolment.
type Caller = 'anonymous' | 'customerA' | 'customerB' | 'admin' | 'superAdmin' | 'expired' | 'tampered' | 'consumer' | 'passwordOnly';
const callers: Caller[] = ['anonymous', 'customerA', 'customerB', 'admin', 'superAdmin', 'expired', 'tampered', 'consumer', 'passwordOnly'];
const WITH_APP_CODE = ['pwd', 'otp', 'mfa'];
const roleOf: Partial<Record<Caller, Role>> = { customerA: 'customer', customerB: 'customer', admin: 'admin', superAdmin: 'superAdmin' };

const A = { id: `CA${randomUUID().slice(0, 8)}`, name: 'Alpha Harm Reduction Clinic 7781', email: 'alpha.buyer.7781@example.org' };

describe.each(testDatabases())('authorization matrix on $name', (database) => {
  let app: FastifyInstance;
  const users: Partial<Record<Caller, string>> = {};
  let victimId: string;
  let consumerCookie: string;

  beforeAll(async () => {
    app = await buildTestApp({ database, env: { MFA_REQUIRED_ROLES: 'superAdmin,admin' } });
    await createCustomer(app.db, A.id, A.name);
    await createCustomer(app.db, 'CB-1', 'Beta Outreach');
    users.customerA = await createUser(app.db, { email: A.email, role: 'customer', customers: [A.id] });
    users.customerB = await createUser(app.db, { email: 'beta.buyer@example.org', role: 'customer', customers: ['CB-1'] });
    users.admin = await createUser(app.db, { email: 'matrix.admin@example.org', role: 'admin' });
    users.superAdmin = await createUser(app.db, { email: 'matrix.super@example.org', role: 'superAdmin' });
    users.passwordOnly = await createUser(app.db, { email: 'matrix.password.only@example.org', role: 'admin' });
    victimId = await createUser(app.db, { email: 'victim@example.org', role: 'admin' });
    for (const staff of [users.admin, users.superAdmin, users.passwordOnly, victimId]) {
      const id = await insertPendingApp(app.db, { userId: staff!, secretEnc: app.fieldCipher.encrypt(newTotpSecret('matrix').secret), now: new Date() });
      await confirmApp(app.db, { id, name: 'Phone', step: 1, now: new Date() });
    }
    const now = new Date().toISOString();
    const token = `matrix-consumer-${randomUUID()}`;
    await app.db.insertInto('consumer_accounts').values({ id: 'acct-matrix', email_hash: `hash-${randomUUID()}`, email_enc: app.fieldCipher.encrypt('matrix.consumer@example.org'), language: 'en', created_at: now, last_sign_in_at: now }).execute();
    await app.db.insertInto('consumer_sessions').values({ id: 'sess-matrix', token_hash: tokenHash(token), account_id: 'acct-matrix', created_at: now, expires_at: new Date(Date.now() + 86_400_000).toISOString() }).execute();
    consumerCookie = `portal_account=${token}`;
    const product = await app.db.selectFrom('products').select('id').executeTakeFirst();
    if (product) {
      const now = new Date().toISOString();
      await app.db.insertInto('bulk_orders').values({ id: `BO-${A.id}`, customer_id: A.id, product_id: product.id, user_email: A.email, quantity: 7, order_status: 'created', created_at: now, updated_at: now }).execute();
    }
  });
  afterAll(() => app.close());

  async function cookieFor(caller: Caller): Promise<string | undefined> {
    if (caller === 'anonymous') return undefined;
    if (caller === 'consumer') return consumerCookie;
    if (caller === 'expired') return sessionCookie(app, users.superAdmin!, { issuedAt: new Date(Date.now() - 3600 * 1000), amr: WITH_APP_CODE });
    if (caller === 'passwordOnly') return sessionCookie(app, users.passwordOnly!, { amr: ['pwd'] });
    const cookie = await sessionCookie(app, users[caller === 'tampered' ? 'superAdmin' : caller]!, { amr: caller === 'customerA' || caller === 'customerB' ? ['pwd'] : WITH_APP_CODE });
    if (caller !== 'tampered') return cookie;
    const [name, token] = cookie.split('=') as [string, string];
    const [h, p, s] = token.split('.') as [string, string, string];
    const payload = JSON.parse(Buffer.from(p, 'base64url').toString());
    return `${name}=${h}.${Buffer.from(JSON.stringify({ ...payload, exp: payload.exp + 86400 })).toString('base64url')}.${s}`;
  }

  function concreteUrl(route: RouteAccess): string {
    return route.url.replace(/:(\w+)/g, (_m, name: string) => {
      if (name === 'id') return victimId;
      if (['state', 'code'].includes(name)) return 'CO';
      return A.id;
    }).replace(/\*$/, 'x');
  }

  function apiRoutes(): RouteAccess[] {
    return app.routeAccess.filter((r) => r.url.startsWith('/api') && r.method !== 'HEAD' && r.method !== 'OPTIONS');
  }

  it('sees the API routes and every one declares its access', () => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(10);
    expect(routes.map((r) => `${r.method} ${r.url}`)).toEqual(expect.arrayContaining(['POST /api/user/login', 'GET /api/user/list', 'GET /api/outbox']));
    expect(routes.filter((r) => !r.access).map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it('has no unexpected success, no 5xx and no data of another customer', async () => {
    const problems: string[] = [];
    for (const route of apiRoutes()) {
      for (const caller of callers) {
        const cookie = await cookieFor(caller);
        const res = await app.inject({
          method: route.method as 'GET',
          url: concreteUrl(route),
          headers: { ...browserHeaders(app, route.method, cookie), ...(['POST', 'PUT', 'PATCH'].includes(route.method) ? { 'content-type': 'application/json' } : {}) },
          ...(['POST', 'PUT', 'PATCH'].includes(route.method) ? { payload: '{}' } : {}),
        });
        const label = `${route.method} ${route.url} as ${caller} → ${res.statusCode}`;
        if (res.statusCode >= 500) problems.push(`${label} (5xx: ${res.body.slice(0, 120)})`);
        const access = route.access;
        if (caller === 'passwordOnly' && access && access !== 'public') {
          const allowed = hasRank('admin', access) && route.beforeSecondFactor;
          if (!allowed && res.statusCode !== 403) problems.push(`${label} (a session without its second factor must be 403)`);
          if (!allowed && hasRank('admin', access) && !res.body.includes('SECOND_FACTOR_REQUIRED')) problems.push(`${label} (expected SECOND_FACTOR_REQUIRED)`);
          if (allowed && (res.statusCode === 401 || res.statusCode === 403)) problems.push(`${label} (enrolment must answer a session without its second factor)`);
          continue;
        }
        if (access && access !== 'public') {
          const role = roleOf[caller];
          const allowed = role ? hasRank(role, access) : caller === 'expired' && route.acceptExpiredSession;
          if (!allowed && res.statusCode !== 401 && res.statusCode !== 403) problems.push(`${label} (expected 401/403)`);
          if (!allowed && !role && res.statusCode !== 401) problems.push(`${label} (no valid session must be 401)`);
          if (allowed && res.statusCode === 401) problems.push(`${label} (a valid session was refused)`);
        }
        if (caller === 'customerB' && res.statusCode < 300 && [A.id, A.name, A.email].some((marker) => res.body.includes(marker))) {
          problems.push(`${label} (customer B saw customer A's data)`);
        }
      }
    }
    expect(problems).toEqual([]);
  }, 120_000); // every route × nine callers: about 9 s alone, longer beside other test files

  it('lets a session without its second factor reach enrolment and nothing else', () => {
    const reachable = apiRoutes().filter((r) => r.access !== 'public' && r.beforeSecondFactor).map((r) => `${r.method} ${r.url}`).sort();
    expect(reachable).toEqual([
      'DELETE /api/user/factors/:id', 'GET /api/user/date-preference', 'GET /api/user/factors', 'GET /api/user/ping',
      'POST /api/user/factors/authenticator-app', 'POST /api/user/factors/authenticator-app/confirm', 'POST /api/user/factors/passkey',
      'POST /api/user/factors/passkey/options', 'POST /api/user/recovery-codes', 'POST /api/user/refresh',
    ]);
  });

  it('refuses an unknown or missing session cookie with 401, never 5xx', async () => {
    for (const cookie of ['portal_session=', 'portal_session=a.b.c', `portal_session=${'x'.repeat(5000)}`]) {
      const res = await app.inject({ method: 'GET', url: '/api/user/list', headers: { cookie } });
      expect(res.statusCode).toBe(401);
    }
  });
});

describe('the route contract', () => {
  it('stops the app when an API route declares no access', async () => {
    const app = Fastify({ logger: false });
    await app.register(routeContract);
    app.get('/api/forgotten', { schema: { response: { 200: { type: 'object' } } } }, async () => ({}));
    await expect(app.ready()).rejects.toThrow(/GET \/api\/forgotten declares no config.access/);
    await app.close().catch(() => {});
  });
});
