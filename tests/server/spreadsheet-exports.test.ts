import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FlowSummary, FlowVersionDetail, TranslationPreview } from '#schemas/generated/flow-studio-api.ts';
import { writeAuditEntry } from '#server/areas/audit/audit-entry.ts';
import { ordersSpreadsheet } from '#server/areas/reports/orders-report-xlsx.ts';
import { csvText } from '#server/lists/csv-file.ts';
import { browserHeaders, createUser, sessionCookie } from './auth-helpers.ts';
import { insertConsumerOrders, NARCAN } from './admin/admin-fixtures.ts';
import { buildFlowApp, maria, setQuota, walk } from './flow-helpers.ts';
import { testDatabases } from './test-db.ts';

/*
 * Every CSV and XLSX the portal writes (decision 044): a text cell that a spreadsheet would run as a formula is
 * written with a leading apostrophe, whatever follows it; numbers are written as numbers. The hostile values go in
 * through each export's own source and the files are read back as a spreadsheet user's program would.
 */
const DDE = '-1+cmd|" /C calc"!A0';
const HYPERLINK = '=HYPERLINK("http://x","y")';
const HOSTILE = [DDE, HYPERLINK, '+1', '@SUM(A1)', '\tleading tab', '\rleading CR', '-5'];
const FORMULA_START = /^[=+\-@\t\r]/;

/** The text cells of a file that a spreadsheet would run as a formula (there must be none). */
const formulas = (cells: unknown[]) => cells.filter((c): c is string => typeof c === 'string' && FORMULA_START.test(c));

async function worksheet(content: Buffer, name: string): Promise<ExcelJS.Worksheet> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(content as never);
  return book.getWorksheet(name)!;
}

function cellsOf(sheet: ExcelJS.Worksheet): unknown[] {
  const cells: unknown[] = [];
  sheet.eachRow((row) => row.eachCell((cell) => cells.push(cell.value)));
  return cells;
}

describe('the writers take typed cells', () => {
  it('writes a text that looks like a number as text, and a number as a number', () => {
    expect(csvText([['-5', -5, '80202', 4, null]])).toBe("'-5,-5,80202,4,\n");
    expect(parse(csvText([HOSTILE]))).toEqual([HOSTILE.map((h) => `'${h}`)]);
  });
});

