import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNT_AHEAD, countedTotal } from '#server/lists/bounded-count.ts';
import { testDatabases } from '../test-db.ts';
import { adminFixture, NARCAN, type AdminFixture } from './admin-fixtures.ts';

describe('bounded totals', () => {
  it('counts exactly up to COUNT_AHEAD rows past the page, then says "more than"', () => {
    expect(countedTotal(57, { limit: 10, offset: 0 })).toEqual({ total: 57, totalCapped: false });
    expect(countedTotal(COUNT_AHEAD + 10, { limit: 10, offset: 0 })).toEqual({ total: COUNT_AHEAD + 10, totalCapped: false });
    expect(countedTotal(COUNT_AHEAD + 11, { limit: 10, offset: 0 })).toEqual({ total: COUNT_AHEAD + 10, totalCapped: true });
    expect(countedTotal(COUNT_AHEAD + 11, { limit: 10, offset: 20 })).toEqual({ total: COUNT_AHEAD + 11, totalCapped: false });
  });
});

describe.each(testDatabases())('a list longer than the count on $name', (database) => {
  let f: AdminFixture;
  const rows = COUNT_AHEAD + 25;
  beforeAll(async () => {
    f = await adminFixture(database);
    const at = '2024-05-01T00:00:00.000Z';
    for (let start = 0; start < rows; start += 2000) {
      const batch = Array.from({ length: Math.min(2000, rows - start) }, (_, i) => ({
        id: `B-${String(start + i).padStart(6, '0')}`, customer_id: 'C-1', product_id: NARCAN, user_email: 'a@clinic.org',
        quantity: 1, order_status: 'open' as const, created_at: at, updated_at: at,
      }));
      await f.db.insertInto('bulk_orders').values(batch).execute();
    }
  });
  afterAll(() => f.app.close());

  it('answers a lower bound on the first page and the exact total near the end', async () => {
    const first = (await f.as('admin', { method: 'GET', url: '/api/bulk-orders' })).json();
    expect(first).toMatchObject({ total: COUNT_AHEAD + 10, totalCapped: true });
    expect(first.items).toHaveLength(10);
    const filter = encodeURIComponent(JSON.stringify({ limit: 10, offset: 100 }));
    const later = (await f.as('admin', { method: 'GET', url: `/api/bulk-orders?filter=${filter}` })).json();
    expect(later).toMatchObject({ total: rows, totalCapped: false });
  });
});
