import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import consumerOrdersQuerySchema from '#schemas/consumer-orders-query.schema.json' with { type: 'json' };
import userApiSchema from '#schemas/user-api.schema.json' with { type: 'json' };
import { CUSTOMER_SORT_COLUMN } from '#server/areas/customers/customers.repository.ts';
import { PROGRESS_SORT_FIELDS } from '#server/areas/progress/progress.service.ts';
import { QUOTA_SORT_COLUMN } from '#server/areas/quotas/quotas.repository.ts';
import { createUser } from '../auth-helpers.ts';
import { testDatabases } from '../test-db.ts';
import { adminFixture, insertConsumerOrders, NARCAN, TEVA, type AdminFixture } from './admin-fixtures.ts';

type Value = string | number | null;
type Row = Record<string, unknown>;

/** The columns an `order` enum of a schema allows: "state ASC", "state DESC", … → ['state', …]. */
function columnsOf(values: readonly string[]): string[] {
  return [...new Set(values.map((v) => v.split(' ')[0]!))];
}

/**
 * Asserts `values` are in order, NULL counting as the largest value (the lists' rule on both databases). Texts
 * compare by code unit: the test data is plain ASCII, on which SQLite and PostgreSQL (C collation) agree.
 */
function expectSorted(values: Value[], direction: 'asc' | 'desc', label: string) {
  for (let i = 1; i < values.length; i++) {
    const [a, b] = direction === 'asc' ? [values[i - 1]!, values[i]!] : [values[i]!, values[i - 1]!];
    const inOrder = b === null || (a !== null && a <= b);
    expect(inOrder, `${label}: ${JSON.stringify(values)}`).toBe(true);
  }
}

/**
 * For one list: every column in both directions. The page is in the column's order, the two directions are exact
 * mirrors (ties are broken the same way, in the same direction), and the column really changes the order.
 */
async function checkEveryColumn(
  columns: string[],
  load: (column: string, direction: 'ASC' | 'DESC') => Promise<Row[]>,
  valueOf: (row: Row, column: string) => Value,
  idOf: (row: Row) => string,
) {
  const orders = new Set<string>();
  for (const column of columns) {
    const asc = await load(column, 'ASC');
    const desc = await load(column, 'DESC');
    expect(asc.length, column).toBeGreaterThan(1);
    expectSorted(asc.map((r) => valueOf(r, column)), 'asc', `${column} ASC`);
    expectSorted(desc.map((r) => valueOf(r, column)), 'desc', `${column} DESC`);
    expect(desc.map(idOf), `${column} DESC mirrors ASC`).toEqual(asc.map(idOf).reverse());
    orders.add(asc.map(idOf).join());
  }
  // Not every column may yield a distinct order, but sorting must not be a no-op across the board.
  expect(orders.size).toBeGreaterThan(1);
}

