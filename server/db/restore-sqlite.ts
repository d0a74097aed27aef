import { existsSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { copySqliteDatabase } from './sqlite-copy.ts';
import { DEFAULT_MIGRATION_TABLE as MIGRATION_TABLE } from 'kysely';

const tablesOf = (db: SqliteDatabase.Database) => (db.prepare("select name from sqlite_master where type = 'table'").all() as { name: string }[]).map((t) => t.name);

/** Opens a backup and makes sure it is a whole portal database; otherwise says why, in one sentence. */
function openBackup(file: string): SqliteDatabase.Database {
  if (!existsSync(file)) throw new Error(`There is no backup file ${file}. Nothing was changed.`);
  let backup: SqliteDatabase.Database | undefined;
  try {
    backup = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
    const check = String(backup.pragma('quick_check', { simple: true }));
    if (check !== 'ok') throw new Error(check.split('\n').slice(0, 2).join(' '));
    if (!tablesOf(backup).includes(MIGRATION_TABLE)) throw new Error('it holds no portal database (no migrations table)');
    return backup;
  } catch (error) {
    backup?.close();
    throw new Error(`${file} cannot be restored: it is damaged or not a backup of the portal (${(error as Error).message}). Nothing was changed.`, { cause: error });
  }
}

/**
 * Restores a SQLite backup (npm run backup) into `target`, a new file (its folder made as needed) or, with
 * `replace`, an existing database replaced whole. Refuses, changing nothing, a backup that is missing or damaged, and
 * a target that already holds tables without `replace`. SQLite's online backup writes the target in one transaction.
 */
export async function restoreSqlite(file: string, target: string, options: { replace: boolean }): Promise<void> {
  const backup = openBackup(file);
  try {
    if (existsSync(target)) {
      const existing = new SqliteDatabase(target, { readonly: true, fileMustExist: true });
      let tables: string[];
      try {
        tables = tablesOf(existing);
      } catch (error) {
        throw new Error(`${target} exists and is not a SQLite database (${(error as Error).message}): move it away first. Nothing was changed.`, { cause: error });
      } finally {
        existing.close();
      }
      if (tables.length > 0 && !options.replace) {
        throw new Error(`${target} already holds a database (${tables.length} tables). Restoring replaces all of it: stop the portal, then run the restore again with --replace. Nothing was changed.`);
      }
    } else {
      mkdirSync(dirname(resolve(target)), { recursive: true });
    }
    await copySqliteDatabase(backup, target);
  } finally {
    backup.close();
  }
}
