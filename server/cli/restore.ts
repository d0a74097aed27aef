// npm run restore -- <backup file> [--replace]: a backup of npm run backup into the database of DATABASE_URL.
import { closeSync, existsSync, openSync, readSync } from 'node:fs';
import { loadConfigOrExit } from '#server/config/config-or-exit.ts';
import { createDatabase, parseDatabaseUrl } from '#server/db/database.ts';
import { migrationState } from '#server/db/migrator.ts';
import { restorePostgres } from '#server/db/restore-postgres.ts';
import { restoreSqlite } from '#server/db/restore-sqlite.ts';

const args = process.argv.slice(2);
const replace = args.includes('--replace');
const files = args.filter((a) => a !== '--replace');
if (files.length !== 1 || files[0]!.startsWith('-')) {
  console.error('Usage: npm run restore -- <backup file> [--replace]   (into the database of DATABASE_URL; --replace lets it overwrite one that holds data)');
  process.exit(2);
}
const file = files[0]!;
const config = loadConfigOrExit();
const target = parseDatabaseUrl(config.databaseUrl);
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

try {
  if (!existsSync(file)) throw new Error(`There is no backup file ${file}. Nothing was changed.`);
  const made = backupDialect(file);
  if (made && made !== target.dialect) {
    throw new Error(`${file} is a backup of a ${dialectName[made]} database, and DATABASE_URL names a ${dialectName[target.dialect]} one. Nothing was changed.`);
  }
  if (target.dialect === 'sqlite') {
    if (target.filename === ':memory:') throw new Error('DATABASE_URL points at an in-memory database: restore into a file (sqlite:<file>).');
    await restoreSqlite(file, target.filename, { replace });
  } else {
    await restorePostgres(file, target, { replace });
  }
  const db = createDatabase(config.databaseUrl, { poolSize: 1 });
  try {
    const { applied, pending } = await migrationState(db);
    const where = target.dialect === 'sqlite' ? target.filename : `database ${new URL(target.connectionString).pathname.slice(1)}${target.schema ? `, schema ${target.schema}` : ''}`;
    console.log(`Restored ${file} into ${where}: ${applied.length} migrations recorded${pending.length ? `; the portal applies the ${pending.length} newer ones when it starts` : ''}.`);
  } finally {
    await db.destroy();
  }
  console.log('Start the portal on it with the DATA_KEY, HASH_KEY and SESSION_SECRET of the portal the backup came from (in dev and qa: copy its DATA_DIR/secrets.json into this DATA_DIR): without them its personal data cannot be read.');
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
