import type { StepView, ViewQuestion } from '#schemas/generated/flow-api.ts';
import { dateValueOf, type DateParts } from './date-parts.ts';
import { MEDIA_TYPES, TEXT_TYPES, takesNoAnswer, type StepAnswer } from './step-answer-items.ts';

/*
 * How a step's answers are written as the fields of a plain HTML form, and read back from the form a browser posts
 * without the page's script (decision 085). The question components name their fields with these functions; the
 * server reads a posted step with `readStepForm`. A question's id never holds a dot (flow.schema.json's Id), so the
 * parts of a question (`<id>.month`) never meet another question's name.
 */

/** A posted form as the server parses it: each name's value, or its values when it was sent more than once. */
export type PostedForm = Readonly<Record<string, string | readonly string[]>>;

/** The hidden field saying which step the page showed (a page left open after the run moved on is told so). */
export const STEP_FIELD = 'step';

/**
 * The field of the form that goes on from a finished run to the questionnaire it continues to (decision 081): its
 * value is the finished run's id, and the form is posted to the other questionnaire's page.
 */
export const CONTINUES_FIELD = 'continues';

/** The field of a question with one value: its text, its chosen choice's id, its tick. */
export const answerField = (questionId: string): string => questionId;

/** The Month, Day and Year boxes of a date. */
export const datePartField = (questionId: string, part: keyof DateParts): string => `${questionId}.${part}`;

/**
 * A choice card pressed without a script (a submit button carrying the choice's id): the page comes back with it
 * chosen, and the step is not sent, as pressing a card with the script chooses it and nothing more.
 */
export const pressField = (questionId: string): string => `${questionId}.press`;

/** The value a ticked box sends. */
export const TICKED = 'yes';

/** The value a training video or document sends once it counts as seen (the server's own time rule decides). */
export const SEEN = 'seen';

/** Bounds of a posted step: more fields than a step can have, or a value longer than an answer may be, is refused. */
export const FORM_LIMITS = { fields: 300, valueLength: 5000 } as const;

const DATE_PARTS: readonly (keyof DateParts)[] = ['month', 'day', 'year'];

export interface PressedChoice {
  questionId: string;
  choiceId: string;
}

export type StepFormReading =
  | { ok: true; step: number; answers: Record<string, StepAnswer>; pressed: PressedChoice | null }
  | { ok: false; problem: string };

/** The names a question's fields may take. */
function namesOf(q: ViewQuestion): string[] {
  if (takesNoAnswer(q)) return [];
  if (q.type === 'LOCAL_DATE') return DATE_PARTS.map((part) => datePartField(q.id, part));
  if (q.type === 'CLICKABLE' || q.type === 'CLICKABLE_ANSWER') return [answerField(q.id), pressField(q.id)];
  return [answerField(q.id)];
}

const refuse = (problem: string): StepFormReading => ({ ok: false, problem });

/**
 * The step's answers from a posted form, for the questions of `view` (the step the run shows): text as typed, a
 * choice by its id (one the question offers), a box ticked or not (an unticked box sends nothing), a date from its
 * three boxes. Refuses, saying why, a form it cannot read: too many fields or too long a value, a name that is no
 * field of this step, a name sent twice, a choice the question does not offer, no step number.
 */
export function readStepForm(view: StepView, form: PostedForm): StepFormReading {
  const names = Object.keys(form);
  if (names.length > FORM_LIMITS.fields) return refuse(`The form has more than ${FORM_LIMITS.fields} fields.`);
  const known = new Map<string, ViewQuestion>();
  for (const q of view.questions) for (const name of namesOf(q)) known.set(name, q);
  const values = new Map<string, string>();
  for (const name of names) {
    const value = form[name]!;
    if (typeof value !== 'string') return refuse(`The field ${name} was sent more than once.`);
    if (value.length > FORM_LIMITS.valueLength) return refuse(`The field ${name} is longer than ${FORM_LIMITS.valueLength} characters.`);
    if (name !== STEP_FIELD && !known.has(name)) return refuse(`The field ${name} is not part of this step.`);
    values.set(name, value);
  }
  const step = values.get(STEP_FIELD) ?? '';
  if (!/^[1-9][0-9]{0,3}$/.test(step)) return refuse('The form does not say which step it is.');

  const answers: Record<string, StepAnswer> = {};
  let pressed: PressedChoice | null = null;
  for (const q of view.questions) {
    if (takesNoAnswer(q) || q.readOnly) continue;
    const value = values.get(answerField(q.id));
    const offered = (id: string) => q.choices.some((c) => c.id === id);
    if (q.type === 'CHECKBOX') answers[q.id] = { value: value === TICKED };
    else if (q.type === 'LOCAL_DATE') {
      const parts = Object.fromEntries(DATE_PARTS.map((part) => [part, (values.get(datePartField(q.id, part)) ?? '').trim()])) as unknown as DateParts;
      const date = dateValueOf(parts);
      if (date) answers[q.id] = { value: date };
    } else if (MEDIA_TYPES.has(q.type)) {
      if (value === SEEN) answers[q.id] = { value: true };
    } else if (TEXT_TYPES.has(q.type)) {
      if (value !== undefined) answers[q.id] = { value };
    } else {
      if (value !== undefined && value !== '' && !offered(value)) return refuse(`The answer to ${q.id} is not one of its choices.`);
      if (value) answers[q.id] = { choiceIds: [value] };
      const press = values.get(pressField(q.id));
      if (press !== undefined) {
        if (!offered(press) || pressed) return refuse(`The choice pressed for ${q.id} is not one of its choices.`);
        pressed = { questionId: q.id, choiceId: press };
        answers[q.id] = { choiceIds: [press] };
      }
    }
  }
  return { ok: true, step: Number(step), answers, pressed };
}
