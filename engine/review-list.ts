/**
 * The answers a check-your-answers step lists (Step.review, docs/decisions/062-check-your-answers.md): the answers the
 * run holds, step by step in the order the person gave them, each written as they read it (choice texts, a date as
 * written, Yes or No), so a person can see what they are about to send and change any of it before the order is placed.
 * Training answers (the video, the quiz), the captcha, texts and computed answers are not a person's details and are
 * not listed.
 */
import type { Question, Step } from '#schemas/generated/flow.ts';
import type { HeldAnswer, ReviewRow, ReviewSection, RunState } from '#schemas/generated/flow-api.ts';
import type { Language } from '#schemas/generated/language.ts';
import { longDate } from './dates.ts';
import { DISPLAY_TYPES, MEDIA_TYPES, type FlowIndex } from './flow-index.ts';
import { languageOf } from './localise.ts';

/** The texts of a question as the step view shows them: the question and its offered choices, rendered. */
export interface QuestionTexts {
  question: string;
  choices: readonly { id: string; choice: string }[];
}

const YES_NO: Readonly<Record<Language, readonly [string, string]>> = { en: ['Yes', 'No'], es: ['Sí', 'No'] };

/** A question whose answer is a person's detail or choice, as opposed to a text, training, the captcha or a computed value. */
function listable(question: Question): boolean {
  return !DISPLAY_TYPES.has(question.type) && !MEDIA_TYPES.has(question.type) && question.type !== 'RECAPTCHA' &&
    question.quiz === undefined && question.compute === undefined;
}

/** answerWords({ choiceIds: ['qty-2'] }, …) === '2'; a date as written; a single box Yes or No; '' when nothing was given. */
function answerWords(question: Question, held: HeldAnswer, texts: QuestionTexts, locale: string): string {
  if (held.choiceIds) {
    return held.choiceIds.map((id) => texts.choices.find((c) => c.id === id)?.choice ?? '').filter(Boolean).join(', ');
  }
  const value = held.value;
  if (typeof value === 'boolean') return YES_NO[languageOf(locale)][value ? 0 : 1];
  if (value === undefined || value === null) return '';
  if (question.type === 'LOCAL_DATE' && typeof value === 'string') return longDate(value, locale) ?? value;
  return String(value).trim();
}

function sectionOf(step: Step, run: RunState, title: string, textsOf: (q: Question) => QuestionTexts, locale: string): ReviewSection | null {
  const rows: ReviewRow[] = [];
  for (const question of step.questions) {
    const held = run.answers[question.id];
    if (!held || !listable(question)) continue;
    const texts = textsOf(question);
    const answer = answerWords(question, held, texts, locale);
    if (answer) rows.push({ questionId: question.id, label: texts.question, answer });
  }
  return rows.length ? { step: step.number, title, rows } : null;
}

/**
 * reviewSections(index, run, titleOf, textsOf, 'en') → [{ step: 3, title: 'How many kits?', rows: [{ label, answer: '2' }] }, …]
 * for the steps the run went through before the one it is on (its trail), each once, in that order.
 */
export function reviewSections(
  index: FlowIndex, run: RunState, titleOf: (step: Step) => string | null, textsOf: (step: Step, q: Question) => QuestionTexts, locale: string,
): ReviewSection[] {
  const sections: ReviewSection[] = [];
  for (const number of new Set(run.trail ?? [])) {
    const step = index.flow.steps[number - 1];
    if (!step || step.review) continue;
    const listed = step.questions.filter(listable);
    if (!listed.length) continue;
    const texts = (q: Question) => textsOf(step, q);
    const section = sectionOf(step, run, titleOf(step) ?? texts(listed[0]!).question, texts, locale);
    if (section) sections.push(section);
  }
  return sections;
}
