/**
 * The databases the admin benches run on: a SQLite file and a PostgreSQL schema (when PostgreSQL answers),
 * each seeded once with scripts/bench-seed.ts and kept under data/bench/ (or schema bench_<N>) for later
 * runs, since seeding a million orders takes a minute or two.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '#server/build-app.ts';
import { sessionCookieName } from '#server/auth/session-cookie.ts';
import { createSession } from '#server/areas/users/sessions.repository.ts';
import { loadConfig, type Config } from '#server/config/config.ts';
import { createDatabase } from '#server/db/database.ts';
import { migrateToLatest } from '#server/db/migrator.ts';
import { benchEnvironment, buildBenchApp } from './bench-app.mjs';
import { benchCounts, benchSize, seedBench, type BenchSize } from '../../scripts/bench-seed.ts';

export interface BenchDatabase {
  name: 'sqlite' | 'postgres';
  url: string;
  size: BenchSize;
}

const PG_BASE = process.env.BENCH_POSTGRES_URL ?? `postgres://${process.env.PGUSER ?? 'postgres'}@127.0.0.1:5432/test`;

function postgresReachable(url: string): boolean {
  const probe = `const pg=require('pg');const c=new pg.Client({connectionString:process.argv[1],connectionTimeoutMillis:3000});` +
    `c.connect().then(()=>c.query('select 1')).then(()=>c.end()).then(()=>process.exit(0),()=>process.exit(1));`;
  return spawnSync(process.execPath, ['-e', probe, url], { timeout: 10_000 }).status === 0;
}

/** The PostgreSQL the benches use, or undefined (with a warning) when it does not answer. */
export function benchPostgres(): string | undefined {
  if (postgresReachable(PG_BASE)) return PG_BASE;
  console.warn(`  ! PostgreSQL not reachable at ${PG_BASE}: benches run on SQLite only`);
  return undefined;
}

export function benchDatabases(): BenchDatabase[] {
  const size = benchSize();
  const dir = resolve('data/bench');
  mkdirSync(dir, { recursive: true });
  const list: BenchDatabase[] = [{ name: 'sqlite', url: `sqlite:${join(dir, `portal-${size.orders}.db`)}`, size }];
  const postgres = benchPostgres();
  if (postgres) list.push({ name: 'postgres', url: `${postgres}?schema=bench_${size.orders}`, size });
  return list;
}

/** Seeds the database unless it already holds exactly the bench rows; starts over when it holds others. */
export async function ensureSeeded(bench: BenchDatabase, log: (line: string) => void): Promise<void> {
  if (bench.name === 'postgres') {
    const schema = new URL(bench.url).searchParams.get('schema')!;
    const admin = createDatabase(PG_BASE, { poolSize: 1 });
    await sql`create schema if not exists ${sql.id(schema)}`.execute(admin);
    await admin.destroy();
  }
  let db = createDatabase(bench.url);
  try {
    await migrateToLatest(db);
    const have = await benchCounts(db);
    if (have.orders === bench.size.orders && have.bulkOrders === bench.size.bulkOrders) return;
    if (have.orders > 0 || have.bulkOrders > 0) {
      await db.destroy();
      await dropBench(bench);
      db = createDatabase(bench.url);
      await migrateToLatest(db);
    }
    log(`seeding ${bench.name} with ${bench.size.orders.toLocaleString('en-US')} consumer orders…`);
    const seconds = await seedBench(db, bench.size);
    log(`seeded ${bench.name} in ${seconds.toFixed(0)} s`);
  } finally {
    await db.destroy().catch(() => {});
  }
}

async function dropBench(bench: BenchDatabase): Promise<void> {
  if (bench.name === 'sqlite') {
    const file = bench.url.slice('sqlite:'.length);
    for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
    return;
  }
  const schema = new URL(bench.url).searchParams.get('schema')!;
  const admin = createDatabase(PG_BASE, { poolSize: 1 });
  await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(admin);
  await sql`create schema ${sql.id(schema)}`.execute(admin);
  await admin.destroy();
}

export function benchConfig(url: string, env: Record<string, string> = {}): Config {
  return loadConfig(benchEnvironment(url, env));
}

/** The app on a bench database, and the session cookie of a staff member (an admin by default) made for the bench. */
export function benchApp(url: string, env: Record<string, string> = {}, role: 'admin' | 'superAdmin' = 'admin'): Promise<{ app: FastifyInstance; cookie: string }> {
  return buildBenchApp({ buildApp, loadConfig, createSession, sessionCookieName }, url, env, role);
}

/** The value below which `share` of the samples fall (nearest rank): percentile([..], 0.95) is the p95. */
export function percentile(samples: number[], share: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
}
