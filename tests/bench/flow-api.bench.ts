/**
 * Questionnaire step submissions per second, as a ratio to a bare Fastify route measured in turns with them (target
 * ≥ 0.1 on SQLite). What is measured: step 1 (the state, Colorado) of fresh runs, each request a run of its own — the
 * engine decides the step, the server runs the step-2 effect (the state's remaining units) and writes the run
 * (encrypted) under its revision with the step's analytics in one transaction, shared with the other steps of its
 * turn (decision 048); on SQLite, then on PostgreSQL when it answers. No request consumes quota or fails with 422.
 * The client runs in a worker thread (load.ts); the latency percentiles are taken at 50 connections. The server's CPU
 * per step (its main thread, on Linux) moves less than the throughput on a machine shared with other work; the bare
 * route's CPU per request is taken in the same rounds, and their ratio printed beside the throughput's.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { createDatabase } from '#server/db/database.ts';
import { benchPostgres } from './admin-bench-db.ts';
import { startRun } from '#engine/decide-step.ts';
import { insertRun, newRunId } from '#server/areas/flow-runs/flow-runs.repository.ts';
import { consumerFlow } from '#server/areas/flows/consumer-flow.ts';
import { bareFastifyLoad, DURATION_S, loadOnce, requestsPerSecond, withPortal } from './http.bench.ts';
import type { LoadResult } from './load.ts';
import { mainThreadCpuMs } from './thread-cpu.ts';
import type { Report } from './run.ts';

const CONNECTIONS = 10;
let client = 0;

/** Fresh runs at step 1, written straight to the database (the same row POST /api/flow-runs writes). */
async function freshRuns(app: FastifyInstance, count: number): Promise<string[]> {
  const decision = startRun(consumerFlow(app.flows), { today: '2025-03-14' });
  if (decision.kind !== 'step') throw new Error('the consumer flow does not start with a step');
  const ids = Array.from({ length: count }, () => newRunId());
  for (let i = 0; i < ids.length; i += 500) {
    await app.db.transaction().execute(async (trx) => {
      for (const id of ids.slice(i, i + 500)) await insertRun(trx, app.fieldCipher, id, decision.runState, { locale: null }, new Date());
    });
  }
  return ids;
}

/** Step 1 of the runs given, each request a run of its own (a run answers its step once). */
async function stepsOf(app: FastifyInstance, runs: readonly string[], seconds: number, connections = CONNECTIONS): Promise<LoadResult> {
  const result = await loadOnce(app, '', {
    seconds, connections, method: 'POST', headers: { 'x-forwarded-for': `10.0.${Math.floor(++client / 250)}.${client % 250}` },
    body: JSON.stringify({ answers: [{ questionId: 'q-state', choiceIds: ['state-CO'] }] }),
    paths: runs.map((id) => `/api/flow-runs/${id}/steps/1`),
  });
  // A run answered twice would get 409 and fail the bench above; this names the fix.
  if (result.requests > runs.length) throw new Error(`ran out of fresh runs (${result.requests} requests for ${runs.length} runs): raise the count`);
  return result;
}

const ROUNDS = 3;
const median = (values: readonly number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

interface Measured {
  rounds: { bare: number; steps: number; cpuPerStep: number | null; cpuPerBare: number | null }[];
  health: number;
  busy: LoadResult;
}

/** The bench on one portal: `perSecond` bounds the steps a second its fresh runs allow in each load run. */
async function measureSteps(app: FastifyInstance, perSecond: number): Promise<Measured> {
  const runs = await freshRuns(app, perSecond * (1 + ROUNDS * DURATION_S + 2));
  let next = 0;
  const take = (seconds: number) => runs.slice(next, (next += perSecond * seconds));
  const health = await requestsPerSecond(app, '/api/health'); // listens, warms up, measures
  await stepsOf(app, take(1), 1); // warm-up on runs of its own
  // The bare route and the steps in turns, ROUNDS times: on a machine shared with other work the load moves both
  // figures of a round alike, so the median of the rounds' ratios moves less than either figure (decision 048).
  const rounds: Measured['rounds'] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const bare = await bareFastifyLoad();
    const cpuBefore = mainThreadCpuMs();
    const steps = await stepsOf(app, take(DURATION_S), DURATION_S);
    const cpuAfter = mainThreadCpuMs();
    const cpuPerStep = cpuBefore === null || cpuAfter === null ? null : ((cpuAfter - cpuBefore) * 1000) / steps.requests;
    rounds.push({ bare: bare.requestsPerSecond, steps: steps.requestsPerSecond, cpuPerStep, cpuPerBare: bare.cpuPerRequest });
  }
  return { rounds, health, busy: await stepsOf(app, take(2), 2, 50) };
}

