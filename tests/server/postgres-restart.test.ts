import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Db } from '#server/db/database.ts';
import { startPortal, type SinglePortal } from './cluster/portal-cluster.ts';
import { startOrderLoad, type LoadRequest } from './drills/order-load.ts';
import { ordersAgainstDatabase } from './drills/orders-in-database.ts';
import { privatePostgresAvailable, startPrivatePostgres, type PrivatePostgres } from './drills/private-postgres.ts';
import { setQuota } from './flow-helpers.ts';

/*
 * PostgreSQL restarted while orders flow (decision 045): a portal process places orders over HTTP on a PostgreSQL
 * server of the test's own, which is stopped and started again mid-load. The portal answers a clear 503 meanwhile
 * (never a 500, never a hang), serves again by itself once the database is back, and every order it acknowledged is
 * stored.
 */
const CONNECTIONS = 8;
/** A request not answered by then is a hang. */
const HANG_MS = 20_000;
/** The correctness bound of "recovered by itself": errors end within this after PostgreSQL accepts connections again. */
const RECOVERY_BOUND_MS = 10_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** when(-130) === '130 ms before' */
const when = (ms: number) => `${Math.abs(Math.round(ms))} ms ${ms < 0 ? 'before' : 'after'}`;

describe.skipIf(!privatePostgresAvailable())('PostgreSQL restarted while orders flow', () => {
  let pg: PrivatePostgres;
  let portal: SinglePortal | undefined;
  let db: Db | undefined;
  beforeAll(async () => {
    pg = await startPrivatePostgres();
    portal = await startPortal({ databaseUrl: pg.url(), env: { RATE_LIMIT_MAX: '100000', LOG_LEVEL: 'warn' } });
  }, 120_000);
  afterAll(async () => {
    await portal?.stop();
    await db?.destroy();
    pg?.destroy();
  }, 30_000);

  it('answers 503 while the database is away, recovers by itself and loses no acknowledged order', async () => {
    const setup = createDatabase(pg.url(), { poolSize: 1 });
    await setQuota({ db: setup }, 'CO', 10_000_000);
    await setup.destroy();

    const load = startOrderLoad(portal!.flowTarget({ timeoutMs: HANG_MS }), { connections: CONNECTIONS });
    while (load.acknowledged.length < 10) await sleep(100);
    const stopAt = load.now();
    await pg.stop();
    const downAt = load.now();
    await sleep(1_000);
    await pg.start();
    const upAt = load.now();
    // Until orders flow again (enough acknowledged after the restart), the process dies, or a minute has passed.
    const serving = () => portal!.child.exitCode === null && portal!.child.signalCode === null;
    while (load.acknowledged.filter((o) => o.at > upAt).length < 10 && load.now() - upAt < 60_000 && serving()) await sleep(100);
    await load.stop();

    const failed = load.requests.filter((r) => r.status !== 200 && r.status !== 201);
    const said = (r: LoadRequest) => `${r.status} ${r.code ?? ''} ${r.message ?? ''}`.trim();
    const kinds = [...new Set(failed.map(said))];
    const firstFailure = Math.min(...failed.map((r) => r.sentAt));
    const lastFailure = Math.max(...failed.map((r) => r.answeredAt));
    const longest = Math.max(...load.requests.map((r) => r.answeredAt - r.sentAt));
    const afterRestart = load.acknowledged.filter((o) => o.at > lastFailure).length;
    db = createDatabase(pg.url(), { poolSize: 2 });
    const stored = await ordersAgainstDatabase(db, load.acknowledged.map((o) => o.mrn));
    console.log([
      `PostgreSQL restarted under load (${CONNECTIONS} people ordering through one portal process):`,
      `  pg_ctl stop took ${Math.round(downAt - stopAt)} ms; accepting connections again ${Math.round(upAt - downAt)} ms later`,
      `  requests: ${load.requests.length}, failed: ${failed.length} (${kinds.slice(0, 3).join('; ')}${kinds.length > 3 ? `; and ${kinds.length - 3} more kinds` : ''})`,
      `  error window: ${Math.round(lastFailure - firstFailure)} ms, from ${when(firstFailure - stopAt)} the stop began to ${when(lastFailure - upAt)} PostgreSQL accepted connections again`,
      `  longest request: ${Math.round(longest)} ms`,
      `  orders acknowledged: ${load.acknowledged.length} (${afterRestart} after the last error), in the database: ${stored.found}, missing: ${stored.missing.length}; orders abandoned on an error: ${load.abandoned}`,
      `  quota units used − units of the orders: ${stored.unitsApart}`,
    ].join('\n'));

    // The portal process is the one that started: it recovered by itself.
    expect(portal!.child.exitCode).toBeNull();
    expect(portal!.child.signalCode).toBeNull();
    // Every failure is a clear 503 { code, message }: no 500, no hang, no connection dropped by the portal.
    expect(failed.length).toBeGreaterThan(0);
    expect(kinds.every((k) => k.startsWith('503 SERVICE_UNAVAILABLE '))).toBe(true);
    expect(lastFailure - upAt).toBeLessThan(RECOVERY_BOUND_MS);
    expect(afterRestart).toBeGreaterThanOrEqual(10);
    expect(stored.missing).toEqual([]);
    expect(stored.unitsApart).toBe(0);
  }, 180_000);
});
