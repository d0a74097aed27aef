import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Quota } from '#schemas/generated/quota.ts';
import { testDatabases } from '../test-db.ts';
import { adminFixture, NARCAN, type AdminFixture } from './admin-fixtures.ts';

describe.each(testDatabases())('quotas API on $name', (database) => {
  let f: AdminFixture;
  beforeAll(async () => {
    f = await adminFixture(database);
  });
  afterAll(() => f.app.close());

  const create = (body: unknown, role: 'admin' | 'customer' | null = 'admin') => f.as(role, { method: 'POST', url: '/api/quotas', payload: body as object });

  it('starts with no quotas', async () => {
    const reply = await f.as('admin', { method: 'GET', url: '/api/quotas' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual([]);
  });

  it('creates a monthly quota for a state, listed with its name', async () => {
    const reply = await create({ state: 'co', quantity: 2400, quotaPeriod: 'MONTHLY' });
    expect(reply.statusCode).toBe(201);
    const quota = reply.json<Quota>();
    expect(quota).toMatchObject({ state: 'CO', stateName: 'Colorado', quotaPeriod: 'MONTHLY', quantity: 2400 });
    const list = (await f.as('admin', { method: 'GET', url: '/api/quotas' })).json<Quota[]>();
    expect(list.map((q) => q.state)).toEqual(['CO']);
  });

  it('refuses a second quota for the same state with 409', async () => {
    const reply = await create({ state: 'CO', quantity: 5 });
    expect(reply.statusCode).toBe(409);
    expect(reply.json()).toEqual({ code: 'QUOTA_EXISTS', message: 'CO already has a quota: edit it instead.' });
  });

  it.each([
    [{ state: 'CO' }, /quantity is required/],
    [{ state: 'KY', quantity: 0 }, /quantity must be >= 1/],
    [{ state: 'KY', quantity: 2.5 }, /quantity must be integer/],
    [{ state: 'Kentucky', quantity: 10 }, /state must match pattern/],
    [{ state: 'KY', quantity: 10, quotaPeriod: 'WEEKLY' }, /quotaPeriod must be one of MONTHLY/],
  ])('refuses %j with 400 { code, message }', async (body, message) => {
    const reply = await create(body);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().code).toBe('VALIDATION_FAILED');
    expect(reply.json().message).toMatch(message);
  });

  it('refuses a state that does not exist', async () => {
    const reply = await create({ state: 'XX', quantity: 10 });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({ code: 'UNKNOWN_STATE', message: 'There is no US state with the code XX.' });
  });

  it('updates the quantity by state', async () => {
    const reply = await f.as('admin', { method: 'PATCH', url: '/api/quotas/CO', payload: { state: 'CO', quantity: 3000 } });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ state: 'CO', quantity: 3000 });
    expect((await f.as('admin', { method: 'GET', url: '/api/quotas/state/co' })).json().quantity).toBe(3000);
  });

  it('refuses an update of a state without a quota (404) or naming another state (400)', async () => {
    const missing = await f.as('admin', { method: 'PATCH', url: '/api/quotas/KY', payload: { quantity: 10 } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 'NOT_FOUND', message: 'There is no quota for KY.' });
    const mismatch = await f.as('admin', { method: 'PATCH', url: '/api/quotas/CO', payload: { state: 'KY', quantity: 10 } });
    expect(mismatch.statusCode).toBe(400);
    const zero = await f.as('admin', { method: 'PATCH', url: '/api/quotas/CO', payload: { quantity: 0 } });
    expect(zero.statusCode).toBe(400);
  });

  it('answers the lookups by state, product and id, and 404 for unknown ones', async () => {
    const co = (await f.as('admin', { method: 'GET', url: '/api/quotas/state/CO' })).json<Quota>();
    const byId = await f.as('admin', { method: 'GET', url: `/api/quotas/id/${co.id}` });
    expect(byId.json()).toEqual(co);
    const byProduct = await f.as('admin', { method: 'GET', url: `/api/quotas/product/${NARCAN}` });
    expect(byProduct.json()).toEqual([co]);
    for (const url of ['/api/quotas/state/KY', '/api/quotas/id/nope', '/api/quotas/product/nope']) {
      const reply = await f.as('admin', { method: 'GET', url });
      expect(reply.statusCode, url).toBe(404);
      expect(reply.json().code).toBe('NOT_FOUND');
    }
  });

  it('deletes by id, then 404 for the same id', async () => {
    const co = (await f.as('admin', { method: 'GET', url: '/api/quotas/state/CO' })).json<Quota>();
    const reply = await f.as('admin', { method: 'DELETE', url: `/api/quotas/${co.id}` });
    expect(reply.statusCode).toBe(204);
    expect((await f.as('admin', { method: 'GET', url: '/api/quotas' })).json()).toEqual([]);
    const again = await f.as('admin', { method: 'DELETE', url: `/api/quotas/${co.id}` });
    expect(again.statusCode).toBe(404);
  });

  it('is for admins: 401 without a session, 403 for a customer, allowed for superAdmin', async () => {
    expect((await f.as(null, { method: 'GET', url: '/api/quotas' })).statusCode).toBe(401);
    expect((await f.as('customer', { method: 'GET', url: '/api/quotas' })).statusCode).toBe(403);
    expect((await create({ state: 'KY', quantity: 10 }, 'customer')).statusCode).toBe(403);
    expect((await f.as('superAdmin', { method: 'GET', url: '/api/quotas' })).statusCode).toBe(200);
  });
});
