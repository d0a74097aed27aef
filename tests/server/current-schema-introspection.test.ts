import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { inCurrentSchema } from '#server/db/current-schema-introspection.ts';
import { migrateToLatest } from '#server/db/migrator.ts';
import { testDatabases } from './test-db.ts';

const postgres = testDatabases().filter((database) => database.name === 'postgres');

describe.each(postgres)('the migrator on $name', (database) => {
  it('sees the tables of its own schema only, and migrates while another schema is dropped', async () => {
    const db = await database.connect();
    const { rows: [current] } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
    const other = `${current!.schema}_other`;
    await sql`create schema ${sql.id(other)}`.execute(db);
    await sql`create table ${sql.id(other, 'foreign_rows')} (n integer)`.execute(db);
    await sql`create table own_rows (n integer)`.execute(db);
    try {
      const scoped = inCurrentSchema(db, current!.schema);
      expect((await scoped.introspection.getTables()).map((t) => [t.schema, t.name])).toEqual([[current!.schema, 'own_rows']]);
      expect(await scoped.introspection.getSchemas()).toEqual([{ name: current!.schema }]);
      // Everything else is the database itself.
      expect((await scoped.selectFrom('own_rows' as never).selectAll().execute())).toEqual([]);
      // Schemas made and dropped all along (other test files, other portals): Kysely's own introspection fails most
      // of its calls meanwhile; the migration and the scoped introspection never do.
      let churning = true;
      const churn = async (k: number) => {
        for (let i = 0; churning; i++) {
          const name = `${other}_${k}_${i}`;
          await sql`create schema ${sql.id(name)}`.execute(db);
          await sql`create table ${sql.id(name, 't')} (n integer)`.execute(db);
          await sql`drop schema ${sql.id(name)} cascade`.execute(db);
        }
      };
      const churners = [churn(1), churn(2), churn(3)];
      try {
        for (let i = 0; i < 30; i++) await scoped.introspection.getTables();
        expect((await migrateToLatest(db)).length).toBeGreaterThan(0);
      } finally {
        churning = false;
        await Promise.all(churners);
      }
    } finally {
      await sql`drop schema ${sql.id(other)} cascade`.execute(db);
    }
  });
});
