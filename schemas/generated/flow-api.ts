/* eslint-disable */
/**
 * Generated from schemas/flow-api.schema.json by scripts/generate-types.ts (npm run types). Do not edit by hand.
 */

import type { Category, EffectName as FlowEffectName, Expr, QuestionType } from './flow.ts';

/**
 * This interface was referenced by `FlowApi`'s JSON-Schema
 * via the `definition` "EffectName".
 */
export type EffectName = FlowEffectName;
/**
 * This interface was referenced by `FlowApi`'s JSON-Schema
 * via the `definition` "RunStatus".
 */
export type RunStatus = 'answering' | 'awaitingEffect' | 'ineligible' | 'refused' | 'completed';
/**
 * This interface was referenced by `FlowApi`'s JSON-Schema
 * via the `definition` "FieldErrorCode".
 */
export type FieldErrorCode =
  | 'unknownQuestion'
  | 'otherStep'
  | 'duplicate'
  | 'fieldMismatch'
  | 'wrongType'
  | 'unknownChoice'
  | 'notOffered'
  | 'hidden'
  | 'readOnly'
  | 'required'
  | 'invalidPhone'
  | 'invalidZip'
  | 'invalidEmail'
  | 'invalidDate'
  | 'invalidOrderNumber'
  | 'maxLength'
  | 'bidiControls'
  | 'quizIncorrect'
  | 'mediaIncomplete';
/**
 * What deciding a step (or applying an effect result) gives: the next step's view, an effect to run, field errors, the end of the run, or a refusal of the request itself (rejected: nothing changed).
 *
 * This interface was referenced by `FlowApi`'s JSON-Schema
 * via the `definition` "StepDecision".
 */
export type StepDecision =
  StepShown | EffectRequested | FieldErrorsFound | RunIneligible | RunRefused | RequestRejected;

/**
 * Shapes exchanged with the questionnaire engine and through the flow API: answer items, the run state the server stores, effects and their results, the step view and the step decision. Use the definitions, e.g. {"$ref": "flow-api.schema.json#/definitions/StepRequest"}.
 */
export interface FlowApi {
  [k: string]: unknown;
}
/**
 * One answer. Choice questions send choiceIds; text, date, captcha, video and checkbox questions send value.
 *
 * This interface was referenced by `FlowApi`'s JSON-Schema
 * via the `definition` "AnswerItem".
 */
export interface AnswerItem {
  questionId: string;
  /**
   * The run's consumer; null before consumer validation.
   */
  userId?: string | null;
  /**
   * @maxItems 100
   */
  choiceIds?: string[] | null;
  value?: string | number | boolean | null;
  field?: string | null;
}
/**
 * The answers of one step, submitted for the step with this number.
 *
 * This interface was referenced by `FlowApi`'s JSON-Schema
 * via the `definition` "StepRequest".
 */
export interface StepRequest {
  step: number;
  /**
   * @maxItems 200
   */
  answers: AnswerItem[];
}
/**
 * An accepted answer as the run holds it (normalised: trimmed text, formatted phone and zip).
 *
 * This interface was referenced by `FlowApi`'s JSON-Schema
 * via the `definition` "HeldAnswer".
 */
export interface HeldAnswer {
  choiceIds?: string[];
  value?: string | number | boolean;
}
/**
 * What the server's effects returned so far in this run.
 *
 * This interface was referenced by `FlowApi`'s JSON-Schema
 * via the `definition` "EffectResults".
 */
export interface EffectResults {
  remainingUnits?: number;
  consumerId?: string | null;
  hasEarlierOrder?: boolean;
  lastOrderDate?: string | null;
  order?: PlacedOrder;
  /**
   * recordResponse: the run's answers are recorded as a response.
   */
  responseRecorded?: boolean;
}
export interface PlacedOrder {
  mrn: string;
}
/**
 * An effect the server must run now, with its input computed from the run's answers.
 *
 * This interface was referenced by `FlowApi`'s JSON-Schema
 * via the `definition` "PendingEffect".
 */
export interface PendingEffect {
  name: EffectName;
  /**
   * The step shown once the result is in.
   */
  step: number;
  input: {
    [k: string]: unknown;
  };
}
/**
 * One consumer run as plain JSON, stored by the server between requests.
 *
 * This interface was referenced by `FlowApi`'s JSON-Schema
 * via the `definition` "RunState".
 */
