import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsumerOrderDetail } from '#schemas/generated/consumer-order-detail.ts';
import type { Progress, ProgressRow } from '#schemas/generated/progress.ts';
import { browserHeaders, createUser, sessionCookie } from './auth-helpers.ts';
import { buildFlowApp, maria, setQuota, walk, type Person } from './flow-helpers.ts';
import { testDatabases } from './test-db.ts';

/*
 * Progress and the weekly report email count what their labels say (docs/product.md#quotas-and-progress, decision 063):
 * "Taken from quota" is every order of the month not cancelled, "Shipped" only the shipped and delivered ones, and
 * "Remaining" the quota minus what was taken. Orders are placed through the questionnaire and moved by staff.
 */

/** Someone else at Maria's address: held for review. */
const ana: Person = { ...maria, firstName: 'Ana', lastName: 'Ruiz', dob: '1990-01-15', email: 'ana.ruiz@example.org', phone: '303-555-0177', qty: 2 };
const sam: Person = { ...maria, firstName: 'Sam', lastName: 'Okafor', dob: '1979-04-30', email: 'sam.okafor@example.org', phone: '720-555-0110', address: '2200 Larimer St', address2: '', qty: 1 };
const lee: Person = { ...maria, firstName: 'Lee', lastName: 'Park', dob: '1993-09-12', email: 'lee.park@example.org', phone: '970-555-0123', address: '15 Pine Ave', address2: '', city: 'Boulder', zip: '80302', qty: 3 };

const QUOTA = 480;
let serial = 0;
const tracking = () => `9400111899${String(++serial).padStart(12, '0')}`;

/** The report's text tables as rows of cells named by their header (columns are two spaces or more apart). */
function textTableRows(text: string, caption: string): Record<string, string>[] {
  const lines = text.split('\n');
  const start = lines.indexOf(caption);
  const head = lines[start + 1]!.split(/ {2,}/);
  const rows: Record<string, string>[] = [];
  for (const line of lines.slice(start + 2)) {
    if (line.trim() === '') break;
    const cells = line.split(/ {2,}/);
    rows.push(Object.fromEntries(head.map((h, i) => [h, cells[i]!])));
  }
  return rows;
}

