import { existsSync } from 'node:fs';
import { DEFAULT_MIGRATION_TABLE, sql } from 'kysely';
import { createDatabase, type DatabaseTarget } from './database.ts';
import { isDatabaseUnavailable } from './database-unavailable.ts';
import { runPgTool } from './pg-client-tools.ts';

type PostgresTarget = Extract<DatabaseTarget, { dialect: 'postgres' }>;

const firstLines = (text: string) => text.trim().split('\n').slice(0, 3).join(' ');

/** The schema holding the portal's tables in a pg_dump archive (where its migrations table is), read from its list. */
async function schemaOfBackup(file: string): Promise<string> {
  if (!existsSync(file)) throw new Error(`There is no backup file ${file}. Nothing was changed.`);
  const list = await runPgTool('pg_restore', ['--list', file]);
  if (list.status !== 0) throw new Error(`${file} cannot be restored: it is damaged or not a backup made by pg_dump (${firstLines(list.stderr)}). Nothing was changed.`);
  const schema = new RegExp(`^\\d+; \\d+ \\d+ TABLE (\\S+) ${DEFAULT_MIGRATION_TABLE} `, 'm').exec(list.stdout)?.[1];
  if (!schema) throw new Error(`${file} cannot be restored: it holds no portal database (no migrations table). Nothing was changed.`);
  return schema;
}

/**
 * Makes sure the target can take the backup's schema: the schema DATABASE_URL names (or the database's default) is
 * the backup's, and it holds no table unless `replace`. Creates the schema when missing; says whether it did.
 */
async function prepareTarget(target: PostgresTarget, schema: string, replace: boolean): Promise<{ created: boolean }> {
  const db = createDatabase(target.connectionString, { poolSize: 1 });
  try {
    const into = target.schema ?? (await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db)).rows[0]?.schema ?? 'public';
    if (into !== schema) {
      throw new Error(`The backup holds the portal's tables in schema "${schema}", but DATABASE_URL works in schema "${into}". `
        + `Restore with ?schema=${schema} at the end of DATABASE_URL, and start the portal with that DATABASE_URL. Nothing was changed.`);
    }
    const { rows } = await sql<{ tables: string }>`select count(*) as tables from information_schema.tables where table_schema = ${schema}`.execute(db);
    const tables = Number(rows[0]?.tables ?? 0);
    if (tables > 0 && !replace) {
      throw new Error(`Schema "${schema}" of the database in DATABASE_URL already holds ${tables} tables. Restoring replaces the portal's tables: `
        + 'stop the portal, then run the restore again with --replace. Nothing was changed.');
    }
    const exists = (await sql`select 1 from information_schema.schemata where schema_name = ${schema}`.execute(db)).rows.length > 0;
    if (!exists) await sql`create schema ${sql.id(schema)}`.execute(db);
    return { created: !exists };
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === '3D000') throw new Error(`The database in DATABASE_URL does not exist: create it (createdb), then run the restore again. Nothing was changed.`, { cause: error });
    if (isDatabaseUnavailable(error)) throw new Error(`PostgreSQL at DATABASE_URL cannot be reached (${(error as Error).message}). Nothing was changed.`, { cause: error });
    throw error;
  } finally {
    await db.destroy();
  }
}

/**
 * Restores a PostgreSQL backup (npm run backup: pg_dump's custom format) into the database of DATABASE_URL, in the
 * schema the backup was taken from: one transaction, so a restore that fails part-way (a damaged file, say) leaves
 * the target as it was. Refuses a target schema that holds tables unless `replace`, which drops the backup's tables
 * there before restoring them (in the same transaction).
 */
export async function restorePostgres(file: string, target: PostgresTarget, options: { replace: boolean }): Promise<void> {
  const schema = await schemaOfBackup(file);
  const { created } = await prepareTarget(target, schema, options.replace);
  const restore = await runPgTool('pg_restore', [
    '--single-transaction', '--exit-on-error', '--no-owner', '--no-privileges', `--schema=${schema}`,
    ...(options.replace ? ['--clean', '--if-exists'] : []), `--dbname=${target.connectionString}`, file,
  ]);
  if (restore.status === 0) return;
  if (created) {
    const db = createDatabase(target.connectionString, { poolSize: 1 });
    await sql`drop schema if exists ${sql.id(schema)}`.execute(db).catch(() => {});
    await db.destroy();
  }
  throw new Error(`${file} cannot be restored: pg_restore stopped on "${firstLines(restore.stderr)}". Nothing was changed (the restore is one transaction).`);
}
