import { startRun } from '#engine/decide-step.ts';
import { insertRun, newRunId } from '#server/flow-runs/flow-runs.repository.ts';
import { consumerFlow } from '#server/flows/consumer-flow.ts';
import { withPortal } from './http.bench.ts';
await withPortal(async (app) => {
  const decision = startRun(consumerFlow(app.flows), { today: '2025-03-14' });
  if (decision.kind !== 'step') throw new Error();
  const ids = Array.from({ length: 3000 }, () => newRunId());
  await app.db.transaction().execute(async (trx) => { for (const id of ids) await insertRun(trx, app.fieldCipher, id, decision.runState, { locale: null }, new Date()); });
  const payload = { answers: [{ questionId: 'q-state', choiceIds: ['state-CO'] }] };
  for (const [label, slice] of [['warm', ids.slice(0, 500)], ['measure', ids.slice(500, 2500)]] as const) {
    const t0 = performance.now();
    for (const id of slice) {
      const r = await app.inject({ method: 'POST', url: `/api/flow-runs/${id}/steps/1`, payload });
      if (r.statusCode !== 200) throw new Error(r.body);
    }
    console.log(label, ((performance.now() - t0) / slice.length).toFixed(3), 'ms/request sequential');
  }
  const t1 = performance.now();
  for (let i = 0; i < 2000; i++) await app.inject({ method: 'GET', url: '/api/health' });
  console.log('health', ((performance.now() - t1) / 2000).toFixed(3), 'ms/request');
  const t2 = performance.now();
  for (let i = 0; i < 2000; i++) await app.inject({ method: 'GET', url: `/api/flow-runs/${ids[2600]}` });
  console.log('GET run', ((performance.now() - t2) / 2000).toFixed(3), 'ms/request');
}, { RATE_LIMIT_MAX: '100000', SEED_DEMO: 'true' });
