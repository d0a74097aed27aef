import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditActions, AuditEntryView } from '#schemas/generated/audit.ts';
import type { Progress } from '#schemas/generated/progress.ts';
import { testDatabases } from './test-db.ts';
import { adminFixture, NARCAN, type AdminFixture } from './admin/admin-fixtures.ts';

type Page = { items: AuditEntryView[]; total: number };

describe.each(testDatabases())('the audit trail and the quota history on $name', (database) => {
  let f: AdminFixture;
  beforeAll(async () => {
    f = await adminFixture(database);
  });
  afterAll(() => f.app.close());

  const audit = async (query: string) => {
    const reply = await f.as('superAdmin', { method: 'GET', url: `/api/audit${query}` });
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json<Page>();
  };

  it('records each quota create, change and delete with before → after, and keeps the quota\'s history', async () => {
    expect((await f.as('admin', { method: 'POST', url: '/api/quotas', payload: { state: 'NM', quantity: 100 } })).statusCode).toBe(201);
    expect((await f.as('admin', { method: 'PATCH', url: '/api/quotas/NM', payload: { quantity: 250 } })).statusCode).toBe(200);
    const id = (await f.as('admin', { method: 'GET', url: '/api/quotas/state/NM' })).json<{ id: string }>().id;
    expect((await f.as('admin', { method: 'DELETE', url: `/api/quotas/${id}` })).statusCode).toBe(204);

    const page = await audit('?action=quotas.');
    expect(page.items.map((e) => [e.action, e.entityId, e.detail, e.actor?.email])).toEqual([
      ['quotas.delete', 'NM', { before: 250, after: null }, 'admin@example.org'],
      ['quotas.change', 'NM', { before: 100, after: 250 }, 'admin@example.org'],
      ['quotas.create', 'NM', { before: null, after: 100 }, 'admin@example.org'],
    ]);
    const history = await f.db.selectFrom('quota_history').select(['quantity', 'actor_user_id']).where('state', '=', 'NM').orderBy('effective_at').execute();
    expect(history.map((h) => (h.quantity === null ? null : Number(h.quantity)))).toEqual([100, 250, null]);
    expect(new Set(history.map((h) => h.actor_user_id))).toEqual(new Set([f.userId.admin]));
  });

  it('records a bulk order\'s status move and a user\'s role change, by name, before → after', async () => {
    const at = new Date().toISOString();
    await f.db.insertInto('bulk_orders').values({ id: 'B-AUD', customer_id: 'C-1', product_id: NARCAN, user_email: 'a@clinic.org', quantity: 4, order_status: 'created', created_at: at, updated_at: at }).execute();
    expect((await f.as('admin', { method: 'PATCH', url: '/api/bulk-orders', payload: { id: 'B-AUD', orderStatus: 'open' } })).statusCode).toBe(200);
    const [bulk] = (await audit('?action=bulk-orders.status')).items;
    expect(bulk).toMatchObject({ entityId: 'B-AUD', detail: { from: 'created', to: 'open' } });

    const patch = await f.as('superAdmin', { method: 'PATCH', url: `/api/user/${f.userId.admin}`, payload: { claims: { role: 'superAdmin', customers: [] } } });
    expect(patch.statusCode, patch.body).toBe(200);
    const [user] = (await audit(`?action=user.update&entityId=${f.userId.admin}`)).items;
    expect(user!.detail).toMatchObject({ role: { before: 'admin', after: 'superAdmin' } });
    await f.as('superAdmin', { method: 'PATCH', url: `/api/user/${f.userId.admin}`, payload: { claims: { role: 'admin', customers: [] } } });
  });

  it('filters by who and by when, lists its choices, and exports what matches as CSV (recording the export)', async () => {
    const byAdmin = await audit(`?actorUserId=${f.userId.admin}`);
    expect(byAdmin.items.length).toBeGreaterThan(0);
    expect(byAdmin.items.every((e) => e.actor?.id === f.userId.admin)).toBe(true);
    expect((await audit('?to=2000-01-01')).total).toBe(0);
    const choices = (await f.as('superAdmin', { method: 'GET', url: '/api/audit/choices' })).json<AuditActions>();
    expect(choices.kinds.map((k) => k.label)).toEqual(expect.arrayContaining(['Quotas changed', 'Bulk orders changed', 'User accounts changed']));
    expect(choices.actors.map((a) => a.email)).toEqual(expect.arrayContaining(['admin@example.org', 'super@example.org']));

    const csv = await f.as('superAdmin', { method: 'GET', url: '/api/audit/export?action=quotas.' });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const [header, ...rows] = parse(csv.body) as string[][];
    expect(header).toEqual(['When (UTC)', 'Who', 'Who (email)', 'What happened', 'In detail', 'Action', 'Record', 'Record id', 'Detail']);
    expect(rows.map((r) => r[5])).toEqual(['quotas.delete', 'quotas.change', 'quotas.create']);
    expect(rows.map((r) => r[3])).toEqual([
      'Test admin removed New Mexico\'s monthly quota of 250 units', 'Test admin changed New Mexico\'s monthly quota from 100 to 250 units',
      'Test admin set New Mexico\'s monthly quota at 100 units',
    ]);
    expect(JSON.parse(rows[0]![8]!)).toEqual({ before: 250, after: null });
    const [exported] = (await audit('?action=audit.export')).items;
    expect(exported!.detail).toEqual({ filters: ['action'], rows: 3 });
  });

  it('is for superAdmins only', async () => {
    expect((await f.as('admin', { method: 'GET', url: '/api/audit' })).statusCode).toBe(403);
    expect((await f.as('customer', { method: 'GET', url: '/api/audit/export' })).statusCode).toBe(403);
    expect((await f.as(null, { method: 'GET', url: '/api/audit/choices' })).statusCode).toBe(401);
  });

  it('shows a past month against the quota in force then, and no quota where it had been deleted', async () => {
    const at = new Date().toISOString();
    await f.db.insertInto('quotas').values({ id: 'q-co', state: 'CO', quota_period: 'MONTHLY', quantity: 1000, created_at: at, updated_at: at }).execute();
    await f.db.insertInto('quota_history').values([
      { id: 'h1', state: 'CO', quantity: 2400, effective_at: '2022-09-15T16:00:00.000Z', actor_user_id: null },
      { id: 'h2', state: 'CO', quantity: 1000, effective_at: '2023-01-10T16:00:00.000Z', actor_user_id: null },
      { id: 'h3', state: 'KY', quantity: 50, effective_at: '2022-01-03T16:00:00.000Z', actor_user_id: null },
      { id: 'h4', state: 'KY', quantity: null, effective_at: '2022-06-01T16:00:00.000Z', actor_user_id: null },
    ]).execute();
    await f.db.insertInto('quota_usage').values({ state: 'CO', period: '2022-10', used_units: 600 }).execute();
    const progress = async (year: number, month: number) =>
      (await f.as('admin', { method: 'GET', url: `/api/orders/progress?year=${year}&month=${month}` })).json<Progress>().rows.map((r) => [r.state, r.quotaLimit, r.usedUnits]);
    expect(await progress(2022, 10)).toEqual([['CO', 2400, 600]]);
    expect(await progress(2023, 2)).toEqual([['CO', 1000, 0]]);
    expect(await progress(2022, 3)).toEqual([['KY', 50, 0]]);
    expect(await progress(2022, 8)).toEqual([]);
  });
});
