import { historyReasons } from '#engine/order-history.ts';
import { resolveEnv } from '#engine/run-env.ts';
import { nextRun } from '#engine/run-state.ts';
import { effectInput } from '#engine/step-outcome.ts';
import type { Env, StepDecision } from '#schemas/generated/flow-api.ts';
import type { Flow } from '#schemas/generated/flow.ts';
import type { FieldCipher } from '#server/crypto/field-cipher.ts';
import type { KeyedHasher } from '#server/crypto/keyed-hash.ts';
import type { Db } from '#server/db/database.ts';
import { personKeysOf, privateRefusalText, readConsumerDetails, sendRefusalNotice } from '#server/areas/consumers/index.ts';
import { earlierOrders } from '#server/areas/consumer-orders/index.ts';

/** Whether the decision ends the run by a rule that reads the order history (a cheap test, before any transaction). */
export function endsByHistory(flow: Flow, decision: StepDecision): decision is Extract<StepDecision, { kind: 'refused' | 'ineligible' }> {
  return (decision.kind === 'refused' || decision.kind === 'ineligible') && historyReasons(flow, decision.runState).history.length > 0;
}

/**
 * A run ended by rules of the flow that read the person's order history, as the reply and the stored run may show it
 * (decision 042): when the person has an earlier order of their own, those rules' words (the date they may order
 * again) are emailed to its address on record, and the run says only that the reason was emailed. Any other decision
 * is returned as it is. Only this very person's earlier order gives a run those facts (validation), so the address is
 * theirs; the details are read again from the run's answers, as the order path reads them.
 */
export async function keepRunHistoryPrivate(
  trx: Db, deps: { cipher: FieldCipher; hasher: KeyedHasher; now: Date }, flow: Flow, decision: StepDecision, env: Env,
): Promise<StepDecision> {
  if (!endsByHistory(flow, decision)) return decision;
  const run = decision.runState;
  const { history, others } = historyReasons(flow, run);
  const runEnv = resolveEnv(flow, env);
  const input = typeof runEnv === 'string' ? null : effectInput(flow, run, runEnv, 'validateConsumer');
  const read = readConsumerDetails(input ?? {}, env.today);
  const own = 'details' in read ? (await earlierOrders(trx, personKeysOf(deps.hasher, read.details))).same : undefined;
  // Without an earlier order of their own the rules read "none", which tells nothing: the words stay.
  if (!own) return decision;
  await sendRefusalNotice(trx, deps, own, history.map((r) => r.message), env.locale);
  // The codes stay (the questionnaire's analytics count them, for staff); the words become one private text.
  const reasons = [...others, { message: privateRefusalText(env.locale), code: history[0]!.code }];
  const runState = nextRun(run, { outcome: { messages: reasons.map((r) => r.message), codes: reasons.map((r) => r.code) } });
  const messages = runState.outcome!.messages;
  return decision.kind === 'refused' ? { kind: 'refused', runState, reasons: messages } : { kind: 'ineligible', runState, message: messages[0]! };
}
