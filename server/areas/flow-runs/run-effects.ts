import { resolveEnv } from '#engine/run-env.ts';
import { effectInput } from '#engine/step-outcome.ts';
import type { OrderRefusal } from '#engine/order-rules.ts';
import type { EffectResult, Env, PendingEffect, RunState } from '#schemas/generated/flow-api.ts';
import type { Flow } from '#schemas/generated/flow.ts';
import type { FieldCipher } from '#server/crypto/field-cipher.ts';
import type { KeyedHasher } from '#server/crypto/keyed-hash.ts';
import { readConsumerDetails, validateConsumer } from '#server/areas/consumers/index.ts';
import { earlierOrders, placeOrderIn } from '#server/areas/consumer-orders/index.ts';
import { inviteToAccount } from '#server/areas/consumer-accounts/index.ts';
import { remainingUnits } from '#server/areas/quotas/index.ts';
import { stateDate, stateMonth, type StateInfo } from '#server/areas/us-states/index.ts';
import { servedCounties } from '#server/areas/flows/index.ts';
import { recordResponse } from '#server/areas/responses/index.ts';
import type { Db } from '#server/db/database.ts';

/** What running the flow's effects needs: the transaction of the step, and the server's keys and facts. */
export interface EffectDeps {
  trx: Db;
  cipher: FieldCipher;
  hasher: KeyedHasher;
  states: ReadonlyMap<string, StateInfo>;
  flow: Flow;
  now: Date;
  publicOrigin: string;
  manualApproval: boolean;
  runId: string;
  /** The state chosen in the run (its `state` question), once answered. */
  chosenState: string | null;
  /** The run as it awaits the effect, and the engine's environment: the order reads the validated details from it. */
  run: RunState;
  env: Env;
}

/** The result fed back to the engine, and what the run records once the step is accepted. */
export interface EffectOutcome {
  result: EffectResult;
  /** The consumer id validation gave the run (its row is written with the order), and the order. */
  consumerId?: string;
  orderId?: string;
}

/** The refusals as the engine reads them: the texts, and their codes in the same order (the analytics count codes). */
const refusalsOf = (refusals: readonly OrderRefusal[]) => ({ reasonsNotPassed: refusals.map((r) => r.message), reasonCodes: refusals.map((r) => r.code) });
const refusedFor = (code: string, reasons: readonly string[] = []) => ({ reasonsNotPassed: [...reasons], reasonCodes: reasons.map(() => code) });

const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : typeof v === 'number' ? String(v) : null);

function runEnvOf(deps: EffectDeps) {
  const env = resolveEnv(deps.flow, deps.env);
  if (typeof env === 'string') throw new Error(`Run ${deps.runId}: ${env}`);
  return env;
}

/** Consumer validation of the details the flow gives (the run's answers), as the questionnaire runs it. */
async function validateDetails(deps: EffectDeps, input: Record<string, unknown>, consumerId?: string) {
  const today = stateDate(deps.now, deps.states.get(deps.chosenState ?? '')?.timeZone);
  const read = readConsumerDetails(input, today);
  if ('problems' in read) return { reasons: read.problems.map((p) => `${p.questionId}: ${p.message}`) };
  const outcome = await validateConsumer(deps.trx, {
    cipher: deps.cipher,
    hasher: deps.hasher,
    now: deps.now,
    flow: deps.flow,
    states: deps.states,
    ...(deps.chosenState ? { chosenState: deps.chosenState } : {}),
    servedCounties: (state) => servedCounties(deps.flow, state),
    checkRefillInterval: false,
    earlierOrders,
  }, read.details, consumerId);
  return { outcome };
}

/**
 * Runs one effect the flow names (architecture: the engine decides that it runs, the server implements it):
 * fetchRemainingUnits, validateConsumer, submitOrder, recordResponse. Inputs come from the engine, computed from the answers the
 * server holds; nothing here trusts the browser.
 */
