import type { StepView, ViewQuestion } from '#schemas/generated/flow-api.ts';
import { FORM_LIMITS, STEP_FIELD, TICKED, SEEN, answerField, datePartField, pressField, type PostedForm } from './answer-form-fields.ts';
import { dateValueOf, type DateParts } from './date-parts.ts';
import { MEDIA_TYPES, TEXT_TYPES, takesNoAnswer, type StepAnswer } from './step-answer-items.ts';

/*
 * A step's answers read back from its form's fields, named as engine/answer-form-fields.ts names them (decision 085):
 * by the server from a form posted without a script, and by the app from a page the server drew, for what was typed
 * into it before the app took it over. A module of its own, so the app loads it only then.
 */

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
