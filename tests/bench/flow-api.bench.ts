/**
 * Questionnaire step submissions per second, as a ratio to a bare Fastify route measured in the same run (target
 * ≥ 0.1). What is measured: step 1 (the state, Colorado) of fresh runs, each request a run of its own — the engine
 * decides the step, the server runs the step-2 effect (the state's remaining units) and writes the run (encrypted)
 * under its revision in one transaction, on SQLite. No request consumes quota or fails with 422. The client runs in
 * a worker thread (load.ts); the latency percentiles are taken at 50 connections. The server's CPU per step (its main
 * thread, on Linux) moves less than the throughput on a machine shared with other work.
 */
import type { FastifyInstance } from 'fastify';
import { startRun } from '#engine/decide-step.ts';
import { insertRun, newRunId } from '#server/areas/flow-runs/flow-runs.repository.ts';
import { consumerFlow } from '#server/areas/flows/consumer-flow.ts';
import { bareFastifyRps, DURATION_S, loadOnce, requestsPerSecond, withPortal } from './http.bench.ts';
import type { LoadResult } from './load.ts';
import { mainThreadCpuMs } from './thread-cpu.ts';
import type { Report } from './run.ts';

const CONNECTIONS = 10;

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
    seconds, connections, method: 'POST',
    body: JSON.stringify({ answers: [{ questionId: 'q-state', choiceIds: ['state-CO'] }] }),
    paths: runs.map((id) => `/api/flow-runs/${id}/steps/1`),
  });
  // A run answered twice would get 409 and fail the bench above; this names the fix.
  if (result.requests > runs.length) throw new Error(`ran out of fresh runs (${result.requests} requests for ${runs.length} runs): raise the count`);
  return result;
}

export default async function bench(report: Report): Promise<void> {
  const bare = await bareFastifyRps();
  const { steps, health, busy, cpuPerStep } = await withPortal(async (app) => {
    // Fresh runs for up to 6,000 steps a second in every load run (warm-up, measure, 50 connections).
    const perSecond = 6_000;
    const runs = await freshRuns(app, perSecond * (1 + DURATION_S + 2));
    const health = await requestsPerSecond(app, '/api/health'); // listens, warms up, measures
    await stepsOf(app, runs.slice(0, perSecond), 1); // warm-up on runs of its own
    const cpuBefore = mainThreadCpuMs();
    const steps = await stepsOf(app, runs.slice(perSecond, perSecond * (1 + DURATION_S)), DURATION_S);
    const cpuAfter = mainThreadCpuMs();
    const cpuPerStep = cpuBefore === null || cpuAfter === null ? null : ((cpuAfter - cpuBefore) * 1000) / steps.requests;
    const busy = await stepsOf(app, runs.slice(perSecond * (1 + DURATION_S)), 2, 50);
    return { steps, health, busy, cpuPerStep };
  }, { RATE_LIMIT_MAX: '100000', SEED_DEMO: 'true' });
  report('bare Fastify route', Math.round(bare), 'req/s');
  report('/api/health on the same portal (reference)', Math.round(health), 'req/s');
  report('step 1 submissions (fresh runs, SQLite)', Math.round(steps.requestsPerSecond), 'req/s');
  report('step submissions ÷ bare route', Math.round((steps.requestsPerSecond / bare) * 100) / 100, '×', '≥ 0.1');
  report('step submissions ÷ /api/health', Math.round((steps.requestsPerSecond / health) * 100) / 100, '×');
  if (cpuPerStep !== null) report("server's CPU per step submission (its main thread)", Math.round(cpuPerStep), 'µs');
  report('step submissions at 50 connections, p50', busy.p50, 'ms');
  report('step submissions at 50 connections, p99', busy.p99, 'ms');
}
