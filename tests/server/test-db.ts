import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll } from 'vitest';
import { buildApp, type BuildAppOptions } from '#server/build-app.ts';
import type { Config } from '#server/config/config.ts';
import { testConfig } from './test-config.ts';
import { postgresBaseUrl, postgresSchema } from './pg-schema.ts';
import { createDatabase, type Db } from '#server/db/database.ts';

/**
 * One database of the test matrix. Each call of testDatabases() gets its own: a new SQLite file, or a
 * new PostgreSQL schema (random name, via search_path), so test files run in parallel. Both are removed
 * after the file's tests.
 */
export interface TestDatabase {
  name: 'sqlite' | 'postgres';
  /** A DATABASE_URL for this database (PostgreSQL: carries ?schema=...). */
  url: string;
  /** Opens a new connection (creating the database on first use); closed automatically after the file. */
  connect(): Promise<Db>;
}

let pgReachable: boolean | undefined;

/** Synchronous so that `describe.each(testDatabases())` can list the cases while collecting. */
function postgresReachable(url: string): boolean {
  if (pgReachable !== undefined) return pgReachable;
  const probe = `const pg=require('pg');const c=new pg.Client({connectionString:process.argv[1],connectionTimeoutMillis:3000});` +
    `c.connect().then(()=>c.query('select 1')).then(()=>c.end()).then(()=>process.exit(0),()=>process.exit(1));`;
  const result = spawnSync(process.execPath, ['-e', probe, url], {
    timeout: 10_000,
    cwd: process.cwd(),
  });
  pgReachable = result.status === 0;
  if (!pgReachable) {
    if (process.env.REQUIRE_POSTGRES === '1') throw new Error(`REQUIRE_POSTGRES=1 but PostgreSQL at ${url} is not reachable`);
    warnOnce(url);
  }
  return pgReachable;
}

function warnOnce(url: string): void {
  // One warning per test run, not one per file: worker processes share their parent's id.
  const marker = join(tmpdir(), `portal-tests-pg-warning-${process.ppid}`);
  if (existsSync(marker)) return;
  writeFileSync(marker, url);
  console.warn(`\n${'!'.repeat(78)}\n!! PostgreSQL is not reachable at ${url}\n!! Database tests run on SQLite only; set REQUIRE_POSTGRES=1 to make this an error.\n${'!'.repeat(78)}\n`);
}

function sqliteDatabase(): TestDatabase {
  const dir = mkdtempSync(join(tmpdir(), 'portal-test-'));
  const url = `sqlite:${join(dir, 'portal.db')}`;
  const open: Db[] = [];
  afterAll(async () => {
    await Promise.all(open.map((db) => db.destroy()));
    rmSync(dir, { recursive: true, force: true });
  });
  return {
    name: 'sqlite',
    url,
    connect: async () => {
      const db = createDatabase(url);
      open.push(db);
      return db;
    },
  };
}

function postgresDatabase(baseUrl: string): TestDatabase {
  const schema = postgresSchema(baseUrl);
  const url = schema.url;
  const open: Db[] = [];
  let created: Promise<void> | undefined;
  afterAll(async () => {
    await Promise.all(open.map((db) => db.destroy().catch(() => {})));
    if (created) await schema.drop();
  });
  return {
    name: 'postgres',
    url,
    connect: async () => {
      created ??= schema.create();
      await created;
      const db = createDatabase(url, { poolSize: 4 });
      open.push(db);
      return db;
    },
  };
}

/**
 * The databases to run database tests on: `describe.each(testDatabases())('… on $name', (tdb) => …)`.
 * Call it while tests are collected (top level or in a describe), not inside a hook or a test.
 */
export function testDatabases(): TestDatabase[] {
  const list = [sqliteDatabase()];
  const pgUrl = postgresBaseUrl();
  if (postgresReachable(pgUrl)) list.push(postgresDatabase(pgUrl));
  return list;
}

export { testConfig, testSecrets } from './test-config.ts';

export interface TestAppOptions extends Partial<Omit<BuildAppOptions, 'config' | 'db'>> {
  /** Default: a fresh in-memory SQLite database of its own. */
  database?: TestDatabase;
  /** Environment variables on top of the test defaults (PORTAL_ENV, SMTP_URL, RATE_LIMIT_MAX...). */
  env?: Record<string, string>;
  config?: Partial<Config>;
}

/**
 * A ready app (migrated; demo data with `seed: true`) on a test database, for `app.inject`. The outbox
 * sender does not run in the background: call `app.mailDispatcher.dispatchOnce()`. Close it yourself:
 * `afterAll(() => app.close())`. Usable in beforeAll.
 */
export async function buildTestApp(options: TestAppOptions = {}): Promise<FastifyInstance> {
  const { database, env, config: overrides, ...rest } = options;
  const config = testConfig({ DATABASE_URL: database?.url ?? 'sqlite::memory:', ...env }, overrides);
  const app = await buildApp({
    logger: false,
    startMailDispatcher: false, startJobs: false,
    seed: false,
    webRoot: join(tmpdir(), 'portal-tests-no-web-build'),
    ...rest,
    config,
    db: database ? await database.connect() : createDatabase('sqlite::memory:'),
  });
  return app;
}