describe.each(testDatabases())('spreadsheets the portal writes, on $name', (database) => {
  let app: FastifyInstance;
  let cookie: { admin: string; superAdmin: string };
  const as = (role: keyof typeof cookie, options: InjectOptions) => app.inject({ ...options, headers: { ...browserHeaders(app, options.method ?? 'GET', cookie[role]), ...(options.headers ?? {}) } });
  let mrn: string;

  beforeAll(async () => {
    ({ app } = await buildFlowApp(database));
    await setQuota(app, 'CO', 480);
    cookie = {
      admin: await sessionCookie(app, await createUser(app.db, { email: 'staff@example.org', role: 'admin' })),
      superAdmin: await sessionCookie(app, await createUser(app.db, { email: 'chief@example.org', role: 'superAdmin', firstName: '@SUM(A1)', lastName: 'Chief' })),
    };
    // A member of the public fills the questionnaire with formulas for a name and an address.
    mrn = (await walk(app, { ...maria, firstName: HYPERLINK, lastName: '@SUM(A1)', address: DDE, address2: '+1', city: '-5', email: '-5@example.org', qty: 4 })).mrn!;
  }, 60_000);
  afterAll(() => app.close());

  it('the pick list: the hostile name and address neutralised, the kits a number', async () => {
    const reply = await as('admin', { method: 'POST', url: '/api/shipments/pick-list', payload: {} });
    expect(reply.statusCode, reply.body).toBe(200);
    const rows = parse(reply.body) as string[][];
    const row = rows.find((r) => r[0] === mrn)!;
    expect(row.slice(1, 6)).toEqual([`'${HYPERLINK} @SUM(A1)`, '', `'${DDE}`, "'+1", "'-5"]);
    expect(row[9]).toBe("'-5@example.org");
    expect(formulas(rows.flat())).toEqual([]);
    // The kits a number; then the Lot Number and Expiry the mailing service fills (decision 078).
    expect(reply.body.split(/\r?\n/).find((line) => line.startsWith(mrn))).toMatch(/,4,,$/);
  });

  it('the audit log: every column neutralised, written by the portal or read from the staff member\'s name', async () => {
    const superAdmin = (await app.db.selectFrom('users').select('id').where('email', '=', 'chief@example.org').executeTakeFirstOrThrow()).id;
    await writeAuditEntry(app.db, { actorUserId: superAdmin, action: '@SUM(A1)', entity: HYPERLINK, entityId: DDE, detail: { note: '-5' } });
    await writeAuditEntry(app.db, { actorUserId: null, action: '+1', entity: '\rleading CR', entityId: '-5' });
    await writeAuditEntry(app.db, { actorUserId: null, action: 'data.repair', entity: '\tleading tab' });
    const reply = await as('superAdmin', { method: 'GET', url: '/api/audit/export' });
    expect(reply.statusCode, reply.body).toBe(200);
    const rows = parse(reply.body) as string[][];
    expect(formulas(rows.flat())).toEqual([]);
    const cells = rows.flat();
    for (const value of HOSTILE) expect(cells, JSON.stringify(value)).toContain(`'${value}`);
    expect(cells).toContain("'@SUM(A1) Chief");
  });

  it('the consumer orders and the report\'s spreadsheet: text cells neutralised, quantities and dates as themselves', async () => {
    await app.db.updateTable('products').set({ name: '\tleading tab' }).where('id', '=', NARCAN).execute();
    await insertConsumerOrders(app.db, [
      { orderDate: '2025-03-10T15:00:00.000Z', quantity: 2, reason: '@SUM(A1)', trackingNumber: '\rleading CR' },
      { orderDate: '2025-03-11T15:00:00.000Z', quantity: 1, reason: '-5', trackingNumber: '+1' },
    ]);

    const reply = await as('admin', { method: 'GET', url: '/api/consumer-orders/export' });
    expect(reply.statusCode).toBe(200);
    const orders = await worksheet(reply.rawPayload, 'Consumer Orders');
    expect(formulas(cellsOf(orders))).toEqual([]);
    const byReason = (sheet: ExcelJS.Worksheet, column: number, reason: string) => {
      let found: ExcelJS.Row | undefined;
      sheet.eachRow((row) => { if (row.getCell(column).value === reason) found = row; });
      return found!;
    };
    const first = byReason(orders, 8, "'@SUM(A1)");
    // XML turns a carriage return into a line feed when the file is read: the cell still starts with the apostrophe.
    expect([first.getCell(3).value, first.getCell(9).value, first.getCell(7).value]).toEqual(["'\tleading tab", expect.stringMatching(/^'[\r\n]leading CR$/), 2]);
    expect(first.getCell(6).value).toBeInstanceOf(Date);
    expect(byReason(orders, 8, "'-5").getCell(9).value).toBe("'+1");

    const report = await ordersSpreadsheet(app.db, 'weekly', '2025-W11', { from: new Date('2025-03-10T00:00:00Z'), to: new Date('2025-03-17T00:00:00Z') });
    const sheet = await worksheet(report.content, 'Orders');
    expect(formulas(cellsOf(sheet))).toEqual([]);
    const row = byReason(sheet, 7, "'@SUM(A1)");
    expect([row.getCell(3).value, row.getCell(5).value, row.getCell(6).value]).toEqual(["'\tleading tab", 2, 4]);
    expect(byReason(sheet, 7, "'-5").getCell(5).value).toBe(1);
  });

  it('the translations file: flow texts neutralised for the translator, and a file brought back unchanged changes nothing', async () => {
    const live = (await as('admin', { method: 'GET', url: '/api/flows' })).json<FlowSummary[]>()[0]!.live!.version;
    const draft = (await as('admin', { method: 'POST', url: '/api/flows/consumer/drafts', payload: { from: live } })).json<FlowVersionDetail>().version.version;
    const patched = await as('admin', {
      method: 'PATCH', url: `/api/flows/consumer/versions/${draft}`,
      payload: [{ op: 'replace', path: '/title/en', value: HYPERLINK }, { op: 'replace', path: '/title/es', value: '-5' }, { op: 'replace', path: '/drug/fallback/es', value: '@SUM(A1)' }],
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const before = (await as('admin', { method: 'GET', url: `/api/flows/consumer/versions/${draft}` })).json<FlowVersionDetail>().definition;

    const csv = await as('admin', { method: 'GET', url: `/api/flows/consumer/versions/${draft}/translations/export?locale=es&format=csv` });
    expect(csv.statusCode).toBe(200);
    const rows = parse(csv.body) as string[][];
    expect(formulas(rows.flat())).toEqual([]);
    expect(rows.find((r) => r[0] === '/title')).toEqual(['/title', `'${HYPERLINK}`, "'-5", 'translated']);
    expect(rows.find((r) => r[0] === '/drug/fallback')?.[2]).toBe("'@SUM(A1)");

    // Brought back as it went out, the file changes nothing: its preview says so, and applying it is refused.
    const preview = await as('admin', { method: 'POST', url: `/api/flows/consumer/versions/${draft}/translations/preview`, payload: { format: 'csv', content: csv.body } });
    expect(preview.statusCode, preview.body).toBe(200);
    const seen = preview.json<TranslationPreview>();
    expect(seen.counts).toEqual(expect.objectContaining({ changed: 0, refused: 0 }));
    expect(seen.counts.unchanged).toBeGreaterThan(0);
    const back = await as('admin', {
      method: 'POST', url: `/api/flows/consumer/versions/${draft}/translations`, payload: { format: 'csv', content: csv.body, previewed: seen.sha256 },
    });
    expect(back.statusCode, back.body).toBe(422);
    const after = (await as('admin', { method: 'GET', url: `/api/flows/consumer/versions/${draft}` })).json<FlowVersionDetail>().definition;
    expect(after).toEqual(before);
  });
});
