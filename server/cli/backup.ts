// npm run backup: a consistent copy of the database into DATA_DIR/backups/.
import { spawn } from 'node:child_process';
import { mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { loadConfigOrExit } from '#server/config/config-or-exit.ts';
import { parseDatabaseUrl } from '#server/db/database.ts';

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
  // SQLite's online backup: consistent even while the server writes (WAL).
  const sqlite = new SqliteDatabase(target.filename, { fileMustExist: true });
  try {
    await sqlite.backup(file);
  } finally {
    sqlite.close();
  }
  console.log(`Backup written: ${file} (${statSync(file).size} bytes)`);
} else {
  const file = join(folder, `portal-${stamp}.dump`);
  const args = ['--format=custom', `--file=${file}`, ...(target.schema ? [`--schema=${target.schema}`] : []), target.connectionString];
  const child = spawn('pg_dump', args, { stdio: ['ignore', 'inherit', 'inherit'] });
  const code = await new Promise<number>((resolve) => {
    child.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') {
        console.error('pg_dump is not installed. Install the PostgreSQL client tools (Debian: apt-get install postgresql-client), or back up with your database provider\'s tools.');
      } else {
        console.error(`pg_dump could not start: ${error.message}`);
      }
      resolve(1);
    });
    child.on('exit', (status) => resolve(status ?? 1));
  });
  if (code !== 0) process.exit(code);
  console.log(`Backup written: ${file} (${statSync(file).size} bytes; restore with pg_restore)`);
}
