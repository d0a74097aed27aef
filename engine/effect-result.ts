/**
 * Feeding back the result of an effect the server ran: the result is checked and stored in the run state, then the
 * machine moves on (refused when the server refused, or when a rule of the step's onEnter fails).
 */
import type { Flow } from '#schemas/generated/flow.ts';
import type { EffectName, EffectResult, EffectResults, Env, RunState, StepDecision } from '#schemas/generated/flow-api.ts';
import { parseIsoDate } from './dates.ts';
import { indexFlow } from './flow-index.ts';
import { compileFlow, type FlowEvent } from './flow-machine.ts';
import { flowTransition } from './flow-transition.ts';
import { machineState, nextRun } from './run-state.ts';
import { runScope } from './run-scope.ts';
import { resolveEnv } from './run-env.ts';
import { settle } from './step-outcome.ts';
import { carriedOn, decidedWithinBudget, rejected } from './decide-step.ts';

const isStringList = (v: unknown): v is string[] => Array.isArray(v) && v.every((s) => typeof s === 'string');
const isDateOrNull = (v: unknown) => v === null || (typeof v === 'string' && parseIsoDate(v) !== null);

/** The effect results each effect writes (readEffectResult below): what going back before its step forgets. */
export const EFFECT_RESULT_KEYS: Readonly<Record<EffectName, readonly (keyof EffectResults)[]>> = {
  fetchRemainingUnits: ['remainingUnits'],
  validateConsumer: ['consumerId', 'hasEarlierOrder', 'lastOrderDate'],
  submitOrder: ['order'],
  recordResponse: ['responseRecorded'],
};

/** What the result adds to the run's effect results, whether it is a refusal (with its codes), or what is wrong with it. */
export function readEffectResult(result: EffectResult): { effects: EffectResults; refused: string[] | null; codes?: string[] } | string {
  const r = result as EffectResult & Record<string, unknown>;
  if (r.reasonsNotPassed !== undefined && !isStringList(r.reasonsNotPassed)) return 'reasonsNotPassed must be a list of texts.';
  if (r.reasonCodes !== undefined && !isStringList(r.reasonCodes)) return 'reasonCodes must be a list of texts.';
  const read = readResult(r);
  return typeof read === 'string' || !read.refused || !r.reasonCodes?.length ? read : { ...read, codes: r.reasonCodes };
}

function readResult(r: EffectResult & Record<string, unknown>): { effects: EffectResults; refused: string[] | null } | string {
  const reasons = r.reasonsNotPassed ?? [];
  switch (r.effect) {
    case 'fetchRemainingUnits':
      if (typeof r.remainingUnits !== 'number' || !Number.isInteger(r.remainingUnits) || r.remainingUnits < 0) {
        return reasons.length ? { effects: {}, refused: reasons } : 'remainingUnits must be a whole number of units, 0 or more.';
      }
      return { effects: { remainingUnits: r.remainingUnits }, refused: null };
    case 'validateConsumer': {
      if (typeof r.validationRulesPassed !== 'boolean') return 'validationRulesPassed must be true or false.';
      if (r.consumerId !== undefined && r.consumerId !== null && typeof r.consumerId !== 'string') return 'consumerId must be text or null.';
      // Without it the refill cap and interval would silently not apply, so a passed validation must say it.
      if (r.validationRulesPassed && typeof r.hasEarlierOrder !== 'boolean') return 'hasEarlierOrder must be true or false.';
      if (r.hasEarlierOrder !== undefined && typeof r.hasEarlierOrder !== 'boolean') return 'hasEarlierOrder must be true or false.';
      if (r.lastOrderDate !== undefined && !isDateOrNull(r.lastOrderDate)) return 'lastOrderDate must be a date written YYYY-MM-DD, or null.';
      if (r.hasEarlierOrder === true && !r.lastOrderDate) return 'lastOrderDate is needed when hasEarlierOrder is true.';
      const effects: EffectResults = {
        consumerId: r.consumerId ?? null,
        hasEarlierOrder: r.hasEarlierOrder ?? false,
        lastOrderDate: r.lastOrderDate ?? null,
      };
      if (!r.validationRulesPassed) return { effects, refused: reasons.length ? reasons : ['Your details could not be validated.'] };
      return { effects, refused: null };
    }
    case 'submitOrder':
      if (typeof r.mrn === 'string' && r.mrn.length > 0) return { effects: { order: { mrn: r.mrn } }, refused: null };
      return reasons.length ? { effects: {}, refused: reasons } : 'mrn must be the placed order\'s MRN (or give reasonsNotPassed).';
    case 'recordResponse':
      if (r.recorded === true) return { effects: { responseRecorded: true }, refused: null };
      return reasons.length ? { effects: {}, refused: reasons } : 'recorded must be true once the response is recorded (or give reasonsNotPassed).';
    default:
      return `Unknown effect '${String(r.effect)}'.`;
  }
}

/**
 * applyEffectResult(flow, runState, { effect: 'fetchRemainingUnits', remainingUnits: 480 }, { today: '2025-03-14' })
 *   → { kind: 'step', view } | { kind: 'refused', reasons } | { kind: 'rejected', code }.
 */
export function applyEffectResult(flow: Flow, run: RunState, result: EffectResult, env: Env): StepDecision {
  const resolved = resolveEnv(flow, env);
  if (typeof resolved === 'string') return rejected(run, 'BAD_ENV', resolved);
  if (run.flowId !== flow.id || run.flowVersion !== flow.version) {
    return rejected(run, 'FLOW_MISMATCH', `This run belongs to ${run.flowId}@${run.flowVersion}, not ${flow.id}@${flow.version}.`);
  }
  if (run.status !== 'awaitingEffect' || !run.pending) return rejected(run, 'NOT_AWAITING_EFFECT', 'This run is not waiting for an effect.');
  if (!result || typeof result !== 'object' || result.effect !== run.pending.name) {
    return rejected(run, 'WRONG_EFFECT', `This run is waiting for ${run.pending.name}.`);
  }
  const read = readEffectResult(result);
  if (typeof read === 'string') return rejected(run, 'BAD_EFFECT_RESULT', read);

  const updated = nextRun(run, { effects: { ...run.effects, ...read.effects } });
  return decidedWithinBudget(run, () => {
    const index = indexFlow(flow);
    const scope = runScope(index, updated.answers, updated.effects, resolved);
    const machine = compileFlow(flow);
    const snapshot = machine.resolveState({ value: machineState(run), context: {} });
    const event: FlowEvent = { type: 'EFFECT_RESULT', scope, refused: read.refused !== null };
    const [next, actions] = flowTransition(machine, snapshot, event);
    const rules = flow.steps[run.step - 1]?.onEnter?.rules ?? [];
    const settled = settle({ flow, run: updated, env: resolved, next, actions, rules, ...(read.refused ? { serverReasons: read.refused } : {}), ...(read.codes ? { serverCodes: read.codes } : {}) });
    return carriedOn(flow, settled, resolved);
  });
}
