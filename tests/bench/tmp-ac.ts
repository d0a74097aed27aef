import autocannon from 'autocannon';
import { startRun } from '#engine/decide-step.ts';
import { insertRun, newRunId } from '#server/flow-runs/flow-runs.repository.ts';
import { consumerFlow } from '#server/flows/consumer-flow.ts';
import { withPortal } from './http.bench.ts';
await withPortal(async (app) => {
  const decision = startRun(consumerFlow(app.flows), { today: '2025-03-14' });
  if (decision.kind !== 'step') throw new Error();
  const ids = Array.from({ length: 12000 }, () => newRunId());
  let t = performance.now();
  for (let i = 0; i < ids.length; i += 500) await app.db.transaction().execute(async (trx) => { for (const id of ids.slice(i, i + 500)) await insertRun(trx, app.fieldCipher, id, decision.runState, { locale: null }, new Date()); });
  console.log('insert', performance.now() - t);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as { port: number }).port;
  let next = 0;
  for (const connections of [1, 4, 10]) {
    const r = await autocannon({ url: `http://127.0.0.1:${port}`, connections, duration: 3, requests: [{ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ answers: [{ questionId: 'q-state', choiceIds: ['state-CO'] }] }), setupRequest: (req) => ({ ...req, path: `/api/flow-runs/${ids[next++]}/steps/1` }) }] });
    console.log(connections, 'conn', r.requests.average, 'rps', r.non2xx, 'non2xx', r.latency.p50, 'p50 ms');
  }
  const g = await autocannon({ url: `http://127.0.0.1:${port}/api/flow-runs/${ids[0]}`, connections: 10, duration: 3 });
  console.log('GET', g.requests.average, 'rps');
  const h = await autocannon({ url: `http://127.0.0.1:${port}/api/health`, connections: 10, duration: 3 });
  console.log('health', h.requests.average, 'rps');
}, { RATE_LIMIT_MAX: '100000', SEED_DEMO: 'true' });
