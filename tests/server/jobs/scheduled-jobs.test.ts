import type { FastifyInstance } from 'fastify';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobsOverview, JobRun } from '#schemas/generated/jobs.ts';
import { browserHeaders, createUser, sessionCookie } from '../auth-helpers.ts';
import { insertConsumerOrders, NARCAN, TEVA } from '../admin/admin-fixtures.ts';
import { buildTestApp, testDatabases } from '../test-db.ts';

/*
 * The scheduler and the report emails (decision 027) on each database: two app instances on one database stand for two
 * server processes (each has its own connections; only the database is shared, as between processes). Time is
 * injected through the app's clock; nothing waits.
 */
describe.each(testDatabases())('scheduled jobs and report emails on $name', (database) => {
  const clock = { at: new Date('2026-11-23T14:05:00Z') }; // Monday 23 November 2026, 07:05 in Denver
  let one: FastifyInstance;
  let two: FastifyInstance;
  let superCookie: string;
  let adminCookie: string;

  beforeAll(async () => {
    one = await buildTestApp({ database, now: () => clock.at });
    two = await buildTestApp({ database, now: () => clock.at });
    const db = one.db;
    const superId = await createUser(db, { email: 'chief@example.org', role: 'superAdmin', firstName: 'Ana' });
    const adminId = await createUser(db, { email: 'weekly@example.org', role: 'admin', firstName: 'Ben' });
    await createUser(db, { email: 'nobody@example.org', role: 'admin' });
    const gone = await createUser(db, { email: 'gone@example.org', role: 'admin', status: 'disabled' });
    await db.updateTable('users').set({ sub_weekly_orders: 1, sub_monthly_orders: 1, sub_quota_thresholds: 1, sub_monthly_funder: 1 }).where('id', 'in', [superId, gone]).execute();
    await db.updateTable('users').set({ sub_weekly_orders: 1 }).where('id', '=', adminId).execute();
    superCookie = await sessionCookie(one, superId);
    adminCookie = await sessionCookie(one, adminId);
    const since = '2026-01-01T00:00:00.000Z';
    await db.insertInto('quotas').values([
      { id: 'q-co', state: 'CO', quota_period: 'MONTHLY', quantity: 1000, created_at: since, updated_at: since },
      { id: 'q-ky', state: 'KY', quota_period: 'MONTHLY', quantity: 100, created_at: since, updated_at: since },
    ]).execute();
    await db.insertInto('quota_usage').values([{ state: 'CO', period: '2026-11', used_units: 12 }, { state: 'KY', period: '2026-11', used_units: 4 }]).execute();
    await insertConsumerOrders(db, [
      // Week 47 (Monday 16 to Sunday 22 November in Denver): 3 orders, 5 kits. 07:30Z on the 16th is 00:30 on Monday
      // in Denver, and 06:59Z on the 23rd is 23:59 on Sunday: both in the week.
      { state: 'CO', orderDate: '2026-11-16T07:30:00.000Z', quantity: 2, productId: NARCAN },
      { state: 'CO', orderDate: '2026-11-20T18:00:00.000Z', quantity: 1, productId: TEVA, reason: 'Refill' },
      { state: 'KY', orderDate: '2026-11-23T06:59:00.000Z', quantity: 2, productId: NARCAN },
      // Week 46: 1 order of 2 kits.
      { state: 'CO', orderDate: '2026-11-12T12:00:00.000Z', quantity: 2, productId: NARCAN },
      // October: 2 orders.
      { state: 'CO', orderDate: '2026-10-05T12:00:00.000Z', quantity: 1, productId: NARCAN },
      { state: 'KY', orderDate: '2026-10-30T12:00:00.000Z', quantity: 3, productId: TEVA },
    ]);
  });
  afterAll(async () => {
    await two.close();
    await one.close();
  });

  const emails = (kind: string) => one.db.selectFrom('outbox').select(['id', 'to_address', 'subject', 'text_body', 'html_body']).where('kind', '=', kind).orderBy('to_address').execute();
  const runs = () => one.db.selectFrom('job_runs').select(['job', 'period', 'status', 'attempts']).orderBy('job').orderBy('period').execute();

  async function spreadsheet(emailId: string): Promise<ExcelJS.Worksheet> {
    const reply = await one.inject({ method: 'GET', url: `/api/outbox/${emailId}/attachments/0`, headers: browserHeaders(one, 'GET', superCookie) });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(reply.rawPayload as never);
    return book.getWorksheet('Orders')!;
  }

  it('runs each due period once when two processes look at the same moment', async () => {
    await Promise.all([one.scheduler.tick(), two.scheduler.tick(), one.scheduler.tick()]);
    expect(await runs()).toEqual([
      // 07:00 in Denver: the kit-expiry emails of today are due at 09:00, yesterday's ran (none to send).
      { job: 'kit-expiry', period: '2026-11-22', status: 'done', attempts: 1 },
      { job: 'monthly-funder', period: '2026-10', status: 'done', attempts: 1 },
      { job: 'monthly-orders', period: '2026-10', status: 'done', attempts: 1 },
      { job: 'quota-thresholds', period: '2026-11-23T07', status: 'done', attempts: 1 },
      { job: 'retention', period: '2026-11-23', status: 'done', attempts: 1 },
      { job: 'weekly-orders', period: '2026-W47', status: 'done', attempts: 1 },
    ]);
    // Active subscribers only: the disabled one and the unsubscribed admin get nothing.
    expect((await emails('report-weekly')).map((e) => e.to_address)).toEqual(['chief@example.org', 'weekly@example.org']);
    expect((await emails('report-monthly')).map((e) => e.to_address)).toEqual(['chief@example.org']);
  });

  it('sends a weekly summary by state, product and reason against the week before, with the week\'s orders as XLSX', async () => {
    const [weekly] = await emails('report-weekly');
    expect(weekly!.subject).toBe('Weekly orders report: the week of November 16 – 22, 2026');
    expect(weekly!.text_body).toContain('All orders: 3 orders, 5 kits (10 units); before: 1 orders, 2 kits; change in kits +150 %.');
    expect(weekly!.text_body).toMatch(/Colorado\s+2\s+3\s+2\s+\+50 %\s+November 2026\s+1,000\s+12\s+0\s+98\.80 %/);
    expect(weekly!.text_body).toMatch(/Kentucky\s+1\s+2\s+0\s+new\s+November 2026\s+100\s+4\s+0\s+96\.00 %/);
    expect(weekly!.text_body).toMatch(/Refill\s+1\s+1\s+0\s+new/);
    expect(weekly!.html_body).toContain('<th scope="row" style="text-align:left;padding:4px 8px;font-weight:normal">Colorado</th>');
    const sheet = await spreadsheet(weekly!.id);
    expect(sheet.getRow(1).values).toEqual([undefined, 'Order Date (UTC)', 'State', 'Product', 'NDC', 'Kits', 'Units', 'Reason', 'Status']);
    expect(sheet.rowCount - 1).toBe(3);
    expect(sheet.getRow(2).getCell(2).value).toBe('CO');
    expect((sheet.getRow(4).getCell(1).value as Date).toISOString()).toBe('2026-11-23T06:59:00.000Z');
  });

  it('sends the monthly report for the month just ended', async () => {
    const [monthly] = await emails('report-monthly');
    expect(monthly!.subject).toBe('Monthly orders report: October 2026');
    expect(monthly!.text_body).toContain('All orders: 2 orders, 4 kits (8 units); before: 0 orders, 0 kits; change in kits new.');
    const sheet = await spreadsheet(monthly!.id);
    expect(sheet.rowCount - 1).toBe(2);
  });

  it('sends the monthly funder report of the month just ended to its subscribers, the report attached (decision 079)', async () => {
    const funder = await emails('report-funder');
    expect(funder.map((e) => e.to_address)).toEqual(['chief@example.org']);
    expect(funder[0]!.subject).toBe('Monthly funder report: October 2026');
    expect(funder[0]!.text_body).toContain('counts from 1 to 10 show as <11');
    const reply = await one.inject({ method: 'GET', url: `/api/outbox/${funder[0]!.id}/attachments/0`, headers: browserHeaders(one, 'GET', superCookie) });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-disposition']).toContain('funder-report-2026-10.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(reply.rawPayload as never);
    expect(book.worksheets.map((w) => w.name)).toEqual(['By month', 'By county', 'Notes']);
    const byMonth = book.getWorksheet('By month')!;
    // October's orders are not shipped and ask for a first kit, and no reversal was reported: every figure is 0, shown as such.
    expect([2, 3].map((r) => (byMonth.getRow(r).values as unknown[]).slice(1))).toEqual([
      ['Colorado', 'October 2026', 0, 0, 0, 0, 0, 0, 0],
      ['Kentucky', 'October 2026', 0, 0, 0, 0, 0, 0, 0],
    ]);
  });

  it('catches up the periods missed while no process ran, up to each job\'s limit', async () => {
    clock.at = new Date('2026-12-14T15:00:00Z'); // Monday 14 December, 08:00 in Denver
    await one.scheduler.tick();
    const periods = (await runs()).filter((r) => r.job.endsWith('-orders')).map((r) => `${r.job}@${r.period}`);
    expect(periods).toEqual(['monthly-orders@2026-10', 'monthly-orders@2026-11', 'weekly-orders@2026-W47', 'weekly-orders@2026-W48', 'weekly-orders@2026-W49', 'weekly-orders@2026-W50']);
    expect(await emails('report-weekly')).toHaveLength(8);
    expect(await emails('report-monthly')).toHaveLength(2);
  });

  it('shows the jobs to a superAdmin only, runs a period by hand once, and refuses a period not over', async () => {
    const headers = (cookie: string, method = 'GET') => browserHeaders(one, method, cookie);
    expect((await one.inject({ method: 'GET', url: '/api/jobs', headers: headers(adminCookie) })).statusCode).toBe(403);
    const overview = (await one.inject({ method: 'GET', url: '/api/jobs', headers: headers(superCookie) })).json<JobsOverview>();
    expect(overview.timeZone).toBe('America/Denver');
    const weekly = overview.jobs.find((j) => j.name === 'weekly-orders')!;
    expect(weekly).toMatchObject({ title: 'Weekly orders report', failing: false, next: { period: '2026-W51', dueAt: '2026-12-21T14:00:00.000Z' } });
    expect(weekly.runs[0]).toMatchObject({ period: '2026-W50', status: 'done', outcome: { subscribers: 2, orders: 0, emails: 2 } });

    const run = (period: string) => one.inject({ method: 'POST', url: '/api/jobs/weekly-orders/run', headers: headers(superCookie, 'POST'), payload: { period } });
    const again = await run('2026-W47');
    expect(again.statusCode).toBe(200);
    expect(again.json<JobRun>()).toMatchObject({ period: '2026-W47', status: 'done', attempts: 1 });
    expect(await emails('report-weekly')).toHaveLength(8);
    expect((await run('2026-W51')).json()).toMatchObject({ code: 'BAD_REQUEST', message: expect.stringContaining('not over yet') });
    expect((await run('2026-13')).statusCode).toBe(400);
    const older = await run('2026-W40');
    expect(older.json<JobRun>()).toMatchObject({ period: '2026-W40', status: 'done' });
    expect(await emails('report-weekly')).toHaveLength(10);
    expect((await one.inject({ method: 'POST', url: '/api/jobs/no-such-job/run', headers: headers(superCookie, 'POST'), payload: { period: '2026-W40' } })).statusCode).toBe(404);
    const audit = await one.db.selectFrom('audit_log').select(['action', 'entity_id']).where('action', '=', 'jobs.run').execute();
    // Each run by hand is recorded (the refused ones ran nothing).
    expect(audit.map((a) => a.entity_id).sort()).toEqual(['weekly-orders@2026-W40', 'weekly-orders@2026-W47']);
  });

  it('offers the latest finished periods of each job to run by hand, and runs one named by a day it holds (decision 066)', async () => {
    const headers = (method = 'GET') => browserHeaders(one, method, superCookie);
    const overview = (await one.inject({ method: 'GET', url: '/api/jobs', headers: headers() })).json<JobsOverview>();
    const job = (name: string) => overview.jobs.find((j) => j.name === name)!;
    // Monday 14 December, 08:00 in Denver: last week is 7–13 December, counted from Denver's midnights.
    expect(job('weekly-orders')).toMatchObject({ unit: 'week', runsAtHour: 7 });
    expect(job('weekly-orders').choices).toEqual([
      { period: '2026-W50', from: '2026-12-07T07:00:00.000Z', to: '2026-12-14T07:00:00.000Z' },
      { period: '2026-W49', from: '2026-11-30T07:00:00.000Z', to: '2026-12-07T07:00:00.000Z' },
      { period: '2026-W48', from: '2026-11-23T07:00:00.000Z', to: '2026-11-30T07:00:00.000Z' },
    ]);
    expect(job('monthly-orders').choices[0]).toEqual({ period: '2026-11', from: '2026-11-01T06:00:00.000Z', to: '2026-12-01T07:00:00.000Z' });
    expect(job('retention')).toMatchObject({ unit: 'day', choices: [{ period: '2026-12-14' }, { period: '2026-12-13' }, { period: '2026-12-12' }] });
    expect(job('quota-thresholds')).toMatchObject({ unit: 'hour', runsAtHour: null, choices: [{ period: '2026-12-14T08' }, { period: '2026-12-14T07' }, { period: '2026-12-14T06' }] });
    expect(job('weekly-orders').runs[0]).toMatchObject({ period: '2026-W50', from: '2026-12-07T07:00:00.000Z', to: '2026-12-14T07:00:00.000Z' });
    expect(job('weekly-orders').next).toMatchObject({ period: '2026-W51', from: '2026-12-14T07:00:00.000Z' });

    const run = (name: string, payload: object) => one.inject({ method: 'POST', url: `/api/jobs/${name}/run`, headers: headers('POST'), payload });
    const byDay = await run('weekly-orders', { day: '2026-11-18' });
    expect(byDay.json<JobRun>()).toMatchObject({ period: '2026-W47', status: 'done', from: '2026-11-16T07:00:00.000Z' });
    expect((await run('monthly-orders', { day: '2026-11-30' })).json<JobRun>()).toMatchObject({ period: '2026-11', status: 'done' });
    expect((await run('weekly-orders', { day: '2026-12-15' })).json()).toMatchObject({ code: 'BAD_REQUEST', message: 'That week is not over yet: choose one that has ended.' });
    expect((await run('weekly-orders', { day: 'last week' })).json()).toMatchObject({ code: 'BAD_REQUEST', message: 'Choose a day of the calendar, such as the one the date field offers.' });
    expect((await run('weekly-orders', { day: '2026-02-30' })).statusCode).toBe(400);
    expect((await run('weekly-orders', { period: 'last week' })).json()).toMatchObject({ message: 'That is not a week of this job: choose one of the weeks offered, or a day.' });
    expect((await run('quota-thresholds', { day: '2026-12-01' })).json()).toMatchObject({ message: 'This job runs every hour: choose one of the hours offered, not a day.' });
    expect((await run('weekly-orders', { period: '2026-W47', day: '2026-11-18' })).statusCode).toBe(400);
  });

  it('reports a job whose latest run keeps failing on /api/health, until it is run again', async () => {
    await one.db.updateTable('job_runs').set({ status: 'failed', attempts: 5, last_error: 'SMTP down', next_attempt_at: null })
      .where('job', '=', 'weekly-orders').where('period', '=', '2026-W50').execute();
    await one.scheduler.tick();
    expect((await one.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok', failingJobs: ['weekly-orders'] });
    const rerun = await one.inject({ method: 'POST', url: '/api/jobs/weekly-orders/run', headers: browserHeaders(one, 'POST', superCookie), payload: { period: '2026-W50' } });
    expect(rerun.json<JobRun>()).toMatchObject({ status: 'done', attempts: 6, lastError: null });
    await one.scheduler.tick();
    expect((await one.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok', failingJobs: [] });
  });
});