function reportSteps(report: Report, database: string, { rounds, health, busy }: Measured): void {
  const steps = median(rounds.map((r) => r.steps));
  const cpu = rounds.map((r) => r.cpuPerStep).filter((c): c is number => c !== null);
  report(`${database}: bare Fastify route (median of ${ROUNDS} rounds)`, Math.round(median(rounds.map((r) => r.bare))), 'req/s');
  report(`${database}: /api/health on the same portal (reference)`, Math.round(health), 'req/s');
  report(`${database}: step 1 submissions (fresh runs; median of the same rounds)`, Math.round(steps), 'req/s');
  report(`${database}: step submissions ÷ bare route (median of the rounds' ratios)`, Math.round(median(rounds.map((r) => r.steps / r.bare)) * 100) / 100, '×', database === 'SQLite' ? '≥ 0.1' : undefined);
  report(`${database}: step submissions ÷ /api/health`, Math.round((steps / health) * 100) / 100, '×');
  if (cpu.length) report(`${database}: server's CPU per step submission (its main thread; median of the rounds)`, Math.round(median(cpu)), 'µs');
  // The same ratio in CPU, which depends on what a request costs rather than on the share of a core the server gets:
  // the bare route's CPU per request ÷ a step's, round by round. On a quiet machine the server's CPU bounds both, so
  // this is where the throughput ratio goes (decision 048).
  const cpuRatios = rounds.flatMap((r) => (r.cpuPerStep && r.cpuPerBare ? [r.cpuPerBare / r.cpuPerStep] : []));
  const bareCpu = rounds.flatMap((r) => (r.cpuPerBare ? [r.cpuPerBare] : []));
  if (bareCpu.length) report(`${database}: server's CPU per bare-route request (median of the rounds)`, Math.round(median(bareCpu)), 'µs');
  if (cpuRatios.length) report(`${database}: bare route's CPU per request ÷ a step's (median of the rounds' ratios)`, Math.round(median(cpuRatios) * 100) / 100, '×', database === 'SQLite' ? '≥ 0.1' : undefined);
  report(`${database}: step submissions at 50 connections, p50`, busy.p50, 'ms');
  report(`${database}: step submissions at 50 connections, p99`, busy.p99, 'ms');
}

export default async function bench(report: Report): Promise<void> {
  // The portal limits each client to RATE_LIMIT_MAX requests a minute (at most 100,000) on the public routes; the steps
  // of one load run come from a client of their own, named behind the proxy the bench portal trusts, as many people
  // submitting steps would.
  const env = { RATE_LIMIT_MAX: '100000', SEED_DEMO: 'true', TRUST_PROXY: '127.0.0.1' };
  reportSteps(report, 'SQLite', await withPortal((app) => measureSteps(app, 15_000), env));
  const postgres = benchPostgres();
  if (!postgres) return;
  // A schema of its own, dropped afterwards.
  const schema = `bench_steps_${process.pid}`;
  const admin = createDatabase(postgres, { poolSize: 1 });
  try {
    await sql`create schema ${sql.id(schema)}`.execute(admin);
    reportSteps(report, 'PostgreSQL', await withPortal((app) => measureSteps(app, 3_000), { ...env, DATABASE_URL: `${postgres}?schema=${schema}` }));
  } finally {
    await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(admin);
    await admin.destroy();
  }
}
