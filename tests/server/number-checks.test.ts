import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '#server/db/database.ts';
import { dialectOf } from '#server/db/dialect.ts';
import { migrateToBefore, migrateToLatest } from '#server/db/migrator.ts';
import { adminFixture, NARCAN, type AdminFixture } from './admin/admin-fixtures.ts';
import { testDatabases } from './test-db.ts';

/*
 * Migration 0005 (range checks of stored numbers): rows already out of range are repaired and reported; and a
 * bad row that got in before (a legacy database) never takes a list down.
 */

/** A value no check allows: SQLite's infinity where it can be stored, else one beyond every range. */
const tooBig = (db: Db) => (dialectOf(db) === 'sqlite' ? sql.raw('9e999') : sql.raw('2000000000'));

describe.each(testDatabases())('migration 0005 on $name', (database) => {
  it('repairs and reports rows already out of range, then refuses new ones', async () => {
    const db = await database.connect();
    await migrateToLatest(db);
    await migrateToBefore(db, '0005-number-checks');
    const at = new Date().toISOString();
    await db.insertInto('us_states').values([{ code: 'KY', name: 'Kentucky', time_zone: null }, { code: 'CO', name: 'Colorado', time_zone: null }]).execute();
    await db.insertInto('quotas').values([
      { id: 'q-ky', state: 'KY', quota_period: 'MONTHLY', quantity: 5, created_at: at, updated_at: at },
      { id: 'q-co', state: 'CO', quota_period: 'MONTHLY', quantity: -4, created_at: at, updated_at: at },
    ]).execute();
    await sql`update quotas set quantity = ${tooBig(db)} where id = 'q-ky'`.execute(db);
    await db.insertInto('quota_usage').values([{ state: 'KY', period: '2026-01', used_units: -3 }, { state: 'CO', period: '2026-01', used_units: 7 }]).execute();

    expect((await migrateToLatest(db))[0]).toBe('0005-number-checks applied');

    const quotas = await db.selectFrom('quotas').select(['id', 'quantity']).orderBy('id').execute();
    expect(quotas.map((q) => [q.id, Number(q.quantity)])).toEqual([['q-co', 0], ['q-ky', 100_000_000]]);
    const usage = await db.selectFrom('quota_usage').select(['state', 'used_units']).orderBy('state').execute();
    expect(usage.map((u) => [u.state, Number(u.used_units)])).toEqual([['CO', 7], ['KY', 0]]);
    const reports = await db.selectFrom('audit_log').select(['entity', 'entity_id', 'detail']).where('action', '=', 'data.repair').orderBy('entity_id').execute();
    expect(reports.map((r) => [r.entity, r.entity_id])).toEqual([['quota_usage', 'KY'], ['quotas', 'q-co'], ['quotas', 'q-ky']]);
    expect(JSON.parse(reports[2]!.detail!)).toMatchObject({ table: 'quotas', column: 'quantity', old: dialectOf(db) === 'sqlite' ? 'Inf' : '2000000000', max: 100_000_000 });

    await expect(sql`update quotas set quantity = ${tooBig(db)}`.execute(db)).rejects.toThrow(/quotas_quantity_range/);
    await expect(db.updateTable('quota_usage').set({ used_units: -1 }).execute()).rejects.toThrow(/quota_usage_used_units_range/);
    await db.updateTable('quotas').set({ quantity: 42 }).where('id', '=', 'q-ky').execute();
  });
});

describe.each(testDatabases())('a legacy out-of-range row on $name', (database) => {
  let f: AdminFixture;
  beforeAll(async () => {
    f = await adminFixture(database);
    const headers = { origin: f.app.config.publicOrigin };
    await f.as('admin', { method: 'POST', url: '/api/quotas', headers, payload: { state: 'KY', quantity: 500 } });
    await f.as('customer', { method: 'POST', url: '/api/bulk-orders', headers, payload: { customerId: 'C-1', productId: NARCAN, quantity: 5 } });
    // A database written before the checks: remove them, then store what the old validator let through.
    const db = f.db;
    if (dialectOf(db) === 'postgres') {
      for (const [table, column] of [['quotas', 'quantity'], ['bulk_orders', 'quantity'], ['quota_usage', 'used_units']]) {
        await sql`alter table ${sql.table(table!)} drop constraint ${sql.id(`${table}_${column}_range`)}`.execute(db);
      }
    } else {
      for (const name of ['quotas_quantity_range', 'bulk_orders_quantity_range', 'quota_usage_used_units_range']) {
        for (const event of ['insert', 'update']) await sql`drop trigger ${sql.id(`${name}_${event}`)}`.execute(db);
      }
    }
    await sql`update quotas set quantity = ${tooBig(db)}`.execute(db);
    await sql`update bulk_orders set quantity = ${tooBig(db)}`.execute(db);
    await db.insertInto('quota_usage').values({ state: 'KY', period: '2026-11', used_units: -7 }).execute();
  }, 60_000);
  afterAll(() => f.app.close());

  it.each([
    ['admin', '/api/quotas'],
    ['admin', '/api/quotas/state/KY'],
    [null, '/api/quotas/remaining'],
    [null, '/api/quotas/remaining?state=KY'],
    ['admin', '/api/orders/progress?year=2026'],
    ['admin', '/api/orders/progress?year=2026&state=KY'],
    ['customer', '/api/bulk-orders'],
    ['admin', '/api/orders/gpo-user/x'],
  ] as const)('%s GET %s answers 200 with the value held to its range', async (role, url) => {
    const res = await f.as(role, { method: 'GET', url });
    expect(res.statusCode, res.body).toBeLessThan(500);
    if (!url.includes('gpo-user')) expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(/Infinity|Inf\b|null,"quantity"|"quantity":null/);
  });

  it('shows the bad row at the nearest allowed value', async () => {
    const quotas = (await f.as('admin', { method: 'GET', url: '/api/quotas' })).json<{ quantity: number }[]>();
    expect(quotas[0]?.quantity).toBe(100_000_000);
    const orders = (await f.as('customer', { method: 'GET', url: '/api/bulk-orders' })).json<{ items: { quantity: number }[] }>();
    expect(orders.items[0]?.quantity).toBe(1_000_000);
  });
});