export async function runEffect(deps: EffectDeps, pending: PendingEffect): Promise<EffectOutcome> {
  const input = pending.input;
  switch (pending.name) {
    case 'fetchRemainingUnits': {
      const state = str(input.state) ?? deps.chosenState;
      if (!state) return { result: { effect: 'fetchRemainingUnits', remainingUnits: 0 } };
      const period = stateMonth(deps.now, deps.states.get(state)?.timeZone);
      const [row] = await remainingUnits(deps.trx, [{ state, period }]);
      return { result: { effect: 'fetchRemainingUnits', remainingUnits: row?.remaining ?? 0 } };
    }
    case 'validateConsumer': {
      const validated = await validateDetails(deps, input);
      if ('reasons' in validated) {
        return { result: { effect: 'validateConsumer', validationRulesPassed: false, ...refusedFor('detailsInvalid', validated.reasons), consumerId: null } };
      }
      const outcome = validated.outcome;
      // Nothing is stored here: the consumer is written with the order (step 11), from the answers the run holds.
      return {
        result: {
          effect: 'validateConsumer',
          validationRulesPassed: outcome.validationRulesPassed,
          ...refusalsOf(outcome.refusals),
          consumerId: outcome.consumer?.id ?? null,
          hasEarlierOrder: outcome.hasEarlierOrder,
          lastOrderDate: outcome.lastOrderDate,
        },
        // The run records the id (no personal data) so POST /api/consumer-orders can tell a run not yet ordered.
        ...(outcome.consumer ? { consumerId: outcome.consumer.id } : {}),
      };
    }
    case 'submitOrder': {
      const consumerId = str(input.consumerId);
      const state = str(input.state) ?? deps.chosenState;
      const qty = typeof input.qty === 'number' ? input.qty : Number(input.qty);
      const requestReason = str(input.requestReason);
      const ndc = str(input.ndc);
      if (!consumerId || !state || !requestReason || !ndc || !Number.isInteger(qty)) {
        return { result: { effect: 'submitOrder', ...refusedFor('orderIncomplete', ['The order is incomplete. Please start again.']) } };
      }
      // The details validated at step 6, read again from the run's answers and checked again now (a county may have
      // left the programme since); the consumer row is written with the order, under the id validation gave it.
      const details = effectInput(deps.flow, deps.run, runEnvOf(deps), 'validateConsumer') ?? {};
      const validated = await validateDetails(deps, details, consumerId);
      if ('reasons' in validated) return { result: { effect: 'submitOrder', ...refusedFor('detailsInvalid', validated.reasons) } };
      const newConsumer = validated.outcome.consumer;
      if (!newConsumer) return { result: { effect: 'submitOrder', ...refusalsOf(validated.outcome.refusals) } };
      const placed = await placeOrderIn(deps.trx, {
        cipher: deps.cipher, flow: deps.flow, now: deps.now, states: deps.states, publicOrigin: deps.publicOrigin, manualApproval: deps.manualApproval, locale: deps.env.locale,
        accountInvitation: inviteToAccount,
      }, {
        runId: deps.runId, consumerId, requestReason, ndc, qty, why: str(input.why), state, newConsumer,
        // Asked from consumer v6 on (decision 078): only a plain yes asks for the email; an older version asks nothing.
        expiryReminder: str(input.expiryReminder) === 'yes',
      });
      if (placed.kind === 'refused') return { result: { effect: 'submitOrder', ...refusalsOf(placed.refusals) } };
      return { result: { effect: 'submitOrder', mrn: placed.order.mrn }, orderId: placed.order.id, consumerId: placed.order.consumerId };
    }
    case 'recordResponse':
      // The run's answers as a response, in the step's transaction; once per run (a retry finds it recorded).
      await recordResponse(deps.trx, deps.cipher, deps.flow, deps.runId, deps.run, deps.now);
      return { result: { effect: 'recordResponse', recorded: true } };
  }
}
