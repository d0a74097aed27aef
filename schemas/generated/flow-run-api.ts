/* eslint-disable */
/**
 * Generated from schemas/flow-run-api.schema.json by scripts/generate-types.ts (npm run types). Do not edit by hand.
 */

/**
 * This interface was referenced by `FlowRunApi`'s JSON-Schema
 * via the `definition` "FlowRunStatus".
 */
export type FlowRunStatus = 'answering' | 'completed' | 'ineligible' | 'refused';
export type Category = 'DEMOGRAPHIC' | 'SHIPPING' | 'QUESTION' | 'DRUG_SELECTION' | 'OPTIONAL' | 'REFILL_REASON';
export type QuestionType =
  | 'US_STATES_DROPDOWN'
  | 'CLICKABLE'
  | 'DROPDOWN'
  | 'FREETEXT'
  | 'US_STATE_FREETEXT'
  | 'CHECKBOX'
  | 'RECAPTCHA'
  | 'LOCAL_DATE'
  | 'VIDEO'
  | 'CLICKABLE_ANSWER'
  | 'END'
  | 'RADIO_BUTTON'
  | 'FORM'
  | 'PDF'
  | 'INFO';
/**
 * An expression: a literal (null, boolean, number, string), a list (array of expressions), or an object with exactly one operator. See engine/README.md for each operator. `answer`: A question's answer: its chosen choice id, or its value; null when unanswered. `chosen`: [questionId, choiceId]: is that choice chosen? `choiceValue`: The value of a question's chosen choice. `choiceText`: The text (in the run's locale) of a question's chosen choice. `range`: [from, to]: the integers from..to (empty when to < from). `addMonths`: [date, months]: a YYYY-MM-DD date plus calendar months (day clamped to the month's end).
 */
export type Expr =
  | null
  | boolean
  | number
  | string
  | Expr[]
  | {
      answer?: Id;
      answered?: Id;
      chosen?: IdPair;
      choiceValue?: Id;
      choiceText?: Id;
      const?: string;
      computed?: string;
      effect?: 'remainingUnits' | 'hasEarlierOrder' | 'lastOrderDate' | 'consumerId' | 'mrn';
      env?: 'today' | 'locale';
      not?: Expr;
      and?: ExprList;
      or?: ExprList;
      if?: ExprTriple;
      eq?: ExprPair;
      ne?: ExprPair;
      lt?: ExprPair;
      le?: ExprPair;
      gt?: ExprPair;
      ge?: ExprPair;
      in?: ExprPair;
      add?: ExprList;
      mul?: ExprList;
      min?: ExprList;
      max?: ExprList;
      sub?: ExprPair;
      div?: ExprPair;
      floor?: Expr;
      range?: ExprPair;
      addMonths?: ExprPair;
      firstOfNextMonth?: Expr;
      longDate?: Expr1;
      kitOptions?: KitOptionsArgs;
    };
export type Id = string;
/**
 * @minItems 2
 * @maxItems 2
 */
export type IdPair = [Id, Id];
/**
 * @minItems 1
 */
export type ExprList = [Expr, ...Expr[]];
/**
 * @minItems 3
 * @maxItems 3
 */
export type ExprTriple = [Expr, Expr, Expr];
/**
 * @minItems 2
 * @maxItems 2
 */
export type ExprPair = [Expr, Expr];
/**
 * A date (YYYY-MM-DD) written as people read it in the run's locale, e.g. 'January 23, 2027'; null for a bad date.
 */
export type Expr1 =
  | null
  | boolean
  | number
  | string
  | Expr[]
  | {
      answer?: Id;
      answered?: Id;
      chosen?: IdPair;
      choiceValue?: Id;
      choiceText?: Id;
      const?: string;
      computed?: string;
      effect?: 'remainingUnits' | 'hasEarlierOrder' | 'lastOrderDate' | 'consumerId' | 'mrn';
      env?: 'today' | 'locale';
      not?: Expr;
      and?: ExprList;
      or?: ExprList;
      if?: ExprTriple;
      eq?: ExprPair;
      ne?: ExprPair;
      lt?: ExprPair;
      le?: ExprPair;
      gt?: ExprPair;
      ge?: ExprPair;
      in?: ExprPair;
      add?: ExprList;
      mul?: ExprList;
      min?: ExprList;
      max?: ExprList;
      sub?: ExprPair;
      div?: ExprPair;
      floor?: Expr;
      range?: ExprPair;
      addMonths?: ExprPair;
      firstOfNextMonth?: Expr;
      longDate?: Expr1;
      kitOptions?: KitOptionsArgs;
    };

