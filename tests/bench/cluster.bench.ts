/**
 * Consumer orders through HAProxy in front of three portal processes on one PostgreSQL schema (decision 030), at 50
 * connections (50 people walking the whole questionnaire at once, each starting the next order when one ends), with
 * one process killed with SIGKILL part-way through. Prints the throughput, the p99 of a request, the requests that
 * failed, and fails unless every order acknowledged with an MRN is in the database and the quota usage equals the
 * orders' units. The processes run in QA (captcha and training video verified by themselves) with RATE_LIMIT_MAX
 * raised: every request comes from one address here.
 */
import { performance } from 'node:perf_hooks';
import { createDatabase } from '#server/db/database.ts';
import { maria, setQuota, walk, type FlowTarget } from '../server/flow-helpers.ts';
import { startCluster } from '../server/cluster/portal-cluster.ts';
import { postgresBaseUrl, postgresSchema } from '../server/pg-schema.ts';
import { percentile } from './admin-bench-db.ts';
import type { Report } from './run.ts';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
/** When one process is killed, as a share of the run. */
const KILL_AT = 0.4;
const QUOTA_UNITS = 10_000_000;

/** A distinct surname per order (letters only, as a name must be): the refill interval allows one order a person. */
const surname = (n: number) => `Bench${n.toString(26).replace(/./g, (d) => String.fromCharCode(97 + parseInt(d, 26)))}`;

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
    const latencies: number[] = [];
    let requests = 0;
    let failed = 0;
    const acknowledged: string[] = [];
    let walksFailed = 0;
    const through = cluster.flowTarget();
    // Every request timed; a request that throws (connection lost) or answers other than 200/201 has failed.
    const timed: FlowTarget = {
      config: through.config,
      async inject(request) {
        const started = performance.now();
        requests++;
        try {
          const res = await through.inject(request);
          if (res.statusCode !== 200 && res.statusCode !== 201) failed++;
          return res;
        } catch (error) {
          failed++;
          throw error;
        } finally {
          latencies.push(performance.now() - started);
        }
      },
    };
    const started = performance.now();
    const ends = started + SECONDS * 1000;
    let next = 0;
    const victim = cluster.processes[1]!;
    const kill = setTimeout(() => victim.child.kill('SIGKILL'), SECONDS * 1000 * KILL_AT);
    await Promise.all(Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < ends) {
        const n = next++;
        const person = { ...maria, lastName: surname(n), email: `bench.${n}@example.org`, captcha: 'verified by QA' };
        try {
          const end = await walk(timed, person);
          if (end.mrn) acknowledged.push(end.mrn);
        } catch {
          walksFailed++;
        }
      }
    }));
    clearTimeout(kill);
    const seconds = (performance.now() - started) / 1000;

    const stored = await db.selectFrom('consumer_orders').select(['mrn', 'units', 'state', 'period']).where('status', '!=', 'cancelled').execute();
    const storedMrns = new Set(stored.map((o) => o.mrn));
    const missing = acknowledged.filter((mrn) => !storedMrns.has(mrn));
    const usage = await db.selectFrom('quota_usage').select(['state', 'period', 'used_units']).execute();
    const usedUnits = usage.reduce((sum, u) => sum + Number(u.used_units), 0);
    const orderedUnits = stored.reduce((sum, o) => sum + Number(o.units), 0);

    report('processes (one killed with SIGKILL at 40% of the run)', cluster.processes.length, '');
    report('orders acknowledged with an MRN', acknowledged.length, '');
    report('orders per second through the balancer', Math.round((acknowledged.length / seconds) * 10) / 10, 'orders/s');
    report('requests per second through the balancer', Math.round(requests / seconds), 'req/s');
    report('request p50 at 50 connections', Math.round(percentile(latencies, 0.5)), 'ms');
    report('request p99 at 50 connections', Math.round(percentile(latencies, 0.99)), 'ms');
    report('requests that failed', failed, `of ${requests}`);
    report('orders abandoned on a failed request', walksFailed, '');
    report('acknowledged orders missing from the database', missing.length, '', '0');
    report('orders in the database', stored.length, '');
    report('quota units used − units of the orders', usedUnits - orderedUnits, 'units', '0');
    if (missing.length > 0) throw new Error(`${missing.length} acknowledged orders are not in the database: ${missing.slice(0, 5).join(', ')}`);
    if (usedUnits !== orderedUnits) throw new Error(`quota usage ${usedUnits} units, orders ${orderedUnits} units`);
    if (acknowledged.length === 0) throw new Error('no order was acknowledged');
  } finally {
    await cluster.stop();
    await db.destroy();
    await schema.drop();
  }
}
