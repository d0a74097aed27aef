import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsumerOrder } from '#schemas/generated/consumer-order.ts';
import { testDatabases } from '../test-db.ts';
import { adminFixture, insertConsumerOrders, TEVA, type AdminFixture } from './admin-fixtures.ts';

type Page = { items: ConsumerOrder[]; total: number };

describe.each(testDatabases())('consumer orders API on $name', (database) => {
  let f: AdminFixture;
  beforeAll(async () => {
    f = await adminFixture(database);
    await insertConsumerOrders(f.db, [
      { state: 'CO', orderDate: '2024-05-01T12:00:00.000Z', quantity: 2, reason: 'New Request', trackingNumber: '9400111' },
      { state: 'KY', orderDate: '2024-05-15T12:00:00.000Z', quantity: 1, reason: 'Expired', productId: TEVA },
      { state: 'CO', orderDate: '2024-05-31T23:59:00.000Z', quantity: 4, reason: 'New Request', flagged: true },
      { state: 'CO', orderDate: '2024-06-01T00:00:00.000Z', quantity: 2, reason: 'Lost', trackingNumber: '9400222' },
    ]);
  });
  afterAll(() => f.app.close());

  const list = (query = '') => f.as('admin', { method: 'GET', url: `/api/consumer-orders${query}` });

  it('lists newest first with product name and NDC, and the total', async () => {
    const reply = await list();
    expect(reply.statusCode).toBe(200);
    const page = reply.json<Page>();
    expect(page.total).toBe(4);
    expect(page.items.map((o) => o.orderDate)).toEqual([
      '2024-06-01T00:00:00.000Z', '2024-05-31T23:59:00.000Z', '2024-05-15T12:00:00.000Z', '2024-05-01T12:00:00.000Z',
    ]);
    expect(page.items[3]).toEqual({
      id: expect.any(String), mrn: expect.any(String), status: 'received', productId: 'narcan-4mg-nasal-spray', productName: expect.stringContaining('NARCAN'), ndc: '69547-353-02',
      state: 'CO', orderDate: '2024-05-01T12:00:00.000Z', quantity: 2, reason: 'New Request', trackingNumber: '9400111',
      flaggedForReview: false, reviewReason: null,
    });
  });

  it('shows staff which orders are flagged for review, and why', async () => {
    const page = (await list()).json<Page>();
    const flagged = page.items.find((o) => o.orderDate === '2024-05-31T23:59:00.000Z')!;
    expect(flagged).toMatchObject({ flaggedForReview: true, reviewReason: 'Another person has used the same shipping address.' });
    expect(page.items.filter((o) => o.flaggedForReview)).toHaveLength(1);
  });

  it.each([
    ['?ndc=0093-2165-68', 1],
    ['?state=co', 3],
    ['?quantity=2', 2],
    ['?reason=Lost', 1],
    ['?trackingNumber=9400222', 1],
    ['?orderDateFrom=2024-05-15&orderDateTo=2024-05-31', 2],
    ['?orderDateFrom=2024-06-01', 1],
    ['?ndc=0000-0000-00', 0],
    ['?state=CO&reason=New%20Request&orderDateTo=2024-05-31', 2],
  ])('filters %s', async (query, count) => {
    const page = (await list(query)).json<Page>();
    expect(page.total).toBe(count);
    expect(page.items).toHaveLength(count);
  });

  it('pages and sorts oldest first on request', async () => {
    const page = (await list('?limit=2&offset=1&order=orderDate%20ASC')).json<Page>();
    expect(page.total).toBe(4);
    expect(page.items.map((o) => o.orderDate)).toEqual(['2024-05-15T12:00:00.000Z', '2024-05-31T23:59:00.000Z']);
  });

  it.each([
    ['?quantity=-1', /quantity must be >= 0/],
    ['?limit=1000', /limit must be <= 100/],
    ['?orderDateFrom=yesterday', /orderDate: "yesterday" is not a date/],
    ['?orderDateFrom=2024-06-01&orderDateTo=2024-05-01', /starts after it ends/],
    ['?order=state', /order must be one of/],
    ['?patient=Jane', /unknown parameter "patient"/],
    ['?status=lost', /status must be one of/],
  ])('refuses %s with 400', async (query, message) => {
    const reply = await list(query);
    expect(reply.statusCode, reply.body).toBe(400);
    expect(reply.json().message).toMatch(message);
  });

  it('writes every read to the audit log: who, what, when, filter names but no values', async () => {
    await f.db.deleteFrom('audit_log').execute();
    await list('?state=CO&trackingNumber=9400222');
    const rows = await f.db.selectFrom('audit_log').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actor_user_id: f.userId.admin, action: 'consumer-orders.list', entity: 'consumer_order' });
    expect(Date.now() - Date.parse(rows[0]!.at)).toBeLessThan(60_000);
    expect(JSON.parse(rows[0]!.detail!)).toEqual({ filters: ['state', 'trackingNumber'], rows: 1, total: 1 });
    expect(rows[0]!.detail).not.toContain('9400222');
  });

  it('streams the matching orders as an XLSX spreadsheet, audited', async () => {
    await f.db.deleteFrom('audit_log').execute();
    const reply = await f.as('admin', { method: 'GET', url: '/api/consumer-orders/export?state=CO' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(reply.headers['content-disposition']).toMatch(/^attachment; filename="consumer-orders-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(reply.rawPayload as never);
    const sheet = book.getWorksheet('Consumer Orders')!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'MRN', 'Status', 'Product', 'NDC', 'State', 'Order Date (UTC)', 'Quantity', 'Reason', 'Tracking Number', 'Flagged for Review']);
    expect(sheet.rowCount).toBe(4);
    expect(sheet.getRow(2).getCell(5).value).toBe('CO');
    expect((sheet.getRow(2).getCell(6).value as Date).toISOString()).toBe('2024-06-01T00:00:00.000Z');
    expect(sheet.getRow(2).getCell(9).value).toBe('9400222');
    const audit = await f.db.selectFrom('audit_log').selectAll().execute();
    expect(audit.map((a) => a.action)).toEqual(['consumer-orders.export']);
  });

  it("shows the order dates as the person reads dates and times, their browser's language until they choose (decision 066)", async () => {
    const dateFormatOf = async (headers: Record<string, string> = {}) => {
      const reply = await f.as('admin', { method: 'GET', url: '/api/consumer-orders/export?state=CO', headers });
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(reply.rawPayload as never);
      const cell = book.getWorksheet('Consumer Orders')!.getRow(2).getCell(6);
      expect(cell.value).toBeInstanceOf(Date);
      return cell.numFmt;
    };
    expect(await dateFormatOf()).toBe('mm/dd/yyyy h:mm AM/PM');
    expect(await dateFormatOf({ 'accept-language': 'en-GB,en;q=0.8' })).toBe('dd/mm/yyyy hh:mm');
    await f.db.updateTable('users').set({ date_format: 'MMM D, YYYY', time_format: '24h' }).where('id', '=', f.userId.admin).execute();
    expect(await dateFormatOf({ 'accept-language': 'en-GB' })).toBe('mmm d, yyyy hh:mm');
    await f.db.updateTable('users').set({ date_format: null, time_format: null }).where('id', '=', f.userId.admin).execute();
  });

  it('refuses a bad filter before the download starts', async () => {
    const reply = await f.as('admin', { method: 'GET', url: '/api/consumer-orders/export?orderDateTo=soon' });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().code).toBe('BAD_QUERY');
  });

  it('is for admins only', async () => {
    expect((await f.as('customer', { method: 'GET', url: '/api/consumer-orders' })).statusCode).toBe(403);
    expect((await f.as('customer', { method: 'GET', url: '/api/consumer-orders/export' })).statusCode).toBe(403);
    expect((await f.as(null, { method: 'GET', url: '/api/consumer-orders' })).statusCode).toBe(401);
  });
});
