/**
 * What the run services do with the engine's decision: run the effects it asks for, keep a refusal by the person's
 * history private, and end the request with the reply or the API's error.
 */
import { applyEffectResult } from '#engine/effect-result.ts';
import type { ConfirmationFacts } from '#engine/order-confirmation.ts';
import type { Env, RunState, StepDecision } from '#schemas/generated/flow-api.ts';
import type { Flow } from '#schemas/generated/flow.ts';
import type { FlowRunReply, PreviewEffects } from '#schemas/generated/flow-run-api.ts';
import { catalogued } from '#server/errors/catalogue.ts';
import { chosenState } from '#server/areas/flows/index.ts';
import type { StateInfo } from '#server/areas/us-states/index.ts';
import type { Db } from '#server/db/database.ts';
import { envFor } from './flow-run-context.ts';
import type { FlowRunDeps } from './flow-run-deps.ts';
import { answersInvalid, refused, runReply, tooCostly } from './flow-run-reply.ts';
import { keepRunHistoryPrivate } from './history-refusal.ts';
import { runPreviewEffect } from './preview-effects.ts';
import { runEffect } from './run-effects.ts';

export interface Settled {
  decision: StepDecision;
  consumerId: string | undefined;
  orderId: string | undefined;
}

/** Effects that only read: a step that runs no other needs no transaction, the run's revision guards its write. */
export const READ_ONLY_EFFECTS: ReadonlySet<string> = new Set(['fetchRemainingUnits']);

/** Runs the effects a decision asks for, one after the other, feeding each result back to the engine. */
export async function settleEffects(
  deps: FlowRunDeps, trx: Db, flow: Flow, runId: string, first: StepDecision, states: ReadonlyMap<string, StateInfo>, now: Date, locale: string | null,
  preview?: { effects: PreviewEffects | undefined },
): Promise<Settled> {
  let decision = first;
  let consumerId: string | undefined;
  let orderId: string | undefined;
  for (let guard = 0; decision.kind === 'effect'; guard++) {
    if (guard > 20) throw new Error(`Flow ${flow.id}@${flow.version} asks for effects without end`);
    if (trx === deps.db && !READ_ONLY_EFFECTS.has(decision.effect.name)) throw new Error(`${decision.effect.name} must run in a transaction`);
    const run = decision.runState;
    const env = envFor(flow, run, states, now, locale);
    // A preview's effects are answered from the values the studio declared, and touch no data (preview-effects.ts).
    const outcome = preview
      ? runPreviewEffect({ flow, env }, preview.effects, decision.effect)
      : await runEffect({
        trx, cipher: deps.cipher, hasher: deps.hasher, states, flow, now, publicOrigin: deps.publicOrigin, manualApproval: deps.manualApproval, runId, chosenState: chosenState(flow, run.answers), run, env,
      }, decision.effect);
    consumerId = outcome.consumerId ?? consumerId;
    orderId = outcome.orderId ?? orderId;
    decision = applyEffectResult(flow, run, outcome.result, env);
  }
  return { decision, consumerId, orderId };
}

/**
 * A run ended by a rule that reads the person's order history says only that the reason was emailed to them
 * (history-refusal.ts, decision 042); a staff preview shows the flow's own words.
 */
export async function privately<D extends StepDecision & { runState: RunState }>(
  deps: FlowRunDeps, trx: Db, flow: Flow, decision: D, states: ReadonlyMap<string, StateInfo>, now: Date, locale: string | null | undefined, preview: unknown,
): Promise<D> {
  if (preview) return decision;
  const env = envFor(flow, decision.runState, states, now, locale);
  return (await keepRunHistoryPrivate(trx, { cipher: deps.cipher, hasher: deps.hasher, now }, flow, decision, env)) as D;
}

/** A decision that ends the request: the reply for a step or an ineligible run, an error otherwise. */
export function finish(runId: string, flow: Flow, decision: StepDecision, env: Env, confirmation?: ConfirmationFacts): FlowRunReply {
  switch (decision.kind) {
    case 'step':
      return runReply(runId, flow, decision.runState, env, decision.view, confirmation);
    case 'ineligible':
      return runReply(runId, flow, decision.runState, env);
    case 'refused':
      throw refused(decision.reasons);
    case 'fieldErrors':
      throw answersInvalid(flow, env.locale, decision.errors);
    case 'rejected':
      if (decision.code === 'WRONG_STEP') throw catalogued('WRONG_STEP', decision.message);
      if (decision.code === 'RUN_FINISHED') throw catalogued('RUN_FINISHED', decision.message);
      if (decision.code === 'TOO_COSTLY') throw tooCostly();
      throw new Error(`The engine rejected a request of run ${runId}: ${decision.code} ${decision.message}`);
    case 'effect':
      throw new Error(`Run ${runId} still awaits ${decision.effect.name}`);
  }
}
