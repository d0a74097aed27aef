/**
 * Questionnaire step submissions per second, as a ratio to a bare Fastify route measured in the same run (target
 * ≥ 0.3). What is measured: step 1 (the state, Colorado) of fresh runs, each request a run of its own — the engine
 * decides the step, the server runs the step-2 effect (the state's remaining units) and writes the run (encrypted)
 * under its revision in one transaction, on SQLite. No request consumes quota or fails with 422.
 */
import autocannon from 'autocannon';
import type { FastifyInstance } from 'fastify';
import { startRun } from '#engine/decide-step.ts';
import { insertRun, newRunId } from '#server/areas/flow-runs/flow-runs.repository.ts';
import { consumerFlow } from '#server/areas/flows/consumer-flow.ts';
import { bareFastifyRps, requestsPerSecond, withPortal } from './http.bench.ts';
import type { Report } from './run.ts';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
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

async function stepsPerSecond(app: FastifyInstance, runs: string[], seconds: number): Promise<number> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  let next = 0;
  const body = JSON.stringify({ answers: [{ questionId: 'q-state', choiceIds: ['state-CO'] }] });
  const result = await autocannon({
    url: `http://127.0.0.1:${address.port}`,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [{
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      setupRequest: (request) => ({ ...request, path: `/api/flow-runs/${runs[next++ % runs.length]}/steps/1` }),
    }],
  });
  if (next > runs.length) throw new Error(`ran out of fresh runs (${next} requests for ${runs.length} runs): raise the count`);
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

export default async function bench(report: Report): Promise<void> {
  const bare = await bareFastifyRps();
  const { steps, health } = await withPortal(async (app) => {
    const runs = await freshRuns(app, 30_000);
    const health = await requestsPerSecond(app, '/api/health'); // listens, warms up, measures
    await stepsPerSecond(app, runs.slice(25_000), 1); // warm-up on runs of its own
    const steps = await stepsPerSecond(app, runs.slice(0, 25_000), DURATION_S);
    return { steps, health };
  }, { RATE_LIMIT_MAX: '100000', SEED_DEMO: 'true' });
  report('bare Fastify route', Math.round(bare), 'req/s');
  report('/api/health on the same portal (reference)', Math.round(health), 'req/s');
  report('step 1 submissions (fresh runs, SQLite)', Math.round(steps), 'req/s');
  report('step submissions ÷ bare route', Math.round((steps / bare) * 100) / 100, '×', '≥ 0.3');
  report('step submissions ÷ /api/health', Math.round((steps / health) * 100) / 100, '×');
}
