import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testDatabases } from './test-db.ts';
import { browserHeaders, createCustomer, createUser, injectSend, loginConfig, sessionCookie, signInAtProvider } from './auth-helpers.ts';
import { textAsSent } from './email-as-sent.ts';

const PASSWORD = 'Quiet-Harbor-73!';

describe.each(testDatabases())('user management API on $name', (database) => {
  let app: FastifyInstance;
  let superCookie: string;
  let superId: string;
  let adminCookie: string;
  let adminId: string;
  let customerCookie: string;
  let customerId: string;

  beforeAll(async () => {
    app = await buildTestApp({ database });
    await createCustomer(app.db, 'C-A');
    await createCustomer(app.db, 'C-B');
    superId = await createUser(app.db, { email: 'root@example.org', role: 'superAdmin', firstName: 'Rita', lastName: 'Root' });
    adminId = await createUser(app.db, { email: 'adm@example.org', role: 'admin', firstName: 'Adam', lastName: 'Mint' });
    customerId = await createUser(app.db, { email: 'buyer@example.org', role: 'customer', customers: ['C-A'], firstName: 'Bea', lastName: 'Buyer' });
    superCookie = await sessionCookie(app, superId);
    adminCookie = await sessionCookie(app, adminId);
    customerCookie = await sessionCookie(app, customerId);
  });
  afterAll(() => app.close());

  const call = (cookie: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url, headers: browserHeaders(app, method, cookie), ...(payload ? { payload } : {}) });

  async function latestCode(email: string): Promise<string> {
    const mail = await app.db.selectFrom('outbox').select(['text_body', 'sealed_secrets']).where('to_address', '=', email).where('kind', '=', 'invite')
      .orderBy('created_at', 'desc').orderBy('id', 'desc').executeTakeFirstOrThrow();
    return /Verification code: ([A-Z0-9]+)/.exec(textAsSent(app, mail))![1]!;
  }

  async function invite(email: string, claims: object = { role: 'admin' }) {
    return call(superCookie, 'POST', '/api/user', { firstName: 'New', lastName: 'Person', email, claims });
  }

  it('invites a user: invited status, customers kept for a customer, invite email with a code in the outbox', async () => {
    const res = await invite('New.Buyer@Example.org', { role: 'customer', customers: ['C-B', 'C-A'] });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ email: 'new.buyer@example.org', status: 'invited', lastLogin: null, claims: { role: 'customer', customers: ['C-A', 'C-B'] } });
    expect(await latestCode('new.buyer@example.org')).toMatch(/^[A-Z2-9]{10}$/);
    const invites = await app.db.selectFrom('invites').selectAll().where('user_id', '=', res.json().id).execute();
    expect(invites).toHaveLength(1);
    expect(invites[0]!.code_hash).not.toContain(await latestCode('new.buyer@example.org'));
  });

  it('applies the rules of docs/product.md#users to the invite', async () => {
    expect((await invite('nocust@example.org', { role: 'customer' })).json()).toMatchObject({ message: 'At least one customer is required' });
    expect((await invite('badcust@example.org', { role: 'customer', customers: ['NOPE'] })).statusCode).toBe(400);
    expect((await invite('not-an-email', { role: 'admin' })).statusCode).toBe(400);
    expect((await invite('root@example.org')).statusCode).toBe(409);
    const admin = await invite('adm2@example.org', { role: 'admin', customers: ['C-A'] });
    expect(admin.json().claims.customers).toEqual([]);
  });

  it('never stores fields a caller may not set', async () => {
    const res = await call(superCookie, 'POST', '/api/user', {
      firstName: 'Sly', lastName: 'Fox', email: 'sly@example.org', claims: { role: 'admin' }, status: 'active', role: 'superAdmin', password_hash: 'x',
    });
    const row = await app.db.selectFrom('users').selectAll().where('email', '=', 'sly@example.org').executeTakeFirst();
    if (res.statusCode === 201) expect(row).toMatchObject({ role: 'admin', status: 'invited', password_hash: null });
    else expect(row).toBeUndefined();
    const patched = await call(adminCookie, 'PATCH', `/api/user/${adminId}`, { subscriptions: { weeklyOrders: true }, role: 'superAdmin', claims: undefined });
    const admin = await app.db.selectFrom('users').select(['role']).where('id', '=', adminId).executeTakeFirstOrThrow();
    expect(admin.role).toBe('admin');
    expect([200, 400]).toContain(patched.statusCode);
    const setup = await app.inject({ method: 'POST', url: '/api/user/setup', payload: { email: 'sly@example.org', password: PASSWORD, code: 'WRONG', role: 'superAdmin', customers: ['C-B'] } });
    expect(setup.statusCode).toBe(400);
    const links = await app.db.selectFrom('user_customers').selectAll().where('customer_id', '=', 'C-B').execute();
    expect(links.every((l) => l.user_id !== row?.id)).toBe(true);
  });

  it('lets only a superAdmin invite, list, delete and reset', async () => {
    for (const cookie of [adminCookie, customerCookie]) {
      expect((await call(cookie, 'POST', '/api/user', { firstName: 'A', lastName: 'B', email: 'x@example.org', claims: { role: 'admin' } })).statusCode).toBe(403);
      expect((await call(cookie, 'GET', '/api/user/list')).statusCode).toBe(403);
      expect((await call(cookie, 'DELETE', `/api/user/${superId}`)).statusCode).toBe(403);
      expect((await call(cookie, 'POST', '/api/user/setOneTimePassword', { email: 'root@example.org', tempPassword: 'Temp-Pass-9!' })).statusCode).toBe(403);
    }
  });

  it('lists with the filters of User Management and the page sizes', async () => {
    const all = (await call(superCookie, 'GET', '/api/user/list')).json();
    expect(all.limit).toBe(10);
    expect(all.items.every((u: Record<string, unknown>) => !('password_hash' in u))).toBe(true);
    const byLast = (await call(superCookie, 'GET', '/api/user/list?lastName=buy')).json();
    expect(byLast.items.map((u: { email: string }) => u.email)).toEqual(['buyer@example.org']);
    const byRole = (await call(superCookie, 'GET', '/api/user/list?role=superAdmin')).json();
    expect(byRole.items.every((u: { claims: { role: string } }) => u.claims.role === 'superAdmin')).toBe(true);
    const byEmail = (await call(superCookie, 'GET', '/api/user/list?email=%25')).json();
    expect(byEmail.total).toBe(0);
    await app.db.updateTable('users').set({ last_login_at: '2026-03-04T10:11:00.000Z' }).where('id', '=', adminId).execute();
    const byLogin = (await call(superCookie, 'GET', '/api/user/list?lastLogin=2026-03-04')).json();
    expect(byLogin.items.map((u: { id: string }) => u.id)).toEqual([adminId]);
    const page = (await call(superCookie, 'GET', '/api/user/list?limit=20&offset=1')).json();
    expect(page.items).toHaveLength(Math.min(20, all.total - 1));
    expect((await call(superCookie, 'GET', '/api/user/list?limit=7')).statusCode).toBe(400);
  });

  it('lets anyone read their own user, and only a superAdmin read others', async () => {
    expect((await call(customerCookie, 'GET', `/api/user/${customerId}`)).json().claims.customers).toEqual(['C-A']);
    expect((await call(customerCookie, 'GET', `/api/user/${adminId}`)).statusCode).toBe(404);
    expect((await call(adminCookie, 'GET', `/api/user/${superId}`)).statusCode).toBe(404);
    expect((await call(superCookie, 'GET', `/api/user/${customerId}`)).statusCode).toBe(200);
    expect((await call(superCookie, 'GET', '/api/user/does-not-exist')).statusCode).toBe(404);
  });

  it('lets an admin change their own subscriptions, and nothing else', async () => {
    const own = await call(adminCookie, 'PATCH', `/api/user/${adminId}`, { subscriptions: { quotaThresholds: true, monthlyOrders: true } });
    expect(own.statusCode).toBe(200);
    expect(own.json().subscriptions).toEqual({ quotaThresholds: true, weeklyOrders: true, monthlyOrders: true, monthlyFunder: false });
    expect((await call(adminCookie, 'PATCH', `/api/user/${adminId}`, { firstName: 'Boss' })).statusCode).toBe(403);
    expect((await call(adminCookie, 'PATCH', `/api/user/${adminId}`, { claims: { role: 'superAdmin' } })).statusCode).toBe(403);
    expect((await call(adminCookie, 'PATCH', `/api/user/${superId}`, { subscriptions: { weeklyOrders: true } })).statusCode).toBe(403);
    expect((await call(customerCookie, 'PATCH', `/api/user/${customerId}`, { subscriptions: { weeklyOrders: true } })).statusCode).toBe(403);
    const row = await app.db.selectFrom('users').select(['first_name', 'role']).where('id', '=', adminId).executeTakeFirstOrThrow();
    expect(row).toEqual({ first_name: 'Adam', role: 'admin' });
  });

  it('lets a superAdmin edit users: role and customers together, never their own role', async () => {
    const id = (await invite('edit.me@example.org')).json().id;
    const toCustomer = await call(superCookie, 'PATCH', `/api/user/${id}`, { firstName: 'Eddie', claims: { role: 'customer', customers: ['C-B'] } });
    expect(toCustomer.json()).toMatchObject({ firstName: 'Eddie', claims: { role: 'customer', customers: ['C-B'] } });
    const back = await call(superCookie, 'PATCH', `/api/user/${id}`, { claims: { role: 'admin', customers: ['C-B'] } });
    expect(back.json().claims).toEqual({ role: 'admin', customers: [] });
    expect((await call(superCookie, 'PATCH', `/api/user/${id}`, { email: 'adm@example.org' })).statusCode).toBe(409);
    expect((await call(superCookie, 'PATCH', `/api/user/${superId}`, { claims: { role: 'admin' } })).statusCode).toBe(409);
    expect((await call(superCookie, 'PATCH', `/api/user/${superId}`, { disabled: true })).statusCode).toBe(409);
  });

  it('disabling a user ends their sessions', async () => {
    const id = await createUser(app.db, { email: 'to-disable@example.org', role: 'admin' });
    const cookie = await sessionCookie(app, id);
    expect((await call(superCookie, 'PATCH', `/api/user/${id}`, { disabled: true })).json().status).toBe('disabled');
    expect((await call(cookie, 'GET', '/api/user/ping')).statusCode).toBe(401);
  });

  it('deletes a user, but not oneself', async () => {
    const id = (await invite('delete.me@example.org')).json().id;
    expect((await call(superCookie, 'DELETE', `/api/user/${id}`)).statusCode).toBe(204);
    expect((await call(superCookie, 'GET', `/api/user/${id}`)).statusCode).toBe(404);
    expect((await call(superCookie, 'DELETE', `/api/user/${id}`)).statusCode).toBe(404);
    expect((await call(superCookie, 'DELETE', `/api/user/${superId}`)).statusCode).toBe(409);
  });

  it('sets up an invited account once, with the rules and messages of docs/product.md#users', async () => {
    await invite('setup@example.org');
    const code = await latestCode('setup@example.org');
    const setup = (body: object) => app.inject({ method: 'POST', url: '/api/user/setup', payload: { email: 'setup@example.org', password: PASSWORD, code, ...body } });
    expect((await setup({ password: 'short' })).json().code).toBe('PASSWORD_RULES');
    expect((await setup({ password: 'Password123!' })).json().code).toBe('PASSWORD_TOO_COMMON');
    expect((await setup({ code: '' })).json().message).toBe('Please enter a verification code');
    expect((await setup({ email: 'not-an-email' })).json().message).toBe('Please enter a valid email');
    expect((await setup({ code: 'AAAAAAAAAA' })).json().code).toBe('INVITE_CODE_INVALID');
    expect((await setup({})).statusCode).toBe(200);
    const again = await setup({});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('An account for this user has already been setup, please login');
    const exchange = await signInAtProvider(injectSend(app), await loginConfig(app), 'setup@example.org', PASSWORD);
    expect(exchange.code).toBeTruthy();
  });

  it('refuses an expired code, a replaced code, and a code after too many wrong tries', async () => {
    await invite('expired@example.org');
    const code = await latestCode('expired@example.org');
    await app.db.updateTable('invites').set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', app.db.selectFrom('users').select('id').where('email', '=', 'expired@example.org')).execute();
    const expired = await app.inject({ method: 'POST', url: '/api/user/setup', payload: { email: 'expired@example.org', password: PASSWORD, code } });
    expect(expired.json().code).toBe('INVITE_CODE_EXPIRED');

    expect((await call(superCookie, 'POST', '/api/user/sendUserInvite', { email: 'expired@example.org' })).statusCode).toBe(200);
    const fresh = await latestCode('expired@example.org');
    expect(fresh).not.toBe(code);
    for (let i = 0; i < 5; i++) {
      await app.inject({ method: 'POST', url: '/api/user/setup', payload: { email: 'expired@example.org', password: PASSWORD, code: 'ZZZZZZZZZZ' } });
    }
    const locked = await app.inject({ method: 'POST', url: '/api/user/setup', payload: { email: 'expired@example.org', password: PASSWORD, code: fresh } });
    expect(locked.json().code).toBe('INVITE_CODE_EXPIRED');

    await createUser(app.db, { email: 'done@example.org', role: 'admin', password: PASSWORD });
    expect((await call(superCookie, 'POST', '/api/user/sendUserInvite', { email: 'done@example.org' })).statusCode).toBe(409);
    expect((await call(superCookie, 'POST', '/api/user/sendUserInvite', { email: 'nobody@example.org' })).statusCode).toBe(404);
  });

  it('rate limits setup attempts per address and account', async () => {
    await invite('limited@example.org');
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await app.inject({ method: 'POST', url: '/api/user/setup', payload: { email: 'limited@example.org', password: 'x', code: 'y' } });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});