export interface RunState {
  flowId: string;
  flowVersion: number;
  status: RunStatus;
  /**
   * The step shown (answering, completed), awaited (awaitingEffect) or where the run stopped.
   */
  step: number;
  /**
   * Accepted answers by question id.
   */
  answers: {
    [k: string]: HeldAnswer;
  };
  effects: EffectResults;
  /**
   * The steps shown before the current one, in the order they were answered: the steps a person may go back to. Absent in runs stored before back navigation.
   */
  trail?: number[];
  /**
   * The check-your-answers step a person left to change an answer (Step.review): moving on again replays the held answers of the steps up to it and comes back to it (docs/decisions/062-check-your-answers.md).
   */
  returnTo?: number;
  /**
   * Answers of steps the person went back from, by question id: shown again when the step comes round, never trusted (the step is checked again when submitted).
   */
  drafts?: {
    [k: string]: HeldAnswer;
  };
  pending: PendingEffect | null;
  /**
   * Why an ineligible or refused run stopped (texts in the locale of that request).
   */
  outcome: RunOutcome | null;
}
export interface RunOutcome {
  messages: string[];
  /**
   * What stopped the run as stable codes, whatever the language: the step's id for an ineligible run, the failing rules' ids, or the server's refusal codes (the questionnaire analytics count refusals by them). Absent in runs stored before them.
   */
  codes?: string[];
}
/**
 * What the server reports after running a pending effect. A refusal (reasonsNotPassed without success fields, or validationRulesPassed false) ends the run as refused.
 *
 * This interface was referenced by `FlowApi`'s JSON-Schema
 * via the `definition` "EffectResult".
 */
export interface EffectResult {
  effect: EffectName;
  /**
   * fetchRemainingUnits: the state's remaining quota units this month.
   */
  remainingUnits?: number;
  /**
   * validateConsumer.
   */
  validationRulesPassed?: boolean;
  reasonsNotPassed?: string[];
  /**
   * A stable code for each of reasonsNotPassed, in the same order (unknownConsumer, noQuota, a flow rule's code…): what the questionnaire analytics count.
   */
  reasonCodes?: string[];
  /**
   * validateConsumer.
   */
  consumerId?: string | null;
  /**
   * validateConsumer: the same person ordered before.
   */
  hasEarlierOrder?: boolean;
  /**
   * validateConsumer: the date of that order (state time zone).
   */
  lastOrderDate?: string | null;
  /**
   * submitOrder: the placed order's MRN.
   */
  mrn?: string;
  /**
   * recordResponse: true once the run's answers are recorded (once per run).
   */
  recorded?: boolean;
}
/**
 * What the engine may not read itself: today's date (in the state's time zone) and the locale.
 *
 * This interface was referenced by `FlowApi`'s JSON-Schema
 * via the `definition` "Env".
 */
export interface Env {
  today: string;
  locale?: string;
}
/**
 * This interface was referenced by `FlowApi`'s JSON-Schema
 * via the `definition` "FieldError".
 */
export interface FieldError {
  questionId: string | null;
  field: string | null;
  /**
   * Index of the answer item at fault, null for a missing answer.
   */
  index: number | null;
  code: FieldErrorCode;
  message: string;
}
/**
 * This interface was referenced by `FlowApi`'s JSON-Schema
 * via the `definition` "ViewChoice".
 */
export interface ViewChoice {
  id: string;
  choice: string;
  position: number;
  value?: string | number;
}
/**
 * This interface was referenced by `FlowApi`'s JSON-Schema
 * via the `definition` "ViewMedia".
 */
export interface ViewMedia {
  kind: 'video' | 'pdf';
  src: string;
  mimeType: string | null;
  title: string;
  poster: string | null;
  fallbacks: ViewMediaSource[];
  captions: ViewCaptionTrack[];
  /**
   * A video of declared length: its length in seconds, in the reply's language (the file shown). A page without a script says it beforehand, as it cannot count down (decision 086).
   */
  durationSeconds?: number;
  /**
   * A video only, outside QA and staff previews: the seconds from this reply until the server accepts the video as watched (its length less the tolerance, counted from when the step was served). Absent when there is nothing left to wait for.
   */
  acceptedInSeconds?: number;
}
export interface ViewMediaSource {
  src: string;
  mimeType: string;
}
export interface ViewCaptionTrack {
  src: string;
  srclang: string;
  label: string;
}
/**
 * A question as the browser renders it (the question's fields, plus what the renderer needs). `visibleWhen`: Null when always shown; else an expression over this step's answers only (answers of other steps are already substituted). Evaluate with isVisible.
 *
 * This interface was referenced by `FlowApi`'s JSON-Schema
 * via the `definition` "ViewQuestion".
 */
