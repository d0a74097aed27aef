import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testDatabases } from './test-db.ts';
import { browserHeaders, createUser, sessionCookie } from './auth-helpers.ts';

// Each staff member's one way of reading dates and times, kept with their account (decision 066).
describe.each(testDatabases())('own date preference on $name', (database) => {
  let app: FastifyInstance;
  let adminId: string;
  let adminCookie: string;
  let otherCookie: string;

  beforeAll(async () => {
    app = await buildTestApp({ database });
    adminId = await createUser(app.db, { email: 'dates.admin@example.org', role: 'admin' });
    adminCookie = await sessionCookie(app, adminId);
    otherCookie = await sessionCookie(app, await createUser(app.db, { email: 'dates.other@example.org', role: 'superAdmin' }));
  });
  afterAll(() => app.close());

  const call = (cookie: string | undefined, method: 'GET' | 'PUT', payload?: object) =>
    app.inject({ method, url: '/api/user/date-preference', headers: browserHeaders(app, method, cookie), ...(payload ? { payload } : {}) });

  it('is null until the person chooses, then kept, shown with their profile, and theirs alone', async () => {
    expect((await call(adminCookie, 'GET')).json()).toEqual({ datePreference: null });
    const saved = await call(adminCookie, 'PUT', { datePreference: { date: 'DD/MM/YYYY', time: '24h' } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ datePreference: { date: 'DD/MM/YYYY', time: '24h' } });
    expect((await call(adminCookie, 'GET')).json()).toEqual({ datePreference: { date: 'DD/MM/YYYY', time: '24h' } });
    const profile = await app.inject({ method: 'GET', url: `/api/user/${adminId}`, headers: browserHeaders(app, 'GET', adminCookie) });
    expect(profile.json().datePreference).toEqual({ date: 'DD/MM/YYYY', time: '24h' });
    expect((await call(otherCookie, 'GET')).json()).toEqual({ datePreference: null });
  });

  it('goes back to the browser\'s language with null', async () => {
    await call(adminCookie, 'PUT', { datePreference: { date: 'MMM D, YYYY', time: '12h' } });
    expect((await call(adminCookie, 'PUT', { datePreference: null })).json()).toEqual({ datePreference: null });
    expect((await call(adminCookie, 'GET')).json()).toEqual({ datePreference: null });
  });

  it('refuses a format not on the list, and anyone not signed in', async () => {
    expect((await call(adminCookie, 'PUT', { datePreference: { date: 'YY/M/D', time: '24h' } })).statusCode).toBe(400);
    expect((await call(adminCookie, 'PUT', { datePreference: { date: 'DD/MM/YYYY' } })).statusCode).toBe(400);
    expect((await call(undefined, 'GET')).statusCode).toBe(401);
    expect((await call(undefined, 'PUT', { datePreference: null })).statusCode).toBe(401);
  });

  it('writes nothing to the audit log: a person\'s own display setting', async () => {
    const before = await app.db.selectFrom('audit_log').select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow();
    await call(adminCookie, 'PUT', { datePreference: { date: 'YYYY-MM-DD', time: '24h' } });
    const after = await app.db.selectFrom('audit_log').select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});
