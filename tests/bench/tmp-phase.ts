import { decideStep, startRun } from '#engine/decide-step.ts';
import { applyEffectResult } from '#engine/effect-result.ts';
import { insertRun, newRunId, loadRun, claimRun, saveRun } from '#server/flow-runs/flow-runs.repository.ts';
import { remainingUnits } from '#server/consumer/quota-usage.repository.ts';
import { statesOf, stateDate } from '#server/consumer/state-calendar.ts';
import { consumerFlow } from '#server/flows/consumer-flow.ts';
import { withDurability } from '#server/flow-runs/write-durability.ts';
import { runReply } from '#server/flow-runs/flow-run-reply.ts';
import { withPortal } from './http.bench.ts';
await withPortal(async (app) => {
  const flow = consumerFlow(app.flows);
  const decision = startRun(flow, { today: '2025-03-14' });
  if (decision.kind !== 'step') throw new Error();
  const ids = Array.from({ length: 3000 }, () => newRunId());
  for (let i = 0; i < ids.length; i += 500) await app.db.transaction().execute(async (trx) => { for (const id of ids.slice(i, i + 500)) await insertRun(trx, app.fieldCipher, id, decision.runState, { locale: null }, new Date()); });
  const T: Record<string, number> = {};
  const tick = (k: string, t0: number) => { T[k] = (T[k] ?? 0) + performance.now() - t0; return performance.now(); };
  const answers = [{ questionId: 'q-state', choiceIds: ['state-CO'] }];
  for (let i = 1000; i < 3000; i++) {
    let t = performance.now();
    const stored = (await loadRun(app.db, app.fieldCipher, ids[i]!))!; t = tick('loadRun', t);
    const states = await statesOf(app.db); t = tick('states', t);
    const env = { today: stateDate(new Date(), null), locale: 'en' }; t = tick('env', t);
    const d = decideStep(flow, stored.run, 1, answers, env); t = tick('decide', t);
    if (d.kind !== 'effect') throw new Error(d.kind);
    const out = await withDurability(app.db, 'relaxed', (db) => db.transaction().execute(async (trx) => {
      let u = performance.now();
      await claimRun(trx, ids[i]!, 0, new Date()); u = tick('claim', u);
      const [row] = await remainingUnits(trx, [{ state: 'CO', period: '2025-03' }]); u = tick('remaining', u);
      const next = applyEffectResult(flow, d.runState, { effect: 'fetchRemainingUnits', remainingUnits: row!.remaining }, env); u = tick('apply', u);
      if (next.kind !== 'step') throw new Error();
      await saveRun(trx, app.fieldCipher, { id: ids[i]!, revision: 1 }, next.runState, {}, new Date()); u = tick('save', u);
      return next;
    })); t = tick('trx total', t);
    JSON.stringify(runReply(ids[i]!, flow, out.runState, env, out.view)); t = tick('reply+json', t);
    if (i === 1999) for (const k of Object.keys(T)) T[k] = 0;
  }
  for (const [k, v] of Object.entries(T)) console.log(k.padEnd(12), (v / 1000 * 1000).toFixed(1), 'µs');
}, { RATE_LIMIT_MAX: '100000', SEED_DEMO: 'true' });
