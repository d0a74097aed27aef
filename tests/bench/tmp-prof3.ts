import { startRun } from '#engine/decide-step.ts';
import { insertRun, newRunId } from '#server/flow-runs/flow-runs.repository.ts';
import { submitFlowStep } from '#server/flow-runs/flow-run.service.ts';
import { captchaKeys } from '#server/captcha/captcha.ts';
import { consumerFlow } from '#server/flows/consumer-flow.ts';
import { withPortal } from './http.bench.ts';
await withPortal(async (app) => {
  const decision = startRun(consumerFlow(app.flows), { today: '2025-03-14' });
  if (decision.kind !== 'step') throw new Error();
  const ids = Array.from({ length: 3000 }, () => newRunId());
  await app.db.transaction().execute(async (trx) => { for (const id of ids) await insertRun(trx, app.fieldCipher, id, decision.runState, { locale: null }, new Date()); });
  const deps = { db: app.db, cipher: app.fieldCipher, hasher: app.keyedHasher, flows: app.flows, now: app.now, publicOrigin: 'x', captchaKeys: captchaKeys('x'.repeat(40)), qa: false };
  const answers = [{ questionId: 'q-state', choiceIds: ['state-CO'] }];
  for (const [label, from, to] of [['warm', 0, 500], ['direct', 500, 2000]] as const) {
    const t0 = performance.now();
    for (let i = from; i < to; i++) await submitFlowStep(deps, ids[i]!, 1, answers, undefined);
    console.log(label, ((performance.now() - t0) / (to - from)).toFixed(3), 'ms');
  }
  const payload = { answers };
  const t1 = performance.now();
  for (let i = 2000; i < 3000; i++) await app.inject({ method: 'POST', url: `/api/flow-runs/${ids[i]}/steps/1`, payload });
  console.log('inject', ((performance.now() - t1) / 1000).toFixed(3), 'ms');
}, { RATE_LIMIT_MAX: '100000', SEED_DEMO: 'true' });