/**
 * Bodies and replies of the questionnaire API (/api/flow-runs). The server holds the run: every step is decided again on the server from the answers it holds. Use the definitions, e.g. {"$ref": "flow-run-api.schema.json#/definitions/FlowRunReply"}.
 */
export interface FlowRunApi {
  [k: string]: unknown;
}
/**
 * POST /api/flow-runs: start a run of the latest published version of a flow.
 *
 * This interface was referenced by `FlowRunApi`'s JSON-Schema
 * via the `definition` "FlowRunCreate".
 */
export interface FlowRunCreate {
  flowId: string;
  /**
   * preferred locale of the texts; the flow's default when it lacks it
   */
  locale?: string;
}
/**
 * POST /api/flow-runs/{runId}/steps/{number}: the answer items of the run's current step (spec §3).
 *
 * This interface was referenced by `FlowRunApi`'s JSON-Schema
 * via the `definition` "StepSubmission".
 */
export interface StepSubmission {
  /**
   * @maxItems 200
   */
  answers: AnswerItem[];
  locale?: string;
}
/**
 * One answer (spec §3 answer item). Choice questions send choiceIds; text, date, captcha, video and checkbox questions send value.
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
 * POST /api/flow-runs/{runId}/back: move the run back to a step it has shown (the ineligible step itself, for a run that stopped there). Later answers are kept as drafts and checked again when the person moves forward; a run that placed its order cannot go back.
 *
 * This interface was referenced by `FlowRunApi`'s JSON-Schema
 * via the `definition` "StepBack".
 */
export interface StepBack {
  step: number;
  locale?: string;
}
/**
 * A run as the browser shows it: the step to answer (or the END step once completed, with the order's MRN), or why the run stopped.
 *
 * This interface was referenced by `FlowRunApi`'s JSON-Schema
 * via the `definition` "FlowRunReply".
 */
export interface FlowRunReply {
  runId: string;
  flow: FlowRef;
  status: FlowRunStatus;
  /**
   * The step to show (StepView of schemas/flow-api.schema.json); null when the run stopped.
   */
  step: StepView | null;
  /**
   * Why the run stopped: not eligible (message), or refused by a rule (reasons).
   */
  outcome: 'ineligible' | 'refused' | null;
  message: string | null;
  reasons: string[];
  /**
   * the order's MRN, once the run completed
   */
  mrn: string | null;
  /**
   * What the END step and the confirmation email say about the placed order (engine/order-confirmation.ts); null before the order.
   */
  confirmation: OrderConfirmationFacts | null;
}
export interface FlowRef {
  id: string;
  version: number;
}
export interface StepView {
  flowId: string;
  flowVersion: number;
  number: number;
  total: number;
  title: string | null;
  form: ViewForm | null;
  questions: ViewQuestion[];
  /**
   * The flow's messages in the view's locale.
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
}
export interface ViewForm {
  title: string;
  sections: ViewFormSection[];
}
export interface ViewFormSection {
  category: Category;
  title: string;
}
/**
 * A question as the browser renders it (spec §3 form question, plus what the renderer needs). `visibleWhen`: Null when always shown; else an expression over this step's answers only (answers of other steps are already substituted). Evaluate with isVisible.
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
export interface ViewChoice {
  id: string;
  choice: string;
  position: number;
  value?: string | number;
}
export interface ViewRightAnswer {
  id: string;
  choice: string;
}
export interface ViewFormat {
  validate?: 'phone' | 'zip' | 'email' | 'date';
  maxLength?: number;
  placeholder?: string;
}
export interface ViewMedia {
  kind: 'video' | 'pdf';
  src: string;
  mimeType: string | null;
  title: string;
  poster: string | null;
  fallbacks: ViewMediaSource[];
  captions: ViewCaptionTrack[];
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
 * The kit quantities a person may order: 1..min(cap, floor(remainingUnits / unitsPerKit)); the cap is newRequestCap for a New Request by a person with no earlier order, else refillCap.
 */
export interface KitOptionsArgs {
  newRequest: Expr;
  hasEarlierOrder: Expr;
  remainingUnits: Expr;
}
/**
 * An accepted answer as the run holds it (normalised: trimmed text, formatted phone and zip).
 */
export interface HeldAnswer {
  choiceIds?: string[];
  value?: string | number | boolean;
}
export interface ViewCopyPair {
  from: string;
  to: string;
}
export interface OrderConfirmationFacts {
  mrn: string;
  productName: string;
  kits: number;
  /**
   * Masked: city, state and ZIP only.
   */
  shipTo: {
    city: string;
    state: string;
    zip: string;
  };
}
