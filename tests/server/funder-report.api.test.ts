import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReplacementOrders } from '#schemas/generated/replacement-orders.ts';
import { REPLACEMENT_REASONS } from '#schemas/request-reasons.ts';
import replacementSchema from '#schemas/replacement-orders.schema.json' with { type: 'json' };
import { browserHeaders, createUser, sessionCookie } from './auth-helpers.ts';
import { insertConsumerOrders } from './admin/admin-fixtures.ts';
import { buildTestApp, testDatabases } from './test-db.ts';

/*
 * The funder report and Progress's replacement orders (docs/product.md#the-funder-report, decision 079): the counts of
 * seeded orders by state, month and county, small ones withheld, the XLSX an admin downloads, and its audit entry.
 */

interface Seed {
  state: string;
  county: string | null;
  date: string;
  kits?: number;
  reason?: string;
  status?: 'received' | 'shipped' | 'delivered' | 'cancelled';
  times?: number;
}

async function seed(app: FastifyInstance, orders: Seed[]) {
  for (const o of orders) {
    const ids = await insertConsumerOrders(app.db, Array.from({ length: o.times ?? 1 }, () => ({ state: o.state, orderDate: o.date, quantity: o.kits ?? 1, reason: o.reason ?? 'New Request' })));
    await app.db.updateTable('consumer_orders').set({ county: o.county, status: o.status ?? 'received' }).where('id', 'in', ids).execute();
  }
}

async function workbook(body: Buffer): Promise<ExcelJS.Workbook> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(body as never);
  return book;
}

const rowsOf = (sheet: ExcelJS.Worksheet) => {
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
};

