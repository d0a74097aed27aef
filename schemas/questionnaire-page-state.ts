import type { StepView } from './generated/flow-api.ts';
import type { OrderConfirmationFacts } from './generated/flow-run-api.ts';

/** An answer as a step holds it (engine/step-answer-items.ts): text as typed, a tick, or the chosen choices. */
export interface TypedAnswer {
  value?: string | boolean;
  choiceIds?: string[];
}

/** Where the run shown stands: a step to answer (the END step when `view.final`), or why it stopped. */
export type QuestionnaireShown =
  | { kind: 'step'; view: StepView }
  | { kind: 'ineligible'; message: string }
  | { kind: 'refused'; reasons: string[] };

/**
 * What the server worked out for a questionnaire's page (/form, /<address>; decision 085): the page is rendered with
 * it and the app takes over from it without asking for the step again.
 */
export interface QuestionnairePageState {
  page: 'questionnaire';
  /** The run shown; null before its first step is sent (the first step of the live version, no run created yet). */
  runId: string | null;
  /** The server's environment: in qa the app verifies the captcha and completes the video itself. */
  portalEnv: 'dev' | 'qa' | 'prod';
  shown: QuestionnaireShown;
  /** The server's refusal of the answers just posted, at their fields (422); empty otherwise. */
  fieldErrors: { questionId: string | null; message: string }[];
  /** The answers as they were posted, shown again with the refusal (else null: the run's own answers are shown). */
  typed: Record<string, TypedAnswer> | null;
  /** 'unreadable': the form posted could not be read (a page from an older version, a field changed by hand). */
  notice: 'unreadable' | null;
}

/** The confirmation page (/order-placed, decision 054) as the server read it from the run's cookie. */
export interface OrderPlacedPageState {
  page: 'order-placed';
  placed: { view: StepView; facts: OrderConfirmationFacts } | null;
}
