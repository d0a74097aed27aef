import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BulkOrder } from '#schemas/generated/bulk-order.ts';
import { testDatabases } from '../test-db.ts';
import { adminFixture, NARCAN, type AdminFixture } from './admin-fixtures.ts';

describe.each(testDatabases())('rejecting a bulk order on $name', (database) => {
  let f: AdminFixture;
  beforeAll(async () => {
    f = await adminFixture(database);
    const at = '2024-05-01T10:00:00.000Z';
    await f.db.insertInto('bulk_orders').values([
      { id: 'R-1', customer_id: 'C-1', product_id: NARCAN, user_email: 'buyer@clinic.org', quantity: 10, order_status: 'open', created_at: at, updated_at: at },
      { id: 'R-2', customer_id: 'C-1', product_id: NARCAN, user_email: 'buyer@clinic.org', quantity: 12, order_status: 'created', created_at: at, updated_at: at },
    ]).execute();
  });
  afterAll(() => f.app.close());

  const patch = (payload: object) =>
    f.as('admin', { method: 'PATCH', url: '/api/bulk-orders', headers: { origin: f.app.config.publicOrigin }, payload });
  const stored = async (id: string) =>
    f.db.selectFrom('bulk_orders').select(['order_status', 'reject_reason']).where('id', '=', id).executeTakeFirstOrThrow();

  it('refuses a rejection without a reason, or with a blank one, and changes nothing', async () => {
    for (const payload of [{ id: 'R-1', orderStatus: 'rejected' }, { id: 'R-1', orderStatus: 'rejected', rejectReason: '   ' }]) {
      const reply = await patch(payload);
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toEqual({ code: 'REJECT_REASON_REQUIRED', message: 'Say why the order is rejected: the customer reads the reason.' });
    }
    expect(await stored('R-1')).toEqual({ order_status: 'open', reject_reason: null });
  });

  it('refuses a reason with any other change, and a reason longer than 500 characters', async () => {
    const other = await patch({ id: 'R-2', orderStatus: 'open', rejectReason: 'Looks wrong' });
    expect(other.statusCode).toBe(400);
    expect(other.json().code).toBe('REJECT_REASON_UNEXPECTED');
    const long = await patch({ id: 'R-1', orderStatus: 'rejected', rejectReason: 'x'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(await stored('R-2')).toEqual({ order_status: 'created', reject_reason: null });
    expect(await stored('R-1')).toEqual({ order_status: 'open', reject_reason: null });
  });

  it('stores the trimmed reason with the rejection, and the customer reads it with the order', async () => {
    const reply = await patch({ id: 'R-1', orderStatus: 'rejected', rejectReason: '  The facility is not a member yet.  ' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json<BulkOrder>()).toMatchObject({ id: 'R-1', orderStatus: 'rejected', rejectReason: 'The facility is not a member yet.', allowedStatuses: ['rejected'] });
    expect(await stored('R-1')).toEqual({ order_status: 'rejected', reject_reason: 'The facility is not a member yet.' });

    const own = await f.as('customer', { method: 'GET', url: '/api/bulk-orders' });
    const items = own.json<{ items: BulkOrder[] }>().items;
    expect(items.find((o) => o.id === 'R-1')).toMatchObject({ orderStatus: 'rejected', rejectReason: 'The facility is not a member yet.' });
    expect(items.find((o) => o.id === 'R-2')).toMatchObject({ orderStatus: 'created', rejectReason: null });
  });

  it('a rejected order is final: no later status, and its reason stays', async () => {
    const reply = await patch({ id: 'R-1', orderStatus: 'open' });
    expect(reply.statusCode).toBe(409);
    expect(await stored('R-1')).toEqual({ order_status: 'rejected', reject_reason: 'The facility is not a member yet.' });
  });
});
