/**
 * Whether a question is shown. The server evaluates flow questions with the run's scope; the browser evaluates the
 * step view's `visibleWhen` (already reduced to this step's answers) with the answers being typed.
 */
import type { Expr } from '#schemas/generated/flow.ts';
import type { HeldAnswer, StepView } from '#schemas/generated/flow-api.ts';
import { evaluate, truthy, type Scope } from './expression.ts';
import { withinBudget } from './expression-budget.ts';

/** isVisibleIn({ visibleWhen: { chosen: ['q-state', 'state-KY'] } }, scope) — no expression means always shown. */
export function isVisibleIn(question: { visibleWhen?: Expr | null }, scope: Scope): boolean {
  return question.visibleWhen === undefined || question.visibleWhen === null || truthy(evaluate(question.visibleWhen, scope));
}

/** A scope over one step view and the answers given on it (what the browser has). */
export function viewScope(view: Pick<StepView, 'questions'> | undefined, answers: Readonly<Record<string, HeldAnswer>>): Scope {
  return {
    answer: (questionId) => answers[questionId],
    choice: (questionId, choiceId) => {
      const choice = view?.questions.find((q) => q.id === questionId)?.choices.find((c) => c.id === choiceId);
      return choice ? { value: choice.value ?? choice.id, text: choice.choice } : undefined;
    },
    constant: () => undefined,
    computed: () => null,
    effect: () => null,
    env: () => null,
  };
}

/**
 * isVisible(viewQuestion, { 'q-other': { value: 'x' } }, view) — for the browser: evaluates a step view question's
 * visibleWhen against the answers on that step (answers of other steps were substituted when the view was built).
 * A condition that reaches the evaluation budget shows the question: the server decides what is asked anyway.
 */
export function isVisible(
  question: { visibleWhen?: Expr | null },
  answers: Readonly<Record<string, HeldAnswer>>,
  view?: Pick<StepView, 'questions'>,
): boolean {
  return withinBudget(() => isVisibleIn(question, viewScope(view, answers)), () => true);
}
