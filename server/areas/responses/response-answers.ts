import { questionChoices } from '#engine/choice-lists.ts';
import { DISPLAY_TYPES, MEDIA_TYPES, takesChoices } from '#engine/flow-index.ts';
import { localText } from '#engine/localise.ts';
import type { HeldAnswer } from '#schemas/generated/flow-api.ts';
import type { Flow, Question } from '#schemas/generated/flow.ts';
import type { ResponseAnswer } from '#schemas/generated/flow-responses.ts';

export type Answers = Readonly<Record<string, HeldAnswer>>;

/**
 * The questions of a version whose answers a response keeps, in the order people meet them: every question that takes
 * an answer, but not the captcha (a token) nor a video or document (watched, not answered).
 */
export function recordedQuestions(flow: Flow): Question[] {
  return flow.steps.flatMap((step) => [...step.questions].sort((a, b) => a.position - b.position))
    .filter((q) => !DISPLAY_TYPES.has(q.type) && !MEDIA_TYPES.has(q.type) && q.type !== 'RECAPTCHA');
}

/** A run's answers split as a response stores them: the personal ones (enciphered) apart from the others (plain). */
export function splitAnswers(flow: Flow, answers: Answers): { plain: Record<string, HeldAnswer>; personal: Record<string, HeldAnswer> } {
  const plain: Record<string, HeldAnswer> = {};
  const personal: Record<string, HeldAnswer> = {};
  for (const q of recordedQuestions(flow)) {
    const held = answers[q.id];
    if (held === undefined) continue;
    (q.personal ? personal : plain)[q.id] = held;
  }
  return { plain, personal };
}

/** What a date question's answer is: the page writes it as its reader reads dates. */
const isDate = (q: Question) => q.type === 'LOCAL_DATE' || q.format?.validate === 'date';

/** The words of one answer: a choice by its English text, a tick as Yes or No, a text as written, a date as it is. */
export function answerWords(flow: Flow, q: Question, held: HeldAnswer | undefined): Pick<ResponseAnswer, 'answer' | 'date'> {
  if (!held) return { answer: null };
  if (held.choiceIds?.length) {
    const choices = questionChoices(flow, q);
    return { answer: held.choiceIds.map((id) => localText(choices.find((c) => c.id === id)?.text, 'en') || id).join(', ') };
  }
  if (typeof held.value === 'boolean') return { answer: held.value ? 'Yes' : 'No' };
  if (held.value === undefined || held.value === '') return { answer: null };
  const text = String(held.value);
  return isDate(q) ? { answer: text, date: text } : { answer: text };
}

/** One answer as staff read it; a personal question's answer only when `personal` holds it (its own page). */
export function responseAnswer(flow: Flow, q: Question, plain: Answers, personal: Answers | null): ResponseAnswer {
  const held = q.personal ? personal?.[q.id] : plain[q.id];
  return { questionId: q.id, question: localText(q.text, 'en'), personal: q.personal === true, ...answerWords(flow, q, held) };
}

/** Whether the summary counts a question per choice (a single or multiple choice), or only how many answered it. */
export const countsChoices = (q: Question) => takesChoices(q) && !q.personal;
