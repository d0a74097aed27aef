import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Progress } from '#schemas/generated/progress.ts';
import { testDatabases } from '../test-db.ts';
import { adminFixture, insertConsumerOrders, NARCAN, TEVA, type AdminFixture } from './admin-fixtures.ts';

describe.each(testDatabases())('orders API (progress and lookups) on $name', (database) => {
  let f: AdminFixture;
  let orderIds: string[];
  beforeAll(async () => {
    f = await adminFixture(database);
    const at = '2024-05-01T00:00:00.000Z';
    // In force since before 2024 (Progress reads a month's quota from when it was set: quota_history, or created_at).
    const since = '2023-12-01T12:00:00.000Z';
    await f.db.insertInto('quotas').values([
      { id: 'q-co', state: 'CO', quota_period: 'MONTHLY', quantity: 1000, created_at: since, updated_at: at },
      { id: 'q-ky', state: 'KY', quota_period: 'MONTHLY', quantity: 3, created_at: since, updated_at: at },
      { id: 'q-ny', state: 'NY', quota_period: 'MONTHLY', quantity: 100, created_at: since, updated_at: at },
    ]).execute();
    await f.db.insertInto('quota_usage').values([
      { state: 'CO', period: '2024-05', used_units: 250 },
      { state: 'KY', period: '2024-05', used_units: 1 },
      { state: 'NY', period: '2024-05', used_units: 100 },
      { state: 'CO', period: '2024-06', used_units: 960 },
      // orders in a state without a quota still show up (with nothing remaining)
      { state: 'TX', period: '2024-05', used_units: 8 },
    ]).execute();
    orderIds = await insertConsumerOrders(f.db, [
      { state: 'CO', orderDate: '2024-05-02T10:00:00.000Z', productId: NARCAN },
      { state: 'KY', orderDate: '2024-05-03T10:00:00.000Z', productId: TEVA },
      { state: 'CO', orderDate: '2024-05-04T10:00:00.000Z', productId: TEVA },
    ]);
    await f.db.insertInto('bulk_orders').values([
      { id: 'B-1', customer_id: 'C-1', product_id: NARCAN, user_email: 'a@clinic.org', quantity: 4, order_status: 'open', created_at: at, updated_at: at },
      { id: 'B-2', customer_id: 'C-2', product_id: NARCAN, user_email: 'b@fire.gov', quantity: 4, order_status: 'open', created_at: at, updated_at: at },
    ]).execute();
  });
  afterAll(() => f.app.close());

  it('reports the units taken from the quota and remaining per state for a month, with the share and colour', async () => {
    const reply = await f.as('admin', { method: 'GET', url: '/api/orders/progress?year=2024&month=5' });
    expect(reply.statusCode).toBe(200);
    const progress = reply.json<Progress>();
    expect(progress.rows.map((r) => [r.state, r.usedUnits, r.quotaLimit, r.remaining, r.remainingPercent, r.level])).toEqual([
      ['CO', 250, 1000, 750, 75, 'green'],
      ['KY', 1, 3, 2, 66.67, 'green'],
      ['NY', 100, 100, 0, 0, 'none'],
      ['TX', 8, 0, 0, null, 'none'],
    ]);
    expect(progress.rows[0]).toMatchObject({ stateName: 'Colorado', month: 5, year: 2024, period: '2024-05' });
    expect(progress.remainingUnits).toBe(752);
  });

  it('narrows to one state, whose remaining units it returns', async () => {
    const progress = (await f.as('admin', { method: 'GET', url: '/api/orders/progress?year=2024&month=6&state=co' })).json<Progress>();
    expect(progress.rows).toHaveLength(1);
    expect(progress.rows[0]).toMatchObject({ state: 'CO', usedUnits: 960, remaining: 40, remainingPercent: 4, level: 'red' });
    expect(progress.remainingUnits).toBe(40);
  });

  it('covers the whole year when no month is given', async () => {
    const progress = (await f.as('admin', { method: 'GET', url: '/api/orders/progress?year=2024&state=KY' })).json<Progress>();
    expect(progress.rows).toHaveLength(12);
    expect(progress.rows.find((r) => r.month === 5)?.remaining).toBe(2);
    expect(progress.rows.find((r) => r.month === 1)).toMatchObject({ usedUnits: 0, remaining: 3, level: 'green' });
  });

  it('gives a 12-month trend per state, across a year\'s end, against the quota in force each month', async () => {
    const trend = (await f.as('admin', { method: 'GET', url: '/api/orders/progress/trend?to=2024-06&state=co' })).json<Progress>();
    // A month without a quota in force and without orders is no row (Colorado's quota was set in December 2023).
    expect(trend.rows.map((r) => r.period)).toEqual(['2023-12', '2024-01', '2024-02', '2024-03', '2024-04', '2024-05', '2024-06']);
    expect(trend.rows.filter((r) => r.quotaLimit > 0).map((r) => [r.period, r.usedUnits, r.quotaLimit, r.remainingPercent])).toEqual([
      ['2023-12', 0, 1000, 100], ['2024-01', 0, 1000, 100], ['2024-02', 0, 1000, 100], ['2024-03', 0, 1000, 100], ['2024-04', 0, 1000, 100],
      ['2024-05', 250, 1000, 75], ['2024-06', 960, 1000, 4],
    ]);
    const all = (await f.as('admin', { method: 'GET', url: '/api/orders/progress/trend?to=2024-05&months=1' })).json<Progress>();
    expect(all.rows.map((r) => [r.state, r.year, r.month, r.usedUnits])).toEqual([['CO', 2024, 5, 250], ['KY', 2024, 5, 1], ['NY', 2024, 5, 100], ['TX', 2024, 5, 8]]);
    // A month outside the years Progress reports on (2000 to 2100), at either end of the trend.
    for (const bad of ['?to=2024-13', '?months=25', '?to=May', '?to=0562-01', '?to=2000-11', '?to=2101-01']) {
      expect((await f.as('admin', { method: 'GET', url: `/api/orders/progress/trend${bad}` })).statusCode).toBe(400);
    }
    expect((await f.as('customer', { method: 'GET', url: '/api/orders/progress/trend' })).statusCode).toBe(403);
  });

  it.each(['', '?year=2024&month=13', '?year=abc', '?year=2024&state=Colorado', '?year=2024&months=5'])('refuses %s with 400', async (query) => {
    const reply = await f.as('admin', { method: 'GET', url: `/api/orders/progress${query}` });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({ code: expect.any(String), message: expect.any(String) });
  });

  it('looks consumer orders up by state, product and id; 404 for unknown ones; audited', async () => {
    await f.db.deleteFrom('audit_log').execute();
    const byState = (await f.as('admin', { method: 'GET', url: '/api/orders/state/co' })).json();
    expect(byState.total).toBe(2);
    const byProduct = (await f.as('admin', { method: 'GET', url: `/api/orders/product/${TEVA}?limit=1` })).json();
    expect(byProduct).toMatchObject({ total: 2, items: [{ state: 'CO', productId: TEVA }] });
    const byId = await f.as('admin', { method: 'GET', url: `/api/orders/id/${orderIds[1]}` });
    expect(byId.json()).toMatchObject({ id: orderIds[1], state: 'KY' });
    for (const url of ['/api/orders/state/XX', '/api/orders/product/aspirin', '/api/orders/id/nope']) {
      expect((await f.as('admin', { method: 'GET', url })).statusCode, url).toBe(404);
    }
    const audit = await f.db.selectFrom('audit_log').select(['action', 'actor_user_id']).orderBy('at').execute();
    expect(audit.map((a) => a.action).sort()).toEqual(['orders.by-id', 'orders.by-product', 'orders.by-state']);
    expect(new Set(audit.map((a) => a.actor_user_id))).toEqual(new Set([f.userId.admin]));
  });

  it('lists a purchasing-group user\'s bulk orders: staff for anyone, a customer only for themself', async () => {
    const asAdmin = await f.as('admin', { method: 'GET', url: `/api/orders/gpo-user/${f.userId.customer}` });
    expect(asAdmin.json()).toMatchObject({ total: 1, items: [{ id: 'B-1' }] });
    const self = await f.as('customer', { method: 'GET', url: `/api/orders/gpo-user/${f.userId.customer}` });
    expect(self.statusCode).toBe(200);
    const other = await f.as('customer', { method: 'GET', url: `/api/orders/gpo-user/${f.userId.admin}` });
    expect(other.statusCode).toBe(403);
    expect((await f.as('admin', { method: 'GET', url: '/api/orders/gpo-user/nobody' })).statusCode).toBe(404);
  });

  it('keeps progress and consumer-order lookups from customers', async () => {
    expect((await f.as('customer', { method: 'GET', url: '/api/orders/progress?year=2024' })).statusCode).toBe(403);
    expect((await f.as('customer', { method: 'GET', url: '/api/orders/state/CO' })).statusCode).toBe(403);
    expect((await f.as(null, { method: 'GET', url: '/api/orders/progress?year=2024' })).statusCode).toBe(401);
  });
});
