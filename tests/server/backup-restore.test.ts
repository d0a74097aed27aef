import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, parseDatabaseUrl, type Db } from '#server/db/database.ts';
import { migrationState } from '#server/db/migrator.ts';
import { restoreBackup } from '#server/db/restore.ts';
import { startOrderLoad, type AcknowledgedOrder } from './drills/order-load.ts';
import { ordersAgainstDatabase } from './drills/orders-in-database.ts';
import { runServerTool, type CommandRun } from './drills/server-tool.ts';
import { buildFlowApp, setQuota } from './flow-helpers.ts';
import { postgresBaseUrl, postgresDatabase } from './pg-schema.ts';
import { buildTestApp, testDatabases, type TestDatabase } from './test-db.ts';

/*
 * A backup taken while orders flow, restored into a fresh database (decision 045): `npm run backup` while people
 * order, `npm run restore` into a new data folder (SQLite) or a new database (PostgreSQL), then the portal starts on
 * it and holds every order acknowledged before the backup began, with its migrations recorded and its quota usage
 * matching its orders. Those two are the real commands, each once per database. The refusals (a missing, damaged or
 * foreign file, a target that holds data) are the same restore called in this process: what the command prints on
 * stderr is the message it rejects with.
 */
const CONNECTIONS = 4;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A fresh place to restore into: a new SQLite file in a new data folder, or a new database on the same server. */
interface RestoreTarget {
  database: TestDatabase;
  dataDir: string;
  remove(): Promise<void>;
}

