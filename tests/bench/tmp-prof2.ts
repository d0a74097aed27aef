import { startRun } from '#engine/decide-step.ts';
import { insertRun, newRunId, loadRun, claimRun, saveRun } from '#server/flow-runs/flow-runs.repository.ts';
import { remainingUnits } from '#server/consumer/quota-usage.repository.ts';
import { consumerFlow } from '#server/flows/consumer-flow.ts';
import { withPortal } from './http.bench.ts';
await withPortal(async (app) => {
  const decision = startRun(consumerFlow(app.flows), { today: '2025-03-14' });
  if (decision.kind !== 'step') throw new Error();
  const ids = Array.from({ length: 2000 }, () => newRunId());
  await app.db.transaction().execute(async (trx) => { for (const id of ids) await insertRun(trx, app.fieldCipher, id, decision.runState, { locale: null }, new Date()); });
  const time = async (label: string, fn: (i: number) => Promise<unknown>, n = 1000) => {
    const t0 = performance.now(); for (let i = 0; i < n; i++) await fn(i); console.log(label, ((performance.now() - t0) / n).toFixed(3), 'ms');
  };
  await time('loadRun', (i) => loadRun(app.db, app.fieldCipher, ids[i]!));
  await time('remaining', () => remainingUnits(app.db, [{ state: 'CO', period: '2025-03' }]));
  await time('empty trx', () => app.db.transaction().execute(async () => {}));
  await time('claim trx', (i) => app.db.transaction().execute(async (trx) => claimRun(trx, ids[i]!, 0, new Date())));
  await time('saveRun', (i) => saveRun(app.db, app.fieldCipher, { id: ids[i]!, revision: 1 }, decision.runState, {}, new Date()));
  const { sql } = await import('kysely');
  await sql`pragma synchronous = NORMAL`.execute(app.db);
  await time('saveRun NORMAL', (i) => saveRun(app.db, app.fieldCipher, { id: ids[i]!, revision: 2 }, decision.runState, {}, new Date()));
  await time('claim trx NORMAL', (i) => app.db.transaction().execute(async (trx) => claimRun(trx, ids[1000 + i]!, 0, new Date())));
}, { RATE_LIMIT_MAX: '100000', SEED_DEMO: 'true' });
