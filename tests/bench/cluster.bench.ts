/**
 * Consumer orders through HAProxy in front of three portal processes on one PostgreSQL schema (decision 030), at 50
 * connections (50 people walking the whole questionnaire at once, each starting the next order when one ends), with
 * one process killed with SIGKILL part-way through. Prints the throughput, the p99 of a request, the requests that
 * failed, and fails unless every order acknowledged with an MRN is in the database and the quota usage equals the
 * orders' units. The processes run in QA (captcha and training video verified by themselves) with RATE_LIMIT_MAX
 * raised: every request comes from one address here.
 */
import { createDatabase } from '#server/db/database.ts';
import { setQuota } from '../server/flow-helpers.ts';
import { startCluster } from '../server/cluster/portal-cluster.ts';
import { startOrderLoad } from '../server/drills/order-load.ts';
import { ordersAgainstDatabase } from '../server/drills/orders-in-database.ts';
import { postgresBaseUrl, postgresSchema } from '../server/pg-schema.ts';
import { percentile } from './admin-bench-db.ts';
import type { Report } from './run.ts';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
/** When one process is killed, as a share of the run. */
const KILL_AT = 0.4;
const QUOTA_UNITS = 10_000_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export default async function bench(report: Report): Promise<void> {
  const schema = postgresSchema(postgresBaseUrl(), 'bench');
  await schema.create();
  const db = createDatabase(schema.url, { poolSize: 2 });
  const cluster = await startCluster({ databaseUrl: schema.url, env: { RATE_LIMIT_MAX: '100000', LOG_LEVEL: 'warn' } }).catch(async (error: unknown) => {
    await db.destroy();
    await schema.drop();
    throw error;
  });
  try {
    await setQuota({ db }, 'CO', QUOTA_UNITS);
    const load = startOrderLoad(cluster.flowTarget(), { connections: CONNECTIONS });
    await sleep(SECONDS * 1000 * KILL_AT);
    cluster.processes[1]!.child.kill('SIGKILL');
    await sleep(SECONDS * 1000 * (1 - KILL_AT));
    await load.stop();
    const seconds = load.now() / 1000;

    const { requests, acknowledged } = load;
    const latencies = requests.map((r) => r.answeredAt - r.sentAt);
    const failed = requests.filter((r) => r.status !== 200 && r.status !== 201).length;
    const stored = await ordersAgainstDatabase(db, acknowledged.map((o) => o.mrn));

    report('processes (one killed with SIGKILL at 40% of the run)', cluster.processes.length, '');
    report('orders acknowledged with an MRN', acknowledged.length, '');
    report('orders per second through the balancer', Math.round((acknowledged.length / seconds) * 10) / 10, 'orders/s');
    report('requests per second through the balancer', Math.round(requests.length / seconds), 'req/s');
    report('request p50 at 50 connections', Math.round(percentile(latencies, 0.5)), 'ms');
    report('request p99 at 50 connections', Math.round(percentile(latencies, 0.99)), 'ms');
    report('requests that failed', failed, `of ${requests.length}`);
    report('orders abandoned on a failed request', load.abandoned, '');
    report('acknowledged orders missing from the database', stored.missing.length, '', '0');
    report('orders in the database', stored.stored, '');
    report('quota units used − units of the orders', stored.unitsApart, 'units', '0');
    if (stored.missing.length > 0) throw new Error(`${stored.missing.length} acknowledged orders are not in the database: ${stored.missing.slice(0, 5).join(', ')}`);
    if (stored.unitsApart !== 0) throw new Error(`quota usage and the orders' units are ${stored.unitsApart} units apart`);
    if (acknowledged.length === 0) throw new Error('no order was acknowledged');
  } finally {
    await cluster.stop();
    await db.destroy();
    await schema.drop();
  }
}