export interface ViewQuestion {
  id: string;
  /**
   * 1-based place of the question in the whole flow.
   */
  questionIndex: number;
  userId: string | null;
  question: string;
  questionType: QuestionType;
  type: QuestionType;
  /**
   * The choices offered now, by position.
   */
  choices: ViewChoice[];
  comment: string | null;
  rightAnswer: ViewRightAnswer | null;
  rightAnswerId: string | null;
  explanation: string | null;
  hint: string | null;
  category: Category;
  position: number;
  mandatory: boolean;
  important: boolean;
  field: string | null;
  /**
   * Part of the step's demographic and shipping form.
   */
  demoForm: boolean;
  format: ViewFormat | null;
  media: ViewMedia | null;
  visibleWhen: Expr;
  /**
   * Visibility before any answer of this step is given.
   */
  visible: boolean;
  /**
   * The engine computes the answer (answer holds it).
   */
  readOnly: boolean;
  /**
   * The held or computed answer, to prefill.
   */
  answer: HeldAnswer | null;
  copies: ViewCopyPair[];
}
export interface ViewRightAnswer {
  id: string;
  choice: string;
}
export interface ViewFormat {
  validate?: 'phone' | 'zip' | 'email' | 'date' | 'orderNumber';
  maxLength?: number;
  placeholder?: string;
}
export interface ViewCopyPair {
  from: string;
  to: string;
}
/**
 * This interface was referenced by `FlowApi`'s JSON-Schema
 * via the `definition` "StepView".
 */
export interface StepView {
  flowId: string;
  flowVersion: number;
  number: number;
  total: number;
  title: string | null;
  form: ViewForm | null;
  questions: ViewQuestion[];
  /**
   * The flow's messages in the view's locale, with the app's words for the field checks a flow has no message for (bidiControls).
   */
  messages: {
    [k: string]: string;
  };
  /**
   * The END step: nothing more to submit.
   */
  final: boolean;
  /**
   * The step Back returns to (POST /api/flow-runs/{runId}/back); null on the first step and on the END step.
   */
  previous?: number | null;
  /**
   * On the END step of a finished run whose questionnaire goes on to another (Flow.continuation) when its `when` holds: that questionnaire, which POST /api/flow-runs starts with `continues` naming this run (decision 081). Absent otherwise.
   */
  continuation?: {
    flowId: string;
  };
  /**
   * On a check-your-answers step (Step.review): the answers held, by the step that asked them, as people read them; each step's Change goes back to it. Absent or null on other steps.
   */
  review?: ReviewSection[] | null;
}
export interface ViewForm {
  title: string;
  sections: ViewFormSection[];
}
export interface ViewFormSection {
  category: Category;
  title: string;
}
export interface ReviewSection {
  /**
   * The step Change goes back to.
   */
  step: number;
  title: string;
  rows: ReviewRow[];
}
export interface ReviewRow {
  questionId: string;
  /**
   * The question as asked.
   */
  label: string;
  /**
   * The answer as the person reads it: choice texts, a date as written, Yes or No.
   */
  answer: string;
}
/**
 * The run moved on: show this step.
 *
 * This interface was referenced by `FlowApi`'s JSON-Schema
 * via the `definition` "StepShown".
 */
export interface StepShown {
  kind: 'step';
  runState: RunState;
  view: StepView;
}
/**
 * The server must run this effect, then feed its result back.
 *
 * This interface was referenced by `FlowApi`'s JSON-Schema
 * via the `definition` "EffectRequested".
 */
export interface EffectRequested {
  kind: 'effect';
  runState: RunState;
  effect: PendingEffect;
}
/**
 * The answers were not accepted; the run is unchanged.
 *
 * This interface was referenced by `FlowApi`'s JSON-Schema
 * via the `definition` "FieldErrorsFound".
 */
export interface FieldErrorsFound {
  kind: 'fieldErrors';
  runState: RunState;
  errors: FieldError[];
}
/**
 * The run ended: not eligible (for example an unsupported state).
 *
 * This interface was referenced by `FlowApi`'s JSON-Schema
 * via the `definition` "RunIneligible".
 */
export interface RunIneligible {
  kind: 'ineligible';
  runState: RunState;
  message: string;
}
/**
 * The run ended: a rule or the server refused it; every reason is shown.
 *
 * This interface was referenced by `FlowApi`'s JSON-Schema
 * via the `definition` "RunRefused".
 */
export interface RunRefused {
  kind: 'refused';
  runState: RunState;
  reasons: string[];
}
/**
 * The request does not fit the run (wrong step, finished run, wrong effect...), or deciding it would need more work than the expression budget allows (TOO_COSTLY); nothing changed.
 *
 * This interface was referenced by `FlowApi`'s JSON-Schema
 * via the `definition` "RequestRejected".
 */
export interface RequestRejected {
  kind: 'rejected';
  runState: RunState;
  code:
    | 'FLOW_MISMATCH'
    | 'WRONG_STEP'
    | 'RUN_FINISHED'
    | 'AWAITING_EFFECT'
    | 'NOT_AWAITING_EFFECT'
    | 'WRONG_EFFECT'
    | 'BAD_EFFECT_RESULT'
    | 'BAD_ENV'
    | 'CANNOT_GO_BACK'
    | 'TOO_COSTLY';
  message: string;
  expectedStep: number | null;
}
