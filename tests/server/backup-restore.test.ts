import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Db } from '#server/db/database.ts';
import { migrationState } from '#server/db/migrator.ts';
import { npmRun } from './drills/npm-run.ts';
import { startOrderLoad } from './drills/order-load.ts';
import { ordersAgainstDatabase } from './drills/orders-in-database.ts';
import { buildFlowApp, setQuota } from './flow-helpers.ts';
import { postgresBaseUrl, postgresDatabase } from './pg-schema.ts';
import { buildTestApp, testDatabases, type TestDatabase } from './test-db.ts';

/*
 * A backup taken while orders flow, restored into a fresh database (decision 045): `npm run backup` while people
 * order, `npm run restore` into a new data folder (SQLite) or a new database (PostgreSQL), then the portal starts on
 * it and holds every order acknowledged before the backup began, with its migrations recorded and its quota usage
 * matching its orders. The restore refuses, changing nothing, a damaged file and a target that holds data.
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

describe.each(testDatabases())('a backup taken under load restores on $name', (database) => {
  let app: FastifyInstance;
  let dataDir: string;
  let backupFile: string;
  let restoredInto: RestoreTarget;
  const targets: RestoreTarget[] = [];
  const opened: Db[] = [];
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'portal-backed-up-'));
    ({ app } = await buildFlowApp(database, { env: { PORTAL_ENV: 'qa' } }));
    await setQuota(app, 'CO', 10_000_000);
  });
  afterAll(async () => {
    for (const db of opened) await db.destroy();
    await app?.close();
    for (const t of targets) await t.remove();
    rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  const target = async () => {
    const t = await freshTarget(database);
    targets.push(t);
    return t;
  };
  const restore = (into: RestoreTarget, file: string, ...flags: string[]) => npmRun('restore', [file, ...flags], { DATABASE_URL: into.database.url, DATA_DIR: into.dataDir });

  it('holds every order acknowledged before the backup began, its migrations and quota counts', async () => {
    const load = startOrderLoad(app, { connections: CONNECTIONS });
    while (load.acknowledged.length < 10) await sleep(50);
    const backupBegan = load.now();
    const backup = await npmRun('backup', [], { DATABASE_URL: database.url, DATA_DIR: dataDir });
    const backupEnded = load.now();
    await load.stop();
    expect(backup.stderr).toBe('');
    expect(backup.status).toBe(0);
    backupFile = /^Backup written: (\S+) /m.exec(backup.stdout)![1]!;

    const into = (restoredInto = await target());
    const restored = await restore(into, backupFile);
    expect(restored.stderr).toBe('');
    expect(restored.status).toBe(0);
    expect(restored.stdout).toMatch(/^Restored .* migrations recorded\.$/m);

    // The portal starts on the restored database: nothing to migrate, and it answers.
    const portal = await buildTestApp({ database: into.database, env: { PORTAL_ENV: 'qa' } });
    const health = (await portal.inject({ method: 'GET', url: '/api/health' })).statusCode;
    const { pending } = await migrationState(portal.db);
    const before = load.acknowledged.filter((o) => o.at < backupBegan);
    const during = load.acknowledged.filter((o) => o.at >= backupBegan && o.at <= backupEnded);
    const held = await ordersAgainstDatabase(portal.db, before.map((o) => o.mrn));
    const heldDuring = await ordersAgainstDatabase(portal.db, during.map((o) => o.mrn));
    // Stopped, as the restore asks before it replaces a database (the last test here does).
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
    expect(before.length).toBeGreaterThanOrEqual(10);
    expect(held.missing).toEqual([]);
    expect(held.unitsApart).toBe(0);
  }, 120_000);

  it('refuses a damaged backup and leaves the target as it was', async () => {
    const damaged = join(dataDir, database.name === 'sqlite' ? 'damaged.db' : 'damaged.dump');
    const whole = readFileSync(backupFile);
    writeFileSync(damaged, whole.subarray(0, Math.floor(whole.length / 2)));
    const into = await target();
    const refused = await restore(into, damaged);
    expect(refused.status).toBe(1);
    // SQLite finds the damage when it checks the file; pg_restore, when it reads the part that is missing.
    expect(refused.stderr.trim()).toMatch(new RegExp(`^${damaged.replace(/[.]/g, '\\.')} cannot be restored: .*(malformed|end of file).* Nothing was changed\\b`));
    const db: Db = await into.database.connect();
    opened.push(db);
    await expect(db.selectFrom('consumer_orders').select('mrn').execute()).rejects.toThrow(/consumer_orders/);
  }, 60_000);

  it('refuses to overwrite a database that holds data unless told to, then replaces it', async () => {
    const into = restoredInto;
    const db: Db = await into.database.connect();
    opened.push(db);
    const quota = async () => Number((await db.selectFrom('quotas').select('quantity').where('state', '=', 'CO').executeTakeFirstOrThrow()).quantity);
    await db.updateTable('quotas').set({ quantity: 1 }).where('state', '=', 'CO').execute();

    const refused = await restore(into, backupFile);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/already holds .*run the restore again with --replace\. Nothing was changed\./);
    expect(await quota()).toBe(1);
    const replaced = await restore(into, backupFile, '--replace');
    expect(replaced.stderr).toBe('');
    expect(replaced.status).toBe(0);
    expect(await quota()).toBe(10_000_000);
  }, 60_000);
});

describe('npm run restore', () => {
  it('says so when the backup file is missing', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-restored-'));
    try {
      const missing = join(dataDir, 'no-such-backup.db');
      const run = await npmRun('restore', [missing], { DATABASE_URL: `sqlite:${join(dataDir, 'portal.db')}`, DATA_DIR: dataDir });
      expect(run.status).toBe(1);
      expect(run.stderr.trim()).toBe(`There is no backup file ${missing}. Nothing was changed.`);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 30_000);
});