describe.each(testDatabases())('admin list sorting on $name', (database) => {
  let f: AdminFixture;
  const now = '2024-05-01T00:00:00.000Z';

  beforeAll(async () => {
    f = await adminFixture(database);
    const customer = (id: string, name: string, street: string, city: string, state: string, zip: string, phone: string, type: string) =>
      ({ id, name, street, city, state, zip, phone, account_type: type, created_at: now, updated_at: now });
    await f.db.insertInto('customers').values([
      customer('C-3', 'Aurora Clinic', '9 Elm St', 'Aurora', 'CO', '80010', '7205550100', 'School/University'),
      customer('C-4', 'Boulder Outreach', '2 Oak Ave', 'Boulder', 'CO', '80301', '3035550199', 'Healthcare Facility'),
      customer('C-5', 'Pikeville Rescue', '5 Pine Rd', 'Pikeville', 'KY', '41501', '6065550123', 'First Responder'),
    ]).execute();
    await insertConsumerOrders(f.db, [
      { state: 'CO', orderDate: '2024-05-02T10:00:00.000Z', productId: NARCAN, quantity: 2, reason: 'New Request', trackingNumber: '1Z002' },
      { state: 'KY', orderDate: '2024-05-03T10:00:00.000Z', productId: TEVA, quantity: 1, reason: 'Expired', trackingNumber: null },
      { state: 'CO', orderDate: '2024-05-04T10:00:00.000Z', productId: TEVA, quantity: 4, reason: 'Lost', trackingNumber: '1Z001' },
      { state: 'KY', orderDate: '2024-05-05T10:00:00.000Z', productId: NARCAN, quantity: 2, reason: 'Used', trackingNumber: '1Z003' },
      { state: 'CO', orderDate: '2024-05-06T10:00:00.000Z', productId: NARCAN, quantity: 3, reason: 'Damaged', trackingNumber: null },
    ]);
    await f.db.insertInto('quotas').values([
      { id: 'q-co', state: 'CO', quota_period: 'MONTHLY', quantity: 1000, created_at: now, updated_at: now },
      { id: 'q-ky', state: 'KY', quota_period: 'MONTHLY', quantity: 30, created_at: now, updated_at: now },
      { id: 'q-ny', state: 'NY', quota_period: 'MONTHLY', quantity: 100, created_at: now, updated_at: now },
    ]).execute();
    await f.db.insertInto('quota_usage').values([
      { state: 'CO', period: '2024-05', used_units: 250 },
      { state: 'KY', period: '2024-05', used_units: 29 },
      { state: 'NY', period: '2024-05', used_units: 10 },
      { state: 'CO', period: '2024-06', used_units: 960 },
    ]).execute();
    await f.db.insertInto('bulk_orders').values([
      { id: 'B-1', customer_id: 'C-1', product_id: NARCAN, user_email: 'ann@clinic.org', quantity: 10, order_status: 'open', created_at: '2024-05-01T10:00:00.000Z', updated_at: '2024-05-09T10:00:00.000Z' },
      { id: 'B-2', customer_id: 'C-2', product_id: TEVA, user_email: 'chief@fire.gov', quantity: 20, order_status: 'created', created_at: '2024-05-02T10:00:00.000Z', updated_at: '2024-05-02T10:00:00.000Z' },
      { id: 'B-3', customer_id: 'C-3', product_id: TEVA, user_email: 'bob@clinic.org', quantity: 5, order_status: 'fully shipped', created_at: '2024-05-03T10:00:00.000Z', updated_at: '2024-05-05T10:00:00.000Z' },
      { id: 'B-4', customer_id: 'C-4', product_id: NARCAN, user_email: 'dee@outreach.org', quantity: 15, order_status: 'rejected', reject_reason: 'Duplicate order', created_at: '2024-05-04T10:00:00.000Z', updated_at: '2024-05-04T11:00:00.000Z' },
    ]).execute();
    // Users beyond the fixture's three, one who never signed in (lastLogin null) among them.
    await createUser(f.db, { email: 'zed@example.org', role: 'admin', firstName: 'Zed', lastName: 'Adams' });
    await createUser(f.db, { email: 'amy@example.org', role: 'customer', firstName: 'Amy', lastName: 'Young', customers: ['C-2'] });
    const logins = ['2024-04-01T08:00:00.000Z', '2024-06-01T08:00:00.000Z', '2024-05-01T08:00:00.000Z'];
    for (const [i, id] of Object.values(f.userId).entries()) {
      await f.db.updateTable('users').set({ last_login_at: logins[i]! }).where('id', '=', id).execute();
    }
  });
  afterAll(() => f.app.close());

  const get = async (url: string, role: 'admin' | 'superAdmin' = 'admin') => {
    const reply = await f.as(role, { method: 'GET', url });
    expect(reply.statusCode, `${url}: ${reply.body}`).toBe(200);
    return reply.json();
  };

  it('sorts consumer orders on every column of the schema, both ways', async () => {
    const columns = columnsOf(consumerOrdersQuerySchema.properties.order.enum);
    expect(columns).toEqual(['orderDate', 'productName', 'state', 'quantity', 'reason', 'trackingNumber']);
    await checkEveryColumn(
      columns,
      async (column, dir) => (await get(`/api/consumer-orders?limit=100&order=${encodeURIComponent(`${column} ${dir}`)}`)).items,
      (row, column) => row[column] as Value,
      (row) => String(row.id),
    );
  });

  it('sorts customers on every column, both ways', async () => {
    await checkEveryColumn(
      Object.keys(CUSTOMER_SORT_COLUMN),
      async (column, dir) => (await get(`/api/customers?limit=100&order=${encodeURIComponent(`${column} ${dir}`)}`)).items,
      (row, column) => row[column] as Value,
      (row) => String(row.customerId),
    );
  });

  it('sorts quotas on every column, both ways', async () => {
    await checkEveryColumn(
      Object.keys(QUOTA_SORT_COLUMN),
      async (column, dir) => get(`/api/quotas?order=${encodeURIComponent(`${column} ${dir}`)}`),
      (row, column) => row[column] as Value,
      (row) => String(row.id),
    );
  });

  it('sorts the progress rows of a year on every column, both ways', async () => {
    await checkEveryColumn(
      [...PROGRESS_SORT_FIELDS],
      async (column, dir) => (await get(`/api/orders/progress?year=2024&order=${encodeURIComponent(`${column} ${dir}`)}`)).rows,
      (row, column) => row[column] as Value,
      (row) => `${String(row.state)}|${String(row.period)}`,
    );
  });

  it('sorts users on every column, both ways (never signed in sorts last when ascending)', async () => {
    const columns = columnsOf(userApiSchema.definitions.UserListQuery.properties.order.enum);
    expect(columns).toEqual(['firstName', 'lastName', 'email', 'lastLogin', 'role']);
    await checkEveryColumn(
      columns,
      async (column, dir) => (await get(`/api/user/list?limit=100&order=${encodeURIComponent(`${column} ${dir}`)}`, 'superAdmin')).items,
      (row, column) => (column === 'role' ? (row.claims as { role: string }).role : (row[column] as Value) ?? null),
      (row) => String(row.id),
    );
  });

  it('sorts bulk orders on every whitelisted column, both ways', async () => {
    const columns = ['customerId', 'customerName', 'productId', 'productName', 'userEmail', 'quantity', 'orderStatus', 'createdAt', 'updatedAt'];
    await checkEveryColumn(
      columns,
      async (column, dir) => {
        const filter = encodeURIComponent(JSON.stringify({ limit: 100, order: [[column, dir]] }));
        return (await get(`/api/bulk-orders?filter=${filter}`)).items;
      },
      (row, column) => row[column] as Value,
      (row) => String(row.id),
    );
  });

  it('refuses an unknown column or direction with 400 { code, message } on every list', async () => {
    const bad = [
      '/api/consumer-orders?order=mrn%20ASC',
      '/api/consumer-orders?order=state%20SIDEWAYS',
      '/api/customers?order=customerName%3B%20drop%20table%20customers',
      '/api/customers?order=street',
      '/api/quotas?order=createdAt%20DESC',
      '/api/orders/progress?year=2024&order=level%20ASC',
      `/api/bulk-orders?filter=${encodeURIComponent(JSON.stringify({ order: [['reject_reason', 'ASC']] }))}`,
      `/api/bulk-orders?filter=${encodeURIComponent(JSON.stringify({ order: [['quantity', 'UP']] }))}`,
    ];
    for (const url of bad) {
      const reply = await f.as('admin', { method: 'GET', url });
      expect(reply.statusCode, url).toBe(400);
      expect(reply.json(), url).toEqual({ code: expect.any(String), message: expect.any(String) });
    }
    const users = await f.as('superAdmin', { method: 'GET', url: '/api/user/list?order=password_hash%20ASC' });
    expect(users.statusCode).toBe(400);
    expect(users.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  });

  it('keeps the default order when none is asked for', async () => {
    const orders = (await get('/api/consumer-orders?limit=100')).items as Row[];
    expectSorted(orders.map((o) => o.orderDate as string), 'desc', 'default consumer orders');
    const customers = (await get('/api/customers?limit=100')).items as Row[];
    expectSorted(customers.map((c) => c.customerName as string), 'asc', 'default customers');
    const users = (await get('/api/user/list?limit=100', 'superAdmin')).items as Row[];
    expectSorted(users.map((u) => u.lastName as string), 'asc', 'default users');
  });
});
