import type { AnswerItem, HeldAnswer, StepView, ViewQuestion } from '#schemas/generated/flow-api.ts';
import type { QuestionType } from '#schemas/generated/flow.ts';
import { isVisible } from './visibility.ts';
import { hasVisibleCharacter } from './visible-text.ts';

/*
 * The answers given on one step, as the page holds them, and the answer items sent for them: the same for the app's
 * request and for a page's form posted without a script (decision 085).
 */

/** Text as typed (a string), a tick (a boolean), a watched video (true) or the chosen choice ids. */
export interface StepAnswer {
  choiceIds?: string[];
  value?: string | boolean;
}

export type StepAnswers = Readonly<Record<string, StepAnswer>>;

const DISPLAY_TYPES: ReadonlySet<QuestionType> = new Set(['INFO', 'END', 'FORM']);
export const MEDIA_TYPES: ReadonlySet<QuestionType> = new Set(['VIDEO', 'PDF']);
export const TEXT_TYPES: ReadonlySet<QuestionType> = new Set(['FREETEXT', 'LOCAL_DATE', 'US_STATE_FREETEXT', 'RECAPTCHA']);

/** Questions that take no answer: an info text, the END step. */
export const takesNoAnswer = (q: ViewQuestion): boolean => DISPLAY_TYPES.has(q.type);

/** Whether a question is shown for the answers given so far on its step. */
export function isShown(q: ViewQuestion, answers: StepAnswers, view: StepView): boolean {
  return isVisible(q, answers as Record<string, HeldAnswer>, view);
}

/** The shown questions, in the order they are rendered. */
export function shownQuestions(view: StepView, answers: StepAnswers): ViewQuestion[] {
  return view.questions.filter((q) => isShown(q, answers, view));
}

export const textOf = (answer: StepAnswer | undefined): string => (typeof answer?.value === 'string' ? answer.value : '');

/** The answer items to post: shown, answerable, not computed, and given (an unticked box is an answer). */
export function answerItems(view: StepView, answers: StepAnswers): AnswerItem[] {
  const items: AnswerItem[] = [];
  for (const q of shownQuestions(view, answers)) {
    if (takesNoAnswer(q) || q.readOnly) continue;
    const answer = answers[q.id];
    const base = { questionId: q.id, field: q.field };
    if (q.type === 'CHECKBOX') items.push({ ...base, value: answer?.value === true });
    else if (MEDIA_TYPES.has(q.type)) {
      if (answer?.value === true) items.push({ ...base, value: true });
    } else if (TEXT_TYPES.has(q.type)) {
      const text = textOf(answer).trim();
      if (hasVisibleCharacter(text)) items.push({ ...base, value: text });
    } else if (answer?.choiceIds?.length) items.push({ ...base, choiceIds: [...answer.choiceIds] });
  }
  return items;
}
