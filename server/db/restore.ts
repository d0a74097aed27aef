import { closeSync, existsSync, openSync, readSync } from 'node:fs';
import { createDatabase, parseDatabaseUrl } from './database.ts';
import { migrationState } from './migrator.ts';
import { restorePostgres } from './restore-postgres.ts';
import { restoreSqlite } from './restore-sqlite.ts';

const dialectName = { sqlite: 'SQLite', postgres: 'PostgreSQL' } as const;

/** Which database a backup file is of, from its first bytes (SQLite's header, pg_dump's archive mark). */
function backupDialect(path: string): 'sqlite' | 'postgres' | undefined {
  const head = Buffer.alloc(16);
  const fd = openSync(path, 'r');
  try {
    readSync(fd, head, 0, head.length, 0);
  } finally {
    closeSync(fd);
  }
  if (head.toString('latin1') === 'SQLite format 3\0') return 'sqlite';
  return head.subarray(0, 5).toString('latin1') === 'PGDMP' ? 'postgres' : undefined;
}

/**
 * What `npm run restore -- <file> [--replace]` does (decision 045): a backup of `npm run backup` into the database of
 * `databaseUrl`, by the restore of its kind. Resolves with the sentence saying what was restored and how many
 * migrations it records; rejects, having changed nothing, with one sentence saying why: a missing file, a damaged one,
 * a backup of the other kind of database, a target that cannot take it or holds tables without `replace`.
 */
export async function restoreBackup(file: string, databaseUrl: string, options: { replace: boolean }): Promise<string> {
  const target = parseDatabaseUrl(databaseUrl);
  if (!existsSync(file)) throw new Error(`There is no backup file ${file}. Nothing was changed.`);
  const made = backupDialect(file);
  if (made && made !== target.dialect) {
    throw new Error(`${file} is a backup of a ${dialectName[made]} database, and DATABASE_URL names a ${dialectName[target.dialect]} one. Nothing was changed.`);
  }
  if (target.dialect === 'sqlite') {
    if (target.filename === ':memory:') throw new Error('DATABASE_URL points at an in-memory database: restore into a file (sqlite:<file>).');
    await restoreSqlite(file, target.filename, options);
  } else {
    await restorePostgres(file, target, options);
  }
  const db = createDatabase(databaseUrl, { poolSize: 1 });
  try {
    const { applied, pending } = await migrationState(db);
    const where = target.dialect === 'sqlite' ? target.filename : `database ${new URL(target.connectionString).pathname.slice(1)}${target.schema ? `, schema ${target.schema}` : ''}`;
    return `Restored ${file} into ${where}: ${applied.length} migrations recorded${pending.length ? `; the portal applies the ${pending.length} newer ones when it starts` : ''}.`;
  } finally {
    await db.destroy();
  }
}
