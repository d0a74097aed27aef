/**
 * Checking the answer items of one step: each item against its question, then copies, computed answers,
 * visibility (answers to hidden questions are refused, hidden questions are not required), offered choices,
 * mandatory answers, watched media and quiz answers. Errors are values; the run is changed only when there are none.
 */
import type { Step } from '#schemas/generated/flow.ts';
import type { EffectResults, FieldError, FieldErrorCode, HeldAnswer } from '#schemas/generated/flow-api.ts';
import type { FlowIndex, QuestionEntry } from './flow-index.ts';
import { DISPLAY_TYPES, MEDIA_TYPES, takesChoices } from './flow-index.ts';
import { parseAnswerItem, type RawAnswerItem } from './answer-parse.ts';
import { copyAnswer } from './answer-copy.ts';
import { evaluate, isAnswered, valuesEqual } from './expression.ts';
import { fieldMessage } from './field-messages.ts';
import { localText } from './localise.ts';
import { runScope, type RunEnv } from './run-scope.ts';
import { isVisibleIn } from './visibility.ts';
import { quizResult } from './quiz.ts';

export interface StepCheck {
  errors: FieldError[];
  /** Every answer of the run once this step is accepted (other steps' held answers plus this step's). */
  answers: Record<string, HeldAnswer>;
}

interface Given {
  answer: HeldAnswer | null;
  itemIndex: number;
}

/** The computed (read-only) answer of a question, as its scope gives it now; null when it has none. */
export function computedAnswer(entry: QuestionEntry, scope: Parameters<typeof evaluate>[1]): HeldAnswer | null {
  if (entry.question.compute === undefined) return null;
  const value = evaluate(entry.question.compute, scope);
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? { value } : null;
}

/** checkStepAnswers(index, step, run.answers, run.effects, items, env) → { errors, answers } */
export function checkStepAnswers(
  index: FlowIndex,
  step: Step,
  held: Readonly<Record<string, HeldAnswer>>,
  effects: EffectResults,
  items: readonly unknown[],
  env: RunEnv,
): StepCheck {
  const flow = index.flow;
  const errors: FieldError[] = [];
  const error = (entry: QuestionEntry | undefined, questionId: string | null, itemIndex: number | null, code: FieldErrorCode, message?: string, params: Record<string, unknown> = {}) =>
    errors.push({ questionId, field: entry?.question.field ?? null, index: itemIndex, code, message: message ?? fieldMessage(flow, code, env.locale, params) });

  const given = new Map<string, Given>();
  items.forEach((raw, itemIndex) => {
    const item = (raw !== null && typeof raw === 'object' ? raw : {}) as RawAnswerItem;
    const questionId = typeof item.questionId === 'string' ? item.questionId : null;
    const entry = questionId === null ? undefined : index.questions.get(questionId);
    if (!entry) return error(undefined, questionId, itemIndex, 'unknownQuestion');
    if (entry.step !== step) return error(entry, questionId, itemIndex, 'otherStep', `This question is on step ${entry.step.number}, not step ${step.number}.`);
    if (given.has(entry.question.id)) return error(entry, questionId, itemIndex, 'duplicate');
    if (item.field !== undefined && item.field !== null && item.field !== (entry.question.field ?? null)) {
      return error(entry, questionId, itemIndex, 'fieldMismatch');
    }
    const parsed = parseAnswerItem(entry.question, entry.choices, item, env.today);
    if (parsed.kind === 'error') {
      given.set(entry.question.id, { answer: null, itemIndex });
      return error(entry, questionId, itemIndex, parsed.code, parsed.message, { max: entry.question.format?.maxLength });
    }
    given.set(entry.question.id, { answer: parsed.kind === 'answer' ? parsed.answer : null, itemIndex });
  });

  const stepIds = step.questions.map((q) => q.id);
  const candidate: Record<string, HeldAnswer> = {};
  for (const id in held) if (index.questions.get(id)?.step !== step) candidate[id] = held[id]!;
  for (const [id, g] of given) if (g.answer) candidate[id] = g.answer;

  const heldScope = runScope(index, candidate, effects, env);
  for (const id of stepIds) {
    const entry = index.questions.get(id)!;
    const computed = computedAnswer(entry, heldScope);
    if (!computed && entry.question.compute === undefined) continue;
    const g = given.get(id);
    if (g?.answer && (!computed || !valuesEqual(g.answer.value ?? null, computed.value ?? null))) error(entry, id, g.itemIndex, 'readOnly');
    if (computed) candidate[id] = computed;
    else delete candidate[id];
  }

  for (const id of stepIds) {
    const entry = index.questions.get(id)!;
    if (!entry.question.copies || candidate[id]?.value !== true) continue;
    for (const pair of entry.question.copies) {
      const source = index.questions.get(pair.from);
      const target = index.questions.get(pair.to);
      const answer = source && candidate[pair.from];
      if (!source || !target || !answer || isAnswered(candidate[pair.to]) || target.step !== step) continue;
      const copied = copyAnswer(source, answer, target, env.today);
      if (copied.kind === 'answer') candidate[pair.to] = copied.answer;
      else if (copied.kind === 'error') error(target, pair.to, null, copied.code, copied.message, { max: target.question.format?.maxLength });
    }
  }

  const visible = new Set<string>();
  // A new scope after each hidden answer is dropped, so computed values never see it.
  let scope = runScope(index, candidate, effects, env);
  for (const id of stepIds) {
    const entry = index.questions.get(id)!;
    if (isVisibleIn(entry.question, scope)) {
      visible.add(id);
      continue;
    }
    const g = given.get(id);
    if (g?.answer && entry.question.compute === undefined) error(entry, id, g.itemIndex, 'hidden');
    if (id in candidate) {
      delete candidate[id];
      scope = runScope(index, candidate, effects, env);
    }
  }

  for (const id of stepIds) {
    const entry = index.questions.get(id)!;
    const q = entry.question;
    if (!visible.has(id) || errors.some((e) => e.questionId === id)) continue;
    const answer = candidate[id];
    const itemIndex = given.get(id)?.itemIndex ?? null;
    if (q.offer !== undefined && answer?.choiceIds?.length && takesChoices(q)) {
      const offered = evaluate(q.offer, scope);
      const list = Array.isArray(offered) ? offered : [];
      const outside = answer.choiceIds.some((cid) => {
        const choice = entry.choices.get(cid);
        return !list.some((v) => valuesEqual(v, choice?.value ?? cid));
      });
      if (outside) error(entry, id, itemIndex, 'notOffered');
    }
    if (q.mandatory && !DISPLAY_TYPES.has(q.type) && !isAnswered(answer)) {
      error(entry, id, itemIndex, MEDIA_TYPES.has(q.type) ? 'mediaIncomplete' : 'required');
      continue;
    }
    if (q.quiz && answer?.choiceIds && quizResult(q.quiz.rightChoiceId, answer.choiceIds) === 'incorrect') {
      const incorrect = fieldMessage(flow, 'quizIncorrect', env.locale);
      error(entry, id, itemIndex, 'quizIncorrect', `${incorrect} ${localText(q.quiz.hint, env.locale)}`);
    }
  }
  return { errors, answers: candidate };
}