async function freshTarget(source: TestDatabase): Promise<RestoreTarget> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-restored-'));
  const connect = (url: string) => async () => createDatabase(url, { poolSize: 2 });
  if (source.name === 'sqlite') {
    const url = `sqlite:${join(dataDir, 'portal.db')}`;
    return { database: { name: 'sqlite', url, connect: connect(url) }, dataDir, remove: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const fresh = postgresDatabase(postgresBaseUrl(), 'restore');
  await fresh.create();
  // The backup's schema, as the restore asks: the source's.
  const url = fresh.url(new URL(source.url).searchParams.get('schema') ?? undefined);
  return {
    database: { name: 'postgres', url, connect: connect(url) }, dataDir,
    remove: async () => {
      await fresh.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The tables a target holds, looked at without making anything: none when its SQLite file does not exist. */
async function tablesIn(target: RestoreTarget): Promise<string[]> {
  const parsed = parseDatabaseUrl(target.database.url);
  if (parsed.dialect === 'sqlite' && !existsSync(parsed.filename)) return [];
  const db = await target.database.connect();
  try {
    return (await db.introspection.getTables({ withInternalKyselyTables: true })).map((t) => t.name);
  } finally {
    await db.destroy();
  }
}

describe.each(testDatabases())('a backup taken under load restores on $name', (database) => {
  let app: FastifyInstance;
  let dataDir: string;
  let target: RestoreTarget;
  let backup: CommandRun;
  let backupFile: string;
  let damaged: string;
  let before: AcknowledgedOrder[] = [];
  let during: AcknowledgedOrder[] = [];
  const opened: Db[] = [];
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'portal-backed-up-'));
    ({ app } = await buildFlowApp(database, { env: { PORTAL_ENV: 'qa' } }));
    await setQuota(app, 'CO', 10_000_000);
    target = await freshTarget(database);
  });
  afterAll(async () => {
    for (const db of opened) await db.destroy();
    await app?.close();
    await target?.remove();
    rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  /** The restore in this process, into the target: resolves with what the command prints, rejects with its refusal. */
  const restoreHere = (file: string, options: { replace: boolean }) => restoreBackup(file, target.database.url, options);

  it('is taken by npm run backup while people order', async () => {
    const load = startOrderLoad(app, { connections: CONNECTIONS });
    while (load.acknowledged.length < 10) await sleep(50);
    const backupBegan = load.now();
    backup = await runServerTool('backup', [], { DATABASE_URL: database.url, DATA_DIR: dataDir });
    const backupEnded = load.now();
    await load.stop();
    before = load.acknowledged.filter((o) => o.at < backupBegan);
    during = load.acknowledged.filter((o) => o.at >= backupBegan && o.at <= backupEnded);
    expect(backup.stderr).toBe('');
    expect(backup.status).toBe(0);
    backupFile = /^Backup written: (\S+) /m.exec(backup.stdout)![1]!;
    expect(before.length).toBeGreaterThanOrEqual(10);
  }, 120_000);

  it('is refused when damaged, and the fresh target is left empty', async () => {
    damaged = join(dataDir, database.name === 'sqlite' ? 'damaged.db' : 'damaged.dump');
    const whole = readFileSync(backupFile);
    writeFileSync(damaged, whole.subarray(0, Math.floor(whole.length / 2)));
    // SQLite finds the damage when it checks the file; pg_restore, when it reads the part that is missing.
    await expect(restoreHere(damaged, { replace: false })).rejects.toThrow(
      new RegExp(`^${damaged.replace(/[.]/g, '\\.')} cannot be restored: .*(malformed|end of file).* Nothing was changed\\b`),
    );
    expect(await tablesIn(target)).toEqual([]);
  }, 60_000);

  it('restores with npm run restore into the fresh target, where the portal starts holding every order acknowledged before the backup began', async () => {
    const restored = await runServerTool('restore', [backupFile], { DATABASE_URL: target.database.url, DATA_DIR: target.dataDir });
    expect(restored.stderr).toBe('');
    expect(restored.status).toBe(0);
    expect(restored.stdout).toMatch(/^Restored .* migrations recorded\.$/m);

    // The portal starts on the restored database: nothing to migrate, and it answers.
    const portal = await buildTestApp({ database: target.database, env: { PORTAL_ENV: 'qa' } });
    const health = (await portal.inject({ method: 'GET', url: '/api/health' })).statusCode;
    const { pending } = await migrationState(portal.db);
    const held = await ordersAgainstDatabase(portal.db, before.map((o) => o.mrn));
    const heldDuring = await ordersAgainstDatabase(portal.db, during.map((o) => o.mrn));
    // Stopped, as the restore asks before it replaces a database (the next test does).
    await portal.close();
    console.log([
      `Backup and restore under load on ${database.name}:`,
      `  npm run backup took ${Math.round(backup.ms)} ms while ${CONNECTIONS} people ordered (${(readFileSync(backupFile).length / 1024).toFixed(0)} KB); npm run restore took ${Math.round(restored.ms)} ms`,
      `  orders acknowledged before the backup began: ${before.length}, in the restored database: ${held.found}, missing: ${held.missing.length}`,
      `  acknowledged while it ran: ${during.length} (${heldDuring.found} of them in it); orders in the restored database: ${held.stored}`,
      `  quota units used − units of the orders, restored: ${held.unitsApart}`,
    ].join('\n'));
    expect(health).toBe(200);
    expect(pending).toEqual([]);
    expect(held.missing).toEqual([]);
    expect(held.unitsApart).toBe(0);
  }, 120_000);

  it('is not restored over a database that holds data unless told to, nor when damaged even then, and replaces it when told', async () => {
    const db: Db = await target.database.connect();
    opened.push(db);
    const quota = async () => Number((await db.selectFrom('quotas').select('quantity').where('state', '=', 'CO').executeTakeFirstOrThrow()).quantity);
    await db.updateTable('quotas').set({ quantity: 1 }).where('state', '=', 'CO').execute();

    await expect(restoreHere(backupFile, { replace: false })).rejects.toThrow(/already holds .*run the restore again with --replace\. Nothing was changed\./);
    expect(await quota()).toBe(1);
    // SQLite refuses it at its check. pg_restore reads its list, drops the tables, stops on the missing part, and all
    // of it is rolled back (one transaction).
    await expect(restoreHere(damaged, { replace: true })).rejects.toThrow(database.name === 'sqlite'
      ? /cannot be restored: .*malformed.* Nothing was changed\./
      : /cannot be restored: pg_restore stopped on .*end of file.* Nothing was changed \(the restore is one transaction\)\./);
    expect(await quota()).toBe(1);
    await expect(restoreHere(backupFile, { replace: true })).resolves.toMatch(/^Restored .* migrations recorded\.$/);
    expect(await quota()).toBe(10_000_000);
  }, 60_000);
});

describe('a restore, before it opens any database', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'portal-restored-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('refuses a missing backup file', async () => {
    const missing = join(dir, 'no-such-backup.db');
    await expect(restoreBackup(missing, `sqlite:${join(dir, 'portal.db')}`, { replace: false })).rejects.toThrow(
      new Error(`There is no backup file ${missing}. Nothing was changed.`),
    );
    expect(existsSync(join(dir, 'portal.db'))).toBe(false);
  });

  it('refuses a backup of the other kind of database, told by its first bytes', async () => {
    const sqliteBackup = join(dir, 'portal-sqlite.db');
    new SqliteDatabase(sqliteBackup).exec('create table t (x)').close();
    const postgresBackup = join(dir, 'portal-postgres.dump');
    writeFileSync(postgresBackup, 'PGDMP\u0001\u000e\u0000');
    // A server nobody listens on: the refusal comes before any connection.
    await expect(restoreBackup(sqliteBackup, 'postgres://nobody@127.0.0.1:9/none', { replace: true })).rejects.toThrow(
      `${sqliteBackup} is a backup of a SQLite database, and DATABASE_URL names a PostgreSQL one. Nothing was changed.`,
    );
    await expect(restoreBackup(postgresBackup, `sqlite:${join(dir, 'portal.db')}`, { replace: true })).rejects.toThrow(
      `${postgresBackup} is a backup of a PostgreSQL database, and DATABASE_URL names a SQLite one. Nothing was changed.`,
    );
    expect(existsSync(join(dir, 'portal.db'))).toBe(false);
  });
});
