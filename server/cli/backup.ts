// npm run backup: a consistent copy of the database into DATA_DIR/backups/, restored with npm run restore.
import { mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { loadConfigOrExit } from '#server/config/config-or-exit.ts';
import { parseDatabaseUrl } from '#server/db/database.ts';
import { runPgTool } from '#server/db/pg-client-tools.ts';
import { copySqliteDatabase } from '#server/db/sqlite-copy.ts';

const config = loadConfigOrExit();
const target = parseDatabaseUrl(config.databaseUrl);
const folder = join(config.dataDir, 'backups');
mkdirSync(folder, { recursive: true });
const stamp = new Date().toISOString().replace(/[:.]/g, '-');

if (target.dialect === 'sqlite') {
  if (target.filename === ':memory:') {
    console.error('DATABASE_URL points at an in-memory database: there is nothing to back up.');
    process.exit(1);
  }
  const file = join(folder, `portal-${stamp}.db`);
  const sqlite = new SqliteDatabase(target.filename, { fileMustExist: true });
  try {
    await copySqliteDatabase(sqlite, file);
  } finally {
    sqlite.close();
  }
  // The backup as one self-contained file (no -wal beside it when it is read); the portal switches a database it
  // opens to WAL again.
  const copy = new SqliteDatabase(file);
  copy.pragma('journal_mode = DELETE');
  copy.close();
  console.log(`Backup written: ${file} (${statSync(file).size} bytes; restore with npm run restore -- ${file})`);
} else {
  const file = join(folder, `portal-${stamp}.dump`);
  // pg_dump reads one snapshot of the database: consistent while the portal writes.
  const args = ['--format=custom', `--file=${file}`, ...(target.schema ? [`--schema=${target.schema}`] : []), target.connectionString];
  const dump = await runPgTool('pg_dump', args, 'inherit');
  if (dump.status !== 0) {
    if (dump.stderr) console.error(dump.stderr);
    process.exit(dump.status);
  }
  console.log(`Backup written: ${file} (${statSync(file).size} bytes; restore with npm run restore -- ${file})`);
}
