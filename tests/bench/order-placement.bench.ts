/**
 * Consumer orders placed per second on SQLite: the answer to the questionnaire's last quiz step, which places the
 * order — the consumer row, the order, the month's quota taken by one conditional UPDATE, the confirmation email in
 * the outbox and the run, in one transaction committed with synchronous=FULL (a confirmed order survives a power cut).
 * Each request is a run of its own, walked there beforehand by a person of its own (the refill rules would refuse the
 * same person twice). The portal runs as QA does (the captcha counts as solved and the video as watched), so the
 * figure is the order's own cost. Printed beside a bare Fastify route of the same run.
 */
import type { FastifyInstance } from 'fastify';
import type { ViewQuestion } from '#schemas/generated/flow-api.ts';
import { answersFor, maria, setQuota, walk, type Person } from '../server/flow-helpers.ts';
import { bareFastifyRps, loadOnce, withPortal } from './http.bench.ts';
import type { Report } from './run.ts';

const ORDERS = Number(process.env.BENCH_ORDERS_PLACED ?? 1_000);
const WARM_UP = 100;
const BUSY = 500;
const WALKERS = 10;

const personOf = (i: number): Person => ({ ...maria, firstName: `Maria${i}`, lastName: `Lopez${i}`, email: `maria.${i}@example.org`, phone: `(303) 555-${String(1000 + (i % 9000))}` });

/** Runs walked up to the step whose answers place the order (the step before the final one), and those answers. */
async function runsAtOrderStep(app: FastifyInstance, count: number): Promise<{ ids: string[]; number: number; body: string }> {
  const ids: string[] = [];
  let last: { number: number; questions: readonly ViewQuestion[] } | undefined;
  for (let i = 0; i < count; i += WALKERS) {
    const replies = await Promise.all(Array.from({ length: Math.min(WALKERS, count - i) }, (_, k) => walk(app, personOf(i + k), { stopBefore: 10 })));
    for (const reply of replies) {
      if (!reply.step || reply.step.number !== 10) throw new Error(`a run stopped at ${reply.step?.number ?? reply.status}, not at the order step`);
      ids.push(reply.runId);
      last = { number: reply.step.number, questions: reply.step.questions as ViewQuestion[] };
    }
  }
  if (!last) throw new Error('no run');
  return { ids, number: last.number, body: JSON.stringify({ answers: answersFor(last.questions, maria) }) };
}

export default async function bench(report: Report): Promise<void> {
  const bare = await bareFastifyRps();
  const { placed, busy } = await withPortal(async (app) => {
    await setQuota(app, 'CO', 10_000_000);
    const { ids, number, body } = await runsAtOrderStep(app, ORDERS + WARM_UP + BUSY);
    const post = (runs: string[], connections: number) => loadOnce(app, '', {
      seconds: 60, amount: runs.length, connections, method: 'POST', body, paths: runs.map((id) => `/api/flow-runs/${id}/steps/${number}`),
    });
    await post(ids.slice(ORDERS, ORDERS + WARM_UP), 10);
    const placed = await post(ids.slice(0, ORDERS), 10);
    const busy = await post(ids.slice(ORDERS + WARM_UP), 50);
    const orders = await app.db.selectFrom('consumer_orders').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    if (Number(orders.n) !== ids.length) throw new Error(`${orders.n} orders in the database for ${ids.length} placed`);
    return { placed, busy };
  }, { PORTAL_ENV: 'qa', SEED_DEMO: 'false' });
  report('bare Fastify route', Math.round(bare), 'req/s');
  report('orders placed (SQLite, synchronous=FULL)', Math.round(placed.requestsPerSecond), 'orders/s');
  report('order placement at 10 connections, p50', placed.p50, 'ms');
  report('order placement at 10 connections, p99', placed.p99, 'ms');
  report('order placement at 50 connections, p50', busy.p50, 'ms');
  report('order placement at 50 connections, p99', busy.p99, 'ms');
}
