/**
 * Turning the machine's next state into a decision: a step view, a pending effect (with its input computed from the
 * run's answers), or the end of the run (ineligible or refused, with localised texts).
 */
import type { Flow, Rule, Step } from '#schemas/generated/flow.ts';
import type { RunState, StepDecision } from '#schemas/generated/flow-api.ts';
import { indexFlow } from './flow-index.ts';
import { evaluate, truthy, type Value } from './expression.ts';
import { INELIGIBLE, REFUSED, type EffectParams, type FlowSnapshot } from './flow-machine.ts';
import { runScope, type RunEnv } from './run-scope.ts';
import { stepView } from './step-view.ts';
import { nextRun } from './run-state.ts';
import { chosenBrand, renderText, textParams, type TextContext } from './texts.ts';

export interface Settling {
  flow: Flow;
  /** The run with the answers and effect results already applied. */
  run: RunState;
  env: RunEnv;
  next: FlowSnapshot;
  actions: readonly { type: string; params?: unknown }[];
  /** The rules checked on the way (their failing reasons are the refusal), or the server's own reasons. */
  rules: readonly Rule[];
  serverReasons?: readonly string[];
  /** The server's codes for its reasons (EffectResult.reasonCodes). */
  serverCodes?: readonly string[];
}

function textContext(s: Settling): TextContext {
  const index = indexFlow(s.flow);
  return { index, scope: runScope(index, s.run.answers, s.run.effects, s.env), locale: s.env.locale, brand: chosenBrand(index, s.run.answers, s.env.locale) };
}

/** The rules that fail for this run (in the flow's order). */
function failingRules(ctx: TextContext, rules: readonly Rule[]): Rule[] {
  return rules.filter((r) => !truthy(evaluate(r.check, ctx.scope)));
}

/** Why the run was refused, in words and as codes: the server's reasons when it gave any, else the failing rules'. */
function refusal(s: Settling): { reasons: string[]; codes: string[] } {
  if (s.serverReasons?.length) return { reasons: [...s.serverReasons], codes: s.serverCodes?.length ? [...s.serverCodes] : ['refusedByServer'] };
  const ctx = textContext(s);
  const failing = failingRules(ctx, s.rules);
  if (!failing.length) return { reasons: ['The request was refused.'], codes: ['refused'] };
  return { reasons: failing.map((r) => renderText(ctx, r.reason, textParams(ctx, r.params))), codes: failing.map((r) => r.id) };
}

function stepEffectInput(flow: Flow, step: Step | undefined, run: RunState, env: RunEnv): Record<string, Value> {
  const scope = runScope(indexFlow(flow), run.answers, run.effects, env);
  const input: Record<string, Value> = {};
  for (const [name, expr] of Object.entries(step?.onEnter?.input ?? {})) input[name] = evaluate(expr, scope);
  return input;
}

/**
 * The input the flow gives an effect, computed from the run's answers as they stand: effectInput(flow, run, env,
 * 'validateConsumer') → { firstName: 'Maria', … }, or null when no step runs that effect. The server reads the
 * validated details again this way when it places the order.
 */
export function effectInput(flow: Flow, run: RunState, env: RunEnv, effectName: string): Record<string, Value> | null {
  const step = flow.steps.find((s) => s.onEnter?.effect === effectName);
  return step ? stepEffectInput(flow, step, run, env) : null;
}

/** The steps a person may go back to once the run moves to `step`: the trail, plus the step it leaves. */
function trailTo(run: RunState, step: number): number[] | undefined {
  return step === run.step ? run.trail : [...(run.trail ?? []), run.step];
}

/** settle(...) → the decision for the machine state reached. */
export function settle(s: Settling): StepDecision {
  const value = String(s.next.value);
  if (value === INELIGIBLE) {
    const ctx = textContext(s);
    const step = s.flow.steps[s.run.step - 1];
    const eligibility = step?.eligibility;
    const message = eligibility ? renderText(ctx, eligibility.message, textParams(ctx, eligibility.params), false) : 'Not eligible.';
    const runState = nextRun(s.run, { status: 'ineligible', pending: null, outcome: { messages: [message], codes: [step?.id ?? 'ineligible'] } });
    return { kind: 'ineligible', runState, message };
  }
  if (value === REFUSED) {
    const { reasons, codes } = refusal(s);
    const runState = nextRun(s.run, { status: 'refused', pending: null, outcome: { messages: reasons, codes } });
    return { kind: 'refused', runState, reasons };
  }
  const effect = s.actions.find((a) => a.type === 'runEffect')?.params as EffectParams | undefined;
  if (effect) {
    const input = stepEffectInput(s.flow, s.flow.steps[effect.step - 1], s.run, s.env);
    const pending = { name: effect.effect, step: effect.step, input };
    const runState = nextRun(s.run, { status: 'awaitingEffect', step: effect.step, pending, outcome: null, trail: trailTo(s.run, effect.step) });
    return { kind: 'effect', runState, effect: pending };
  }
  const match = /^step-(\d+)$/.exec(value);
  if (!match) throw new Error(`The flow machine reached an unexpected state '${value}'.`);
  const number = Number(match[1]);
  const runState = nextRun(s.run, {
    status: s.next.status === 'done' ? 'completed' : 'answering', step: number, pending: null, outcome: null, trail: trailTo(s.run, number),
  });
  return { kind: 'step', runState, view: stepView(s.flow, runState, s.env.locale, s.env)! };
}
