/**
 * Where a finished run goes on to (decision 081): a questionnaire may declare a `continuation`, another questionnaire
 * started with some of its answers filled in from this run's, when `when` holds (the reversal report's "Would you like
 * a replacement kit?" goes on to the consumer questionnaire with the request reason Used, the state and the product).
 * Decided from the run the server holds, never from what a browser sends; what it fills in are drafts, shown on their
 * step and checked again when the person submits it, like any answer.
 */
import type { HeldAnswer, RunState } from '#schemas/generated/flow-api.ts';
import type { Flow, Question } from '#schemas/generated/flow.ts';
import { questionChoices } from './choice-lists.ts';
import { withinBudget } from './expression-budget.ts';
import { evaluate, truthy, type Value } from './expression.ts';
import { CHOICE_TYPES, TEXT_TYPES, indexFlow } from './flow-index.ts';
import { runScope } from './run-scope.ts';

/** Whether the finished `run` goes on to its flow's continuation: the other questionnaire's id, or null. */
export function continuationOf(flow: Flow, run: RunState): string | null {
  const declared = flow.continuation;
  if (!declared || run.status !== 'completed' || run.flowId !== flow.id || run.flowVersion !== flow.version) return null;
  const scope = runScope(indexFlow(flow), run.answers, run.effects, { today: '', locale: flow.locales[0] ?? 'en' });
  return withinBudget(() => (truthy(evaluate(declared.when, scope)) ? declared.flowId : null), () => null);
}

/** The first question of `target` whose answer has that field name, with its step's number. */
function questionOfField(target: Flow, field: string): Question | undefined {
  for (const step of target.steps) {
    const found = step.questions.find((q) => q.field === field);
    if (found) return found;
  }
  return undefined;
}

/** One value put on a question: a choice question's choice whose value it is, a text question's text; else nothing. */
function heldFor(target: Flow, question: Question, value: Value): HeldAnswer | undefined {
  if (value === null || Array.isArray(value) || typeof value === 'boolean') return undefined;
  if (CHOICE_TYPES.has(question.type)) {
    const choice = questionChoices(target, question).find((c) => (c.value ?? c.id) === value);
    return choice ? { choiceIds: [choice.id] } : undefined;
  }
  if (TEXT_TYPES.has(question.type) && question.type !== 'RECAPTCHA' && typeof value === 'string' && value.trim() !== '') return { value };
  return undefined;
}

/**
 * continuationAnswers(reversal, finishedRun, consumer) → { 'q-state': { choiceIds: ['state-CO'] },
 * 'q-request-reason': { choiceIds: ['reason-used'] }, … }: the answers the continuation's run starts with, by the
 * target's question ids; null when the run does not go on to `target` (not finished, not asked for, another flow).
 * A field the target has no question for, or a value none of its choices has, fills nothing.
 */
export function continuationAnswers(flow: Flow, run: RunState, target: Flow): Record<string, HeldAnswer> | null {
  if (continuationOf(flow, run) !== target.id) return null;
  const scope = runScope(indexFlow(flow), run.answers, run.effects, { today: '', locale: flow.locales[0] ?? 'en' });
  const answers: Record<string, HeldAnswer> = {};
  for (const [field, expr] of Object.entries(flow.continuation!.answers)) {
    const question = questionOfField(target, field);
    if (!question || question.id in answers) continue;
    const held = heldFor(target, question, withinBudget(() => evaluate(expr, scope), () => null));
    if (held) answers[question.id] = held;
  }
  return answers;
}
