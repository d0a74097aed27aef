/**
 * Starting a run and deciding a step: the answers are checked (errors are values and change nothing), then the
 * flow's machine moves on with the pure `transition` of XState, and the state it reaches becomes the decision.
 */
import { initialTransition } from 'xstate';
import type { Flow, Step } from '#schemas/generated/flow.ts';
import type { Env, RunState, StepDecision } from '#schemas/generated/flow-api.ts';
import { indexFlow } from './flow-index.ts';
import { compileFlow, type FlowEvent } from './flow-machine.ts';
import { flowTransition } from './flow-transition.ts';
import { isFinished, machineState, newRunState, nextRun } from './run-state.ts';
import { runScope } from './run-scope.ts';
import { resolveEnv } from './run-env.ts';
import type { RunEnv } from './run-scope.ts';
import { settle } from './step-outcome.ts';
import { checkStepAnswers } from './step-answers.ts';
import { withinBudget } from './expression-budget.ts';

type Rejected = Extract<StepDecision, { kind: 'rejected' }>;

export function rejected(runState: RunState, code: Rejected['code'], message: string, expectedStep: number | null = null): Rejected {
  return { kind: 'rejected', runState, code, message, expectedStep };
}

/**
 * decidedWithinBudget(run, () => decision) → the decision, or a TOO_COSTLY rejection (the run unchanged) when its
 * expressions reached the evaluation budget (expression-budget.ts): never a checked flow's case, always an answer.
 */
export function decidedWithinBudget(run: RunState, decide: () => StepDecision): StepDecision {
  return withinBudget(decide, () => rejected(run, 'TOO_COSTLY', 'Deciding this step needs more work than the portal allows for one step.'));
}

function withoutStep(drafts: RunState['drafts'], step: Step): RunState['drafts'] {
  if (!drafts) return undefined;
  const left = { ...drafts };
  for (const q of step.questions) delete left[q.id];
  return left;
}

/** startRun(flow, { today: '2025-03-14' }) → { kind: 'step', view: step 1 } (or the effect step 1 needs first). */
export function startRun(flow: Flow, env: Env): StepDecision {
  const run = newRunState(flow);
  const resolved = resolveEnv(flow, env);
  if (typeof resolved === 'string') return rejected(run, 'BAD_ENV', resolved);
  return decidedWithinBudget(run, () => {
    const [next, actions] = initialTransition(compileFlow(flow));
    return settle({ flow, run, env: resolved, next, actions, rules: [] });
  });
}

/**
 * decideStep(flow, runState, 3, [{ questionId: 'q-qty', choiceIds: ['qty-2'] }], { today: '2025-03-14' })
 *   → { kind: 'step', runState, view } | { kind: 'effect', ... } | { kind: 'fieldErrors', errors } |
 *     { kind: 'ineligible', message } | { kind: 'refused', reasons } | { kind: 'rejected', code }.
 * A run awaiting an effect gives that effect again (the server retries it; submitOrder is idempotent).
 */
export function decideStep(flow: Flow, run: RunState, stepNumber: number, answerItems: readonly unknown[], env: Env): StepDecision {
  return decidedWithinBudget(run, () => decide(flow, run, stepNumber, answerItems, env));
}

function decide(flow: Flow, run: RunState, stepNumber: number, answerItems: readonly unknown[], env: Env): StepDecision {
  const resolved = resolveEnv(flow, env);
  if (typeof resolved === 'string') return rejected(run, 'BAD_ENV', resolved);
  return decideResolved(flow, run, stepNumber, answerItems, resolved);
}

function decideResolved(flow: Flow, run: RunState, stepNumber: number, answerItems: readonly unknown[], resolved: RunEnv): StepDecision {
  if (run.flowId !== flow.id || run.flowVersion !== flow.version) {
    return rejected(run, 'FLOW_MISMATCH', `This run belongs to ${run.flowId}@${run.flowVersion}, not ${flow.id}@${flow.version}.`);
  }
  if (run.status === 'awaitingEffect' && run.pending) return { kind: 'effect', runState: run, effect: run.pending };
  if (isFinished(run)) return rejected(run, 'RUN_FINISHED', 'This questionnaire run has ended.');
  if (stepNumber !== run.step) return rejected(run, 'WRONG_STEP', `The run is at step ${run.step}, not step ${stepNumber}.`, run.step);
  const step = flow.steps[stepNumber - 1];
  if (!step) return rejected(run, 'WRONG_STEP', `There is no step ${stepNumber}.`, run.step);
  if (!Array.isArray(answerItems)) {
    return { kind: 'fieldErrors', runState: run, errors: [{ questionId: null, field: null, index: null, code: 'wrongType', message: 'The answers must be a list of answer items.' }] };
  }

  const index = indexFlow(flow);
  const checked = checkStepAnswers(index, step, run.answers, run.effects, answerItems, resolved);
  if (checked.errors.length > 0) return { kind: 'fieldErrors', runState: run, errors: checked.errors };

  // The step's answers now stand; the drafts kept for it from an earlier visit are done with.
  const accepted = nextRun(run, { answers: checked.answers, drafts: withoutStep(run.drafts, step) });
  const scope = runScope(index, accepted.answers, accepted.effects, resolved);
  const machine = compileFlow(flow);
  const snapshot = machine.resolveState({ value: machineState(run), context: {} });
  const event: FlowEvent = { type: 'SUBMIT', scope };
  const [next, actions] = flowTransition(machine, snapshot, event);
  if (next === snapshot) throw new Error(`Step ${step.id} of ${flow.id}@${flow.version} has no way on for these answers.`);
  return carriedOn(flow, settle({ flow, run: accepted, env: resolved, next, actions, rules: step.rules ?? [] }), resolved);
}

/**
 * After a person changed an answer from a check-your-answers step (the run's `returnTo`, set by stepBack), the steps
 * between come round again holding the answers given before (drafts). Each is decided again with those answers, as if
 * the person pressed Next, effects and rules included, until the run is back at the check step, or stops at the first
 * step whose answers are now refused or missing (a step the new answer brings in): that step is shown, its answers in
 * place. A captcha passed earlier in the run counts again on this way back (step-back.ts keeps it for it). The server still decides everything (decision 062). Any other decision
 * passes through; a run back at (or past) the check step forgets `returnTo`.
 */
export function carriedOn(flow: Flow, decision: StepDecision, env: RunEnv): StepDecision {
  if (decision.kind !== 'step') return decision;
  const run = decision.runState;
  if (run.returnTo === undefined) return decision;
  if (run.status !== 'answering' || run.step >= run.returnTo) {
    return { kind: 'step', runState: nextRun(run, { returnTo: null }), view: decision.view };
  }
  const step = flow.steps[run.step - 1];
  if (!step) return decision;
  const items = step.questions.flatMap((q) => {
    const held = run.drafts?.[q.id];
    return held ? [{ questionId: q.id, ...held }] : [];
  });
  const again = decideResolved(flow, run, run.step, items, env);
  return again.kind === 'fieldErrors' ? decision : again;
}
