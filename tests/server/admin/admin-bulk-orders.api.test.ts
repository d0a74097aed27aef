import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BulkOrder } from '#schemas/generated/bulk-order.ts';
import { testDatabases } from '../test-db.ts';
import { adminFixture, NARCAN, TEVA, type AdminFixture } from './admin-fixtures.ts';

type Page = { items: BulkOrder[]; total: number };

describe.each(testDatabases())('bulk orders API on $name', (database) => {
  let f: AdminFixture;
  beforeAll(async () => {
    f = await adminFixture(database);
    // Three older orders with known dates, statuses and addresses to filter on.
    const rows = [
      { id: 'B-1', customer_id: 'C-1', product_id: NARCAN, user_email: 'ann@clinic.org', quantity: 10, order_status: 'open' as const, created_at: '2024-05-01T10:00:00.000Z' },
      { id: 'B-2', customer_id: 'C-2', product_id: TEVA, user_email: 'chief@fire.gov', quantity: 20, order_status: 'created' as const, created_at: '2024-05-31T23:30:00.000Z' },
      { id: 'B-3', customer_id: 'C-1', product_id: TEVA, user_email: 'bob@clinic.org', quantity: 30, order_status: 'fully shipped' as const, created_at: '2024-06-01T00:00:00.000Z' },
    ];
    await f.db.insertInto('bulk_orders').values(rows.map((r) => ({ ...r, updated_at: r.created_at }))).execute();
  });
  afterAll(() => f.app.close());

  const list = async (role: 'admin' | 'customer', query?: object) => {
    const url = query ? `/api/bulk-orders?filter=${encodeURIComponent(JSON.stringify(query))}` : '/api/bulk-orders';
    return f.as(role, { method: 'GET', url });
  };

  it('lists newest first with customer and product names', async () => {
    const reply = await list('admin');
    expect(reply.statusCode).toBe(200);
    const page = reply.json<Page>();
    expect(page.total).toBe(3);
    expect(page.items.map((o) => o.id)).toEqual(['B-3', 'B-2', 'B-1']);
    expect(page.items[2]).toMatchObject({ customerName: 'Denver Harm Reduction', productName: expect.stringContaining('NARCAN'), quantity: 10, orderStatus: 'open' });
  });

  it('filters with equality, a day range (whole last day) and like; pages and sorts', async () => {
    const eq = (await list('admin', { where: { and: [{ customerId: 'C-1' }] } })).json<Page>();
    expect(eq.items.map((o) => o.id)).toEqual(['B-3', 'B-1']);
    const may = (await list('admin', { where: { and: [{ createdAt: { between: ['2024-05-01', '2024-05-31'] } }] } })).json<Page>();
    expect(may.items.map((o) => o.id)).toEqual(['B-2', 'B-1']);
    const like = (await list('admin', { where: { and: [{ userEmail: { like: '%@CLINIC.org' } }, { orderStatus: 'open' }] } })).json<Page>();
    expect(like.items.map((o) => o.id)).toEqual(['B-1']);
    const byName = (await list('admin', { where: { and: [{ customerName: { like: '%fire%' } }] } })).json<Page>();
    expect(byName).toMatchObject({ total: 1, items: [{ id: 'B-2' }] });
    const paged = (await list('admin', { limit: 1, offset: 1, order: [['quantity', 'ASC']] })).json<Page>();
    expect(paged).toMatchObject({ total: 3, items: [{ id: 'B-2' }] });
  });

  it('refuses a broken or unsafe query object with 400 { code, message }', async () => {
    const notJson = await f.as('admin', { method: 'GET', url: '/api/bulk-orders?filter=%7Bnope' });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toEqual({ code: 'BAD_QUERY', message: 'The filter parameter is not valid JSON.' });
    const column = await list('admin', { where: { and: [{ 'user_email) or (1=1': 'x' }] } });
    expect(column.statusCode).toBe(400);
    expect(column.json().message).toMatch(/Unknown field/);
    const sort = await list('admin', { order: [['createdAt; drop table bulk_orders', 'DESC']] });
    expect(sort.statusCode).toBe(400);
  });

  it('tells each reader which statuses they may set and whether they may still edit', async () => {
    const staff = (await list('admin')).json<Page>().items;
    expect(staff.find((o) => o.id === 'B-1')).toMatchObject({ allowedStatuses: ['open', 'partially shipped', 'fully shipped', 'rejected'], editable: true });
    expect(staff.find((o) => o.id === 'B-3')).toMatchObject({ allowedStatuses: ['fully shipped'], editable: false });
    const own = (await list('customer')).json<Page>().items;
    expect(own.find((o) => o.id === 'B-1')).toMatchObject({ allowedStatuses: ['open'], editable: false });
  });

  it('shows a customer-role user only the orders of their own customers', async () => {
    const page = (await list('customer')).json<Page>();
    expect(page.items.map((o) => o.id)).toEqual(['B-3', 'B-1']);
    const other = (await list('customer', { where: { and: [{ customerId: 'C-2' }] } })).json<Page>();
    expect(other).toEqual({ items: [], total: 0, totalCapped: false });
  });

  it('creates an order as a customer for their own customer, with their email by default', async () => {
    const reply = await f.as('customer', { method: 'POST', url: '/api/bulk-orders', payload: { customerId: 'C-1', productId: NARCAN, quantity: 5 } });
    expect(reply.statusCode).toBe(201);
    expect(reply.json()).toMatchObject({ customerId: 'C-1', productId: NARCAN, quantity: 5, orderStatus: 'created', userEmail: 'buyer@clinic.org' });
  });

  it('refuses a customer ordering for somebody else\'s customer (403)', async () => {
    const reply = await f.as('customer', { method: 'POST', url: '/api/bulk-orders', payload: { customerId: 'C-2', productId: NARCAN, quantity: 5 } });
    expect(reply.statusCode).toBe(403);
    expect(reply.json().code).toBe('FORBIDDEN');
  });

  it('answers 412 with a message the modal shows when the customer or product does not exist', async () => {
    const customer = await f.as('admin', { method: 'POST', url: '/api/bulk-orders', payload: { customerId: 'C-404', productId: NARCAN, email: 'a@b.org', quantity: 1 } });
    expect(customer.statusCode).toBe(412);
    expect(customer.json()).toEqual({ code: 'UNKNOWN_CUSTOMER', message: 'Customer C-404 does not exist.' });
    const product = await f.as('admin', { method: 'POST', url: '/api/bulk-orders', payload: { customerId: 'C-1', productId: 'aspirin', email: 'a@b.org', quantity: 1 } });
    expect(product.statusCode).toBe(412);
  });

  it.each([
    [{ productId: NARCAN, quantity: 1 }, /customerId is required/],
    [{ customerId: 'C-1', productId: NARCAN, quantity: 0 }, /quantity must be >= 1/],
    [{ customerId: 'C-1', productId: NARCAN, quantity: 1, email: 'not-an-email' }, /email must match format "email"/],
    // The forms' rule (engine isEmail): a domain needs a dot.
    [{ customerId: 'C-1', productId: NARCAN, quantity: 1, email: 'buyer@localhost' }, /email must match format "email"/],
  ])('refuses an invalid body %j with 400', async (payload, message) => {
    const reply = await f.as('admin', { method: 'POST', url: '/api/bulk-orders', payload });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toMatch(message);
  });

  it('lets staff move the status only along the allowed transitions', async () => {
    const ok = await f.as('admin', { method: 'PATCH', url: '/api/bulk-orders', payload: { id: 'B-1', orderStatus: 'partially shipped' } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().orderStatus).toBe('partially shipped');
    const back = await f.as('admin', { method: 'PATCH', url: '/api/bulk-orders', payload: { id: 'B-1', orderStatus: 'open' } });
    expect(back.statusCode).toBe(409);
    expect(back.json()).toEqual({ code: 'ILLEGAL_STATUS_TRANSITION', message: 'An order that is partially shipped cannot become open.' });
    const skip = await f.as('admin', { method: 'PATCH', url: '/api/bulk-orders', payload: { id: 'B-2', orderStatus: 'fully shipped' } });
    expect(skip.statusCode).toBe(409);
  });

  it('lets staff edit an order until it ships, not after', async () => {
    const edit = await f.as('admin', { method: 'PATCH', url: '/api/bulk-orders', payload: { id: 'B-2', quantity: 25, productId: NARCAN } });
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toMatchObject({ quantity: 25, productId: NARCAN, orderStatus: 'created' });
    const shipped = await f.as('admin', { method: 'PATCH', url: '/api/bulk-orders', payload: { id: 'B-3', quantity: 1 } });
    expect(shipped.statusCode).toBe(409);
    expect(shipped.json().code).toBe('ORDER_LOCKED');
  });

  it('lets a customer edit their own created order but never the status or others\' orders', async () => {
    const created = (await f.as('customer', { method: 'POST', url: '/api/bulk-orders', payload: { customerId: 'C-1', productId: TEVA, quantity: 2 } })).json<BulkOrder>();
    const edit = await f.as('customer', { method: 'PATCH', url: '/api/bulk-orders', payload: { id: created.id, quantity: 3 } });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().quantity).toBe(3);
    const status = await f.as('customer', { method: 'PATCH', url: '/api/bulk-orders', payload: { id: created.id, orderStatus: 'open' } });
    expect(status.statusCode).toBe(403);
    const others = await f.as('customer', { method: 'PATCH', url: '/api/bulk-orders', payload: { id: 'B-2', quantity: 3 } });
    expect(others.statusCode).toBe(404);
    const move = await f.as('customer', { method: 'PATCH', url: '/api/bulk-orders', payload: { id: created.id, customerId: 'C-2' } });
    expect(move.statusCode).toBe(403);
  });

  it('answers 404 for an unknown order and 401 without a session', async () => {
    const reply = await f.as('admin', { method: 'PATCH', url: '/api/bulk-orders', payload: { id: 'nope', quantity: 3 } });
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toEqual({ code: 'NOT_FOUND', message: 'There is no such order.' });
    expect((await f.as(null, { method: 'GET', url: '/api/bulk-orders' })).statusCode).toBe(401);
  });
});
