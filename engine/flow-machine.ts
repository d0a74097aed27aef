/**
 * Compiles a flow into an XState machine: one state per step (`step-N`), one per effect the server runs before a
 * step (`effect-N`), and the final states `ineligible` and `refused`. Guards evaluate the flow's expressions against
 * the scope carried by the event; the effect is a named entry action, returned as data by `transition`, never run.
 */
import { setup, type SnapshotFrom } from 'xstate';
import type { Expr, Flow, Step } from '#schemas/generated/flow.ts';
import type { EffectName } from '#schemas/generated/flow-api.ts';
import { evaluate, truthy, type Scope } from './expression.ts';

/** `pick` is only set by the static analysis, which explores every branch whatever the answers. */
export type FlowEvent =
  | { type: 'SUBMIT'; scope: Scope; pick?: number }
  | { type: 'EFFECT_RESULT'; scope: Scope; refused: boolean; pick?: number };

export interface GuardParams {
  /** Place of the transition in its event's list (the static analysis picks branches by it). */
  index: number;
  check?: Expr;
  checks?: Expr[];
}

export interface EffectParams {
  effect: EffectName;
  step: number;
}

export const INELIGIBLE = 'ineligible';
export const REFUSED = 'refused';
/** stepState(3) === 'step-3' */
export const stepState = (n: number): string => `step-${n}`;
/** effectState(2) === 'effect-2' */
export const effectState = (n: number): string => `effect-${n}`;

const holds = (expr: Expr | undefined, scope: Scope) => expr === undefined || truthy(evaluate(expr, scope));

const flowSetup = setup({
  types: { context: {} as Record<string, never>, events: {} as FlowEvent },
  guards: {
    ineligible: ({ event }, params: GuardParams) => !holds(params.check, event.scope),
    rulesFail: ({ event }, params: GuardParams) => (params.checks ?? []).some((check) => !holds(check, event.scope)),
    branch: ({ event }, params: GuardParams) => holds(params.check, event.scope),
    effectRefused: ({ event }, _params: GuardParams) => event.type === 'EFFECT_RESULT' && event.refused,
  },
  actions: {
    // The server runs the effect; the engine only names it (it comes back from `transition` as an action object).
    runEffect: (_args, _params: EffectParams) => undefined,
  },
});

export type FlowMachine = ReturnType<typeof flowSetup.createMachine>;
export type FlowSnapshot = SnapshotFrom<FlowMachine>;

function entryState(step: Step): string {
  return step.onEnter ? effectState(step.number) : stepState(step.number);
}

function stepConfig(flow: Flow, stepIndex: number): Record<string, unknown> {
  const step = flow.steps[stepIndex]!;
  const byId = new Map(flow.steps.map((s) => [s.id, s]));
  const following = flow.steps[stepIndex + 1];
  const branches = step.next ?? (following ? [{ goto: following.id }] : []);
  if (branches.length === 0) return { type: 'final' };
  const submit: unknown[] = [];
  if (step.eligibility) submit.push({ guard: { type: 'ineligible', params: { index: submit.length, check: step.eligibility.check } }, target: INELIGIBLE });
  if (step.rules?.length) {
    submit.push({ guard: { type: 'rulesFail', params: { index: submit.length, checks: step.rules.map((r) => r.check) } }, target: REFUSED });
  }
  for (const branch of branches) {
    const target = byId.get(branch.goto);
    if (!target) throw new Error(`Step ${step.id} goes to unknown step ${branch.goto}.`);
    const guard = { type: 'branch', params: { index: submit.length, ...(branch.when === undefined ? {} : { check: branch.when }) } };
    submit.push({ guard, target: entryState(target) });
  }
  return { on: { SUBMIT: submit } };
}

function effectConfig(step: Step): Record<string, unknown> {
  const onEnter = step.onEnter!;
  const results: unknown[] = [{ guard: { type: 'effectRefused', params: { index: 0 } }, target: REFUSED }];
  if (onEnter.rules?.length) {
    results.push({ guard: { type: 'rulesFail', params: { index: 1, checks: onEnter.rules.map((r) => r.check) } }, target: REFUSED });
  }
  results.push({ target: stepState(step.number) });
  return {
    entry: { type: 'runEffect', params: { effect: onEnter.effect, step: step.number } satisfies EffectParams },
    on: { EFFECT_RESULT: results },
  };
}

const machines = new WeakMap<Flow, FlowMachine>();

/** compileFlow(flow) → the flow's XState machine (cached per flow object). Throws on a step id that does not exist. */
export function compileFlow(flow: Flow): FlowMachine {
  const cached = machines.get(flow);
  if (cached) return cached;
  const states: Record<string, unknown> = { [INELIGIBLE]: { type: 'final' }, [REFUSED]: { type: 'final' } };
  flow.steps.forEach((step, i) => {
    states[stepState(step.number)] = stepConfig(flow, i);
    if (step.onEnter) states[effectState(step.number)] = effectConfig(step);
  });
  const first = flow.steps[0];
  if (!first) throw new Error('A flow needs at least one step.');
  const config = { id: `${flow.id}-v${flow.version}`, context: {}, initial: entryState(first), states };
  const machine = flowSetup.createMachine(config as Parameters<typeof flowSetup.createMachine>[0]);
  machines.set(flow, machine);
  return machine;
}

/** The same machine with guards that follow `event.pick` instead of answers, so every branch can be explored. */
export function structuralMachine(flow: Flow): FlowMachine {
  const pick = ({ event }: { event: FlowEvent }, params: GuardParams) => event.pick === params.index;
  return compileFlow(flow).provide({ guards: { ineligible: pick, rulesFail: pick, branch: pick, effectRefused: pick } });
}
