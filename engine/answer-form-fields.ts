import type { DateParts } from './date-parts.ts';

/*
 * How a step's answers are written as the fields of a plain HTML form, and read back from the form a browser posts
 * without the page's script (decision 085). The question components name their fields with these functions; the
 * server reads a posted step with `readStepForm` (read-step-form.ts), and so does the app, for what was typed into
 * the server's page before it took the page over. A question's id never holds a dot (flow.schema.json's Id), so the
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