describe.each(testDatabases())('Progress and the report email count what their labels say on $name', (database) => {
  let app: FastifyInstance;
  let clock: { at: Date };
  let adminCookie: string;
  let superCookie: string;
  const units: Record<string, number> = {};
  const mrns: Record<string, string> = {};

  const as = (cookie: string, options: InjectOptions) => app.inject({ ...options, headers: { ...browserHeaders(app, options.method ?? 'GET', cookie), ...(options.headers ?? {}) } });
  const move = async (who: string, body: Record<string, unknown>) => {
    const reply = await as(adminCookie, { method: 'POST', url: `/api/consumer-orders/${mrns[who]}/status`, payload: body });
    expect(reply.statusCode, reply.body).toBe(200);
  };
  const colorado = async (): Promise<ProgressRow> => {
    const reply = await as(adminCookie, { method: 'GET', url: '/api/orders/progress?year=2025&month=3&state=CO' });
    expect(reply.statusCode, reply.body).toBe(200);
    const rows = reply.json<Progress>().rows;
    expect(rows).toHaveLength(1);
    return rows[0]!;
  };
  const sum = (...who: string[]) => who.reduce((total, w) => total + units[w]!, 0);

  beforeAll(async () => {
    ({ app, clock } = await buildFlowApp(database)); // Friday 14 March 2025
    await setQuota(app, 'CO', QUOTA);
    // In force since before March 2025 (Progress reads a month's quota from when it was set).
    await app.db.updateTable('quotas').set({ created_at: '2025-01-01T00:00:00.000Z' }).where('state', '=', 'CO').execute();
    const admin = await createUser(app.db, { email: 'ops@example.org', role: 'admin', firstName: 'Olivia' });
    const chief = await createUser(app.db, { email: 'chief@example.org', role: 'superAdmin', firstName: 'Chris' });
    await app.db.updateTable('users').set({ sub_weekly_orders: 1 }).where('id', '=', chief).execute();
    adminCookie = await sessionCookie(app, admin);
    superCookie = await sessionCookie(app, chief);
    for (const [who, person] of Object.entries({ maria, ana, sam, lee })) {
      const run = await walk(app, person);
      expect(run.mrn, who).toBeTruthy();
      mrns[who] = run.mrn!;
      const detail = (await as(adminCookie, { method: 'GET', url: `/api/consumer-orders/${run.mrn}` })).json<ConsumerOrderDetail>();
      units[who] = detail.units;
    }
  });
  afterAll(() => app.close());

  it('counts nothing as shipped while the month\'s orders wait, though all of them are taken from the quota', async () => {
    const statuses = await Promise.all(Object.values(mrns).map(async (mrn) => (await as(adminCookie, { method: 'GET', url: `/api/consumer-orders/${mrn}` })).json<ConsumerOrderDetail>().status));
    expect(statuses.sort()).toEqual(['approved', 'approved', 'approved', 'needs review']);
    const taken = sum('maria', 'ana', 'sam', 'lee');
    expect(await colorado()).toMatchObject({ usedUnits: taken, shippedUnits: 0, quotaLimit: QUOTA, remaining: QUOTA - taken });
  });

  it('counts shipped and delivered orders as shipped, and a cancelled one in neither figure', async () => {
    await move('maria', { status: 'shipped', from: 'approved', carrier: 'USPS', trackingNumber: tracking() });
    await move('sam', { status: 'shipped', from: 'approved', carrier: 'UPS', trackingNumber: tracking() });
    await move('sam', { status: 'delivered', from: 'shipped' });
    await move('lee', { status: 'cancelled', from: 'approved', reason: 'Asked to cancel by phone.' });
    const taken = sum('maria', 'ana', 'sam');
    const shipped = sum('maria', 'sam');
    const row = await colorado();
    expect(row).toMatchObject({ usedUnits: taken, shippedUnits: shipped, remaining: QUOTA - taken });
    // Ana's order, held for review, holds its units without having shipped.
    expect(row.usedUnits - row.shippedUnits).toBe(units.ana);
    const trend = (await as(adminCookie, { method: 'GET', url: '/api/orders/progress/trend?to=2025-03&months=1&state=CO' })).json<Progress>();
    expect(trend.rows.map((r) => [r.period, r.usedUnits, r.shippedUnits])).toEqual([['2025-03', taken, shipped]]);
  });

  it('gives the same figures, under the same labels, in the weekly report email', async () => {
    clock.at = new Date('2025-03-17T14:05:00Z'); // Monday 17 March, 07:05 in Denver: the week of 10 to 16 March is due
    const run = await as(superCookie, { method: 'POST', url: '/api/jobs/weekly-orders/run', payload: { period: '2025-W11' } });
    expect(run.statusCode, run.body).toBe(200);
    const email = await app.db.selectFrom('outbox').select(['to_address', 'text_body', 'html_body']).where('kind', '=', 'report-weekly').executeTakeFirstOrThrow();
    expect(email.to_address).toBe('chief@example.org');
    const row = await colorado();
    expect([row.usedUnits, row.shippedUnits]).toEqual([sum('maria', 'ana', 'sam'), sum('maria', 'sam')]);
    const byState = textTableRows(email.text_body, 'By state');
    expect(byState.find((r) => r.State === 'Colorado')).toMatchObject({
      'Quota month': 'March 2025',
      Quota: String(QUOTA),
      'Taken from quota': String(row.usedUnits),
      Shipped: String(row.shippedUnits),
      Remaining: `${row.remainingPercent!.toFixed(2)} %`,
    });
    expect(email.text_body).not.toContain('Units used');
    for (const label of ['Taken from quota', 'Shipped', 'Remaining']) expect(email.html_body).toContain(`>${label}</th>`);
  });
});