describe.each(testDatabases())('the funder report on $name', (database) => {
  let app: FastifyInstance;
  let admin: string;
  let customer: string;
  const get = (url: string, cookie = admin) => app.inject({ method: 'GET', url, headers: browserHeaders(app, 'GET', cookie) });

  beforeAll(async () => {
    app = await buildTestApp({ database, now: () => new Date('2026-03-05T18:00:00Z') });
    admin = await sessionCookie(app, await createUser(app.db, { email: 'funder.admin@example.org', role: 'admin' }));
    customer = await sessionCookie(app, await createUser(app.db, { email: 'funder.buyer@example.org', role: 'customer', customers: [] }));
    await seed(app, [
      // Colorado, January: Denver 30 kits sent (15 orders of 2), 12 expired, 14 used; Boulder 3 lost; one order without a county.
      { state: 'CO', county: 'Denver', date: '2026-01-10T18:00:00.000Z', kits: 2, status: 'shipped', times: 15 },
      { state: 'CO', county: 'Denver', date: '2026-01-11T18:00:00.000Z', reason: 'Expired', times: 12 },
      { state: 'CO', county: 'Denver', date: '2026-01-12T18:00:00.000Z', reason: 'Used', status: 'delivered', times: 14 },
      { state: 'CO', county: 'Boulder', date: '2026-01-13T18:00:00.000Z', reason: 'Lost', times: 3 },
      { state: 'CO', county: null, date: '2026-01-14T18:00:00.000Z', reason: 'Damaged', status: 'cancelled' },
      // Colorado, February: Denver 20 used.
      { state: 'CO', county: 'Denver', date: '2026-02-03T18:00:00.000Z', reason: 'Used', times: 20 },
      // Kentucky, February: Jefferson 25 kits sent.
      { state: 'KY', county: 'Jefferson', date: '2026-02-04T18:00:00.000Z', kits: 5, status: 'shipped', times: 5 },
      // Outside the period.
      { state: 'CO', county: 'Denver', date: '2026-03-01T18:00:00.000Z', reason: 'Used', times: 2 },
    ]);
  }, 60_000);
  afterAll(() => app.close());

  it('gives an admin the period\'s counts by month and by county, small ones withheld, and a Notes sheet', async () => {
    const reply = await get('/api/reports/funder?from=2026-01&to=2026-02');
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(reply.headers['content-disposition']).toBe('attachment; filename="funder-report-2026-01-to-2026-02.xlsx"');
    const book = await workbook(reply.rawPayload);
    expect(book.worksheets.map((w) => w.name)).toEqual(['By month', 'By county', 'Notes']);
    const head = ['Kits sent', ...REPLACEMENT_REASONS.map((r) => `Replacement orders: ${r}`), 'Replacement orders: all', 'Overdose reversals reported'];
    const byMonth = rowsOf(book.getWorksheet('By month')!);
    expect(byMonth[0]).toEqual(['State', 'Month', ...head]);
    // Colorado's January: 30 + 14 kits sent (the delivered "Used" orders count), Expired 12, Used 14, Lost 3 → "<11";
    // the cancelled Damaged order counts nowhere. The row's total, the Denver row and the months' and counties' sums
    // would give the 3 back, so the counts beside it are withheld as "*" until none can be worked out, February's
    // 20 used among them (January's Expired + Used = Denver's 46 − February's 20).
    expect(byMonth.find((r) => r[0] === 'Colorado' && r[1] === 'January 2026')).toEqual(['Colorado', 'January 2026', 44, '*', '*', '<11', 0, 29, 0]);
    expect(byMonth.find((r) => r[0] === 'Colorado' && r[1] === 'February 2026')).toEqual(['Colorado', 'February 2026', 0, 0, '*', 0, 0, '*', 0]);
    expect(byMonth.find((r) => r[0] === 'Kentucky' && r[1] === 'February 2026')).toEqual(['Kentucky', 'February 2026', 25, 0, 0, 0, 0, 0, 0]);
    expect(byMonth.find((r) => r[0] === 'Kentucky' && r[1] === 'January 2026')).toEqual(['Kentucky', 'January 2026', 0, 0, 0, 0, 0, 0, 0]);
    const byCounty = rowsOf(book.getWorksheet('By county')!);
    expect(byCounty[0]).toEqual(['State', 'County', ...head]);
    expect(byCounty.slice(1).map((r) => `${String(r[0])}/${String(r[1])}`)).toEqual(['Colorado/Boulder', 'Colorado/Denver', 'Colorado/County not given', 'Kentucky/Jefferson']);
    expect(byCounty.find((r) => r[1] === 'Boulder')!.slice(2)).toEqual([0, 0, 0, '<11', 0, '<11', 0]);
    // Nothing that names or locates a person: no order number, no street, no email.
    const everything = [...byMonth, ...byCounty].flat().map(String).join(' ');
    expect(everything).not.toMatch(/NX-|@|not-a-real-ciphertext/);
    const notes = rowsOf(book.getWorksheet('Notes')!);
    expect(notes).toContainEqual(['Period', 'January 2026 to February 2026']);
    expect(notes).toContainEqual(['Made on', 'March 5, 2026']);
    expect(notes.find((n) => n[0] === '<11')![1]).toMatch(/from 1 to 10/);
    expect(notes.find((n) => n[0] === 'Overdose reversals reported')![1]).toMatch(/anonymous form/);
  });

  it('covers one month when given one, and last month when given none', async () => {
    const one = await get('/api/reports/funder?to=2026-01');
    expect(one.headers['content-disposition']).toBe('attachment; filename="funder-report-2026-01.xlsx"');
    const last = await get('/api/reports/funder');
    expect(last.headers['content-disposition']).toBe('attachment; filename="funder-report-2026-02.xlsx"');
    expect(rowsOf((await workbook(last.rawPayload)).getWorksheet('Notes')!)).toContainEqual(['Period', 'February 2026']);
  });

  it('records the download in the audit log with the months it covers', async () => {
    const entries = await app.db.selectFrom('audit_log').select(['entity', 'detail']).where('action', '=', 'reports.funder').execute();
    expect(entries.map((e) => e.entity)).toEqual(entries.map(() => 'report'));
    expect(entries.map((e) => JSON.parse(String(e.detail)) as unknown)).toContainEqual(expect.objectContaining({ from: '2026-01', to: '2026-02' }));
  });

  it('refuses a period that runs backwards, is too long or is not a month, and anyone but staff', async () => {
    expect((await get('/api/reports/funder?from=2026-03&to=2026-01')).json()).toMatchObject({ code: 'BAD_REQUEST', message: expect.stringContaining('comes after') });
    expect((await get('/api/reports/funder?from=2024-01&to=2026-01')).json()).toMatchObject({ code: 'BAD_REQUEST', message: expect.stringContaining('at most 24 months') });
    expect((await get('/api/reports/funder?from=2026-13&to=2026-12')).statusCode).toBe(400);
    expect((await get('/api/reports/funder?from=2026-01&month=2')).statusCode).toBe(400);
    expect((await get('/api/reports/funder?from=2026-01&to=2026-01', customer)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/reports/funder?from=2026-01&to=2026-01' })).statusCode).toBe(401);
  });

  it('Progress counts the same replacement orders per state and month, counties added up, nothing withheld', async () => {
    const reply = await get('/api/orders/progress/replacements?year=2026&month=1');
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json<ReplacementOrders>().rows).toEqual([{
      state: 'CO', stateName: 'Colorado', period: '2026-01', year: 2026, month: 1,
      reasons: [{ reason: 'Expired', orders: 12 }, { reason: 'Used', orders: 14 }, { reason: 'Lost', orders: 3 }, { reason: 'Damaged', orders: 0 }],
      total: 29,
    }]);
    const year = (await get('/api/orders/progress/replacements?year=2026')).json<ReplacementOrders>().rows;
    expect(year.map((r) => `${r.state} ${r.period} ${r.total}`)).toEqual(['CO 2026-01 29', 'CO 2026-02 20', 'CO 2026-03 2']);
  });

  it('the reply\'s reasons are the replacement reasons of the one list', () => {
    expect(replacementSchema.properties.rows.items.properties.reasons.items.properties.reason.enum).toEqual([...REPLACEMENT_REASONS]);
  });
});
