/**
 * Going back: the run returns to a step it has shown before. The answers of the steps it leaves become drafts (shown
 * again, never trusted), and the results of the effects those steps ran are forgotten, so moving forward again
 * decides every later step afresh: its answers are checked, its effects run again and its rules apply again.
 * Going back from a check-your-answers step (Change) also records it as the run's `returnTo`: see decide-step.ts.
 */
import type { Flow } from '#schemas/generated/flow.ts';
import type { EffectResults, Env, HeldAnswer, RunState, StepDecision } from '#schemas/generated/flow-api.ts';
import { EFFECT_RESULT_KEYS } from './effect-result.ts';
import { decidedWithinBudget, rejected } from './decide-step.ts';
import { nextRun } from './run-state.ts';
import { resolveEnv } from './run-env.ts';
import { stepView } from './step-view.ts';
import type { RunEnv } from './run-scope.ts';

/** The steps a run may go back to now (oldest first): those it has shown, or its own step when it stopped there. */
export function stepsBack(run: RunState): number[] {
  if (run.status === 'ineligible') return [...(run.trail ?? []), run.step];
  if (run.status === 'answering') return [...(run.trail ?? [])];
  return [];
}

function refusal(run: RunState, target: number): StepDecision | null {
  switch (run.status) {
    case 'completed':
      return rejected(run, 'RUN_FINISHED', 'The order has been placed; this request can no longer change.');
    case 'refused':
      return rejected(run, 'RUN_FINISHED', 'This questionnaire run has ended.');
    case 'awaitingEffect':
      return rejected(run, 'AWAITING_EFFECT', 'This request is being processed; it cannot go back now.');
    default:
      if (run.status === 'answering' && target === run.step) return null;
      return stepsBack(run).includes(target) ? null : rejected(run, 'CANNOT_GO_BACK', `Step ${target} is not a step this request can go back to.`);
  }
}

/**
 * stepBack(flow, runState, 2, { today: '2025-03-14' }) → { kind: 'step', runState (at step 2), view } — or
 * { kind: 'rejected' } for a step the run has not shown, a placed order, or a refused run. Going back to the step
 * the run is on changes nothing (a repeated request is harmless).
 */
export function stepBack(flow: Flow, run: RunState, target: number, env: Env): StepDecision {
  const resolved = resolveEnv(flow, env);
  if (typeof resolved === 'string') return rejected(run, 'BAD_ENV', resolved);
  if (run.flowId !== flow.id || run.flowVersion !== flow.version) {
    return rejected(run, 'FLOW_MISMATCH', `This run belongs to ${run.flowId}@${run.flowVersion}, not ${flow.id}@${flow.version}.`);
  }
  const refused = refusal(run, target);
  if (refused) return refused;
  return decidedWithinBudget(run, () => goBack(flow, run, target, resolved));
}

function goBack(flow: Flow, run: RunState, target: number, resolved: RunEnv): StepDecision {
  if (run.status === 'answering' && target === run.step) return { kind: 'step', runState: run, view: stepView(flow, run, resolved.locale, resolved)! };

  const trail = run.trail ?? [];
  // Leaving a check-your-answers step to change an answer: moving on again comes back to it (decision 062).
  const returnTo = run.status === 'answering' && flow.steps[run.step - 1]?.review && target < run.step ? run.step : undefined;
  const at = trail.lastIndexOf(target);
  const left = at < 0 ? [] : [...trail.slice(at + 1), run.step];
  const answers: Record<string, HeldAnswer> = { ...run.answers };
  const drafts: Record<string, HeldAnswer> = { ...run.drafts };
  const effects: EffectResults = { ...run.effects };
  // A captcha solution works once: the step asks for a new one, never shows the spent one as an answer.
  for (const q of flow.steps[target - 1]?.questions ?? []) if (q.type === 'RECAPTCHA') delete answers[q.id];
  for (const number of left) {
    const step = flow.steps[number - 1];
    if (!step) continue;
    for (const q of step.questions) {
      const held = answers[q.id];
      if (held === undefined) continue;
      // A passed captcha is kept only for the way back to the check step: the person proved it once in this run.
      if (q.type !== 'RECAPTCHA' || returnTo) drafts[q.id] = held;
      delete answers[q.id];
    }
    for (const key of step.onEnter ? EFFECT_RESULT_KEYS[step.onEnter.effect] : []) delete effects[key];
  }
  const runState = nextRun(run, {
    status: 'answering', step: target, answers, effects, drafts, trail: at < 0 ? trail : trail.slice(0, at), pending: null, outcome: null, returnTo,
  });
  return { kind: 'step', runState, view: stepView(flow, runState, resolved.locale, resolved)! };
}
