import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Db } from '#server/db/database.ts';
import { dialectOf } from '#server/db/dialect.ts';
import { migrateDown, migrateToLatest, migrateToNone, migrations } from '#server/db/migrator.ts';
import { testDatabases } from './test-db.ts';

const migrationsDir = fileURLToPath(new URL('../../server/db/migrations/', import.meta.url));

/** Tables of this database only (on PostgreSQL the introspection would list every schema's). */
async function tableNames(db: Db): Promise<string[]> {
  if (dialectOf(db) === 'postgres') {
    const { rows } = await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = current_schema()`.execute(db);
    return rows.map((r) => r.name).filter((name) => !name.startsWith('kysely_')).sort();
  }
  const tables = await db.introspection.getTables({ withInternalKyselyTables: false });
  return tables.map((t) => t.name).sort();
}

describe('the migration list', () => {
  it('holds every file of server/db/migrations, in name order', () => {
    const files = readdirSync(migrationsDir).filter((f) => f.endsWith('.ts')).map((f) => f.replace(/\.ts$/, '')).sort();
    expect(Object.keys(migrations)).toEqual(files);
  });
});

describe.each(testDatabases())('migrations on $name', (database) => {
  it('go up to the latest, are not applied twice, and come down to an empty database', async () => {
    const db = await database.connect();
    expect(await tableNames(db)).toEqual([]);

    const applied = await migrateToLatest(db);
    expect(applied).toEqual(Object.keys(migrations).map((name) => `${name} applied`));
    expect(await tableNames(db)).toEqual(expect.arrayContaining(['users', 'consumers', 'consumer_orders', 'outbox', 'quota_usage', 'job_runs']));
    expect(await migrateToLatest(db)).toEqual([]);

    // The schema accepts a row of the Database type on this dialect.
    await db.insertInto('us_states').values({ code: 'CO', name: 'Colorado', time_zone: 'America/Denver' }).execute();
    expect(await db.selectFrom('us_states').selectAll().execute()).toEqual([{ code: 'CO', name: 'Colorado', time_zone: 'America/Denver' }]);

    const last = Object.keys(migrations).at(-1)!;
    expect(await migrateDown(db)).toEqual([`${last} reverted`]);
    await migrateToLatest(db);

    const reverted = await migrateToNone(db);
    expect(reverted).toEqual(Object.keys(migrations).reverse().map((name) => `${name} reverted`));
    expect(await tableNames(db)).toEqual([]);
  });

  it('work inside their own database only', async () => {
    const db = await database.connect();
    if (dialectOf(db) === 'postgres') {
      const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
      expect(rows[0]?.schema).toMatch(/^test_[0-9a-f]{12}$/);
    } else {
      const { rows } = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(db);
      expect(rows[0]?.journal_mode).toBe('wal');
      const fk = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db);
      expect(fk.rows[0]?.foreign_keys).toBe(1);
    }
  });
});
