/* eslint-disable */
/**
 * Generated from schemas/flow.schema.json by scripts/generate-types.ts (npm run types). Do not edit by hand.
 */

/**
 * This interface was referenced by `Flow`'s JSON-Schema
 * via the `definition` "Locale".
 */
export type Locale = string;
/**
 * An expression: a literal (null, boolean, number, string), a list (array of expressions), or an object with exactly one operator. See engine/README.md for each operator. `answer`: A question's answer: its chosen choice id, or its value; null when unanswered. `chosen`: [questionId, choiceId]: is that choice chosen? `choiceValue`: The value of a question's chosen choice. `choiceText`: The text (in the run's locale) of a question's chosen choice. `range`: [from, to]: the integers from..to (empty when to < from). `addMonths`: [date, months]: a YYYY-MM-DD date plus calendar months (day clamped to the month's end).
 *
 * This interface was referenced by `Flow`'s JSON-Schema
 * via the `definition` "Expr".
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
      /**
       * A date (YYYY-MM-DD) written as people read it in the run's locale, e.g. 'January 23, 2027'; null for a bad date.
       */
      longDate?: Expr;
    };
/**
 * This interface was referenced by `Flow`'s JSON-Schema
 * via the `definition` "Id".
 */
export type Id = string;
/**
 * @minItems 2
 * @maxItems 2
 *
 * This interface was referenced by `Flow`'s JSON-Schema
 * via the `definition` "IdPair".
 */
export type IdPair = [Id, Id];
/**
 * @minItems 1
 *
 * This interface was referenced by `Flow`'s JSON-Schema
 * via the `definition` "ExprList".
 */
export type ExprList = [Expr, ...Expr[]];
/**
 * @minItems 3
 * @maxItems 3
 *
 * This interface was referenced by `Flow`'s JSON-Schema
 * via the `definition` "ExprTriple".
 */
export type ExprTriple = [Expr, Expr, Expr];
/**
 * @minItems 2
 * @maxItems 2
 *
 * This interface was referenced by `Flow`'s JSON-Schema
 * via the `definition` "ExprPair".
 */
export type ExprPair = [Expr, Expr];
/**
 * This interface was referenced by `Flow`'s JSON-Schema
 * via the `definition` "Category".
 */
export type Category = 'DEMOGRAPHIC' | 'SHIPPING' | 'QUESTION' | 'DRUG_SELECTION' | 'OPTIONAL' | 'REFILL_REASON';
/**
 * This interface was referenced by `Flow`'s JSON-Schema
 * via the `definition` "QuestionType".
 */
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
 * This interface was referenced by `Flow`'s JSON-Schema
 * via the `definition` "EffectName".
 */
export type EffectName = 'fetchRemainingUnits' | 'validateConsumer' | 'submitOrder' | 'recordResponse';

/**
 * A questionnaire flow (flows/<id>/v<N>.json): ordered steps of questions, expressions for visibility, eligibility, computed values and rules, named effects the server runs. Expressions reference question and choice ids, never labels; a flow holds no code.
 */
export interface Flow {
  /**
   * Path to this schema, for editors.
   */
  $schema?: string;
  /**
   * The flow id; also the folder name under flows/.
   */
  id: string;
  /**
   * The version; the file is flows/<id>/v<version>.json. A published version is immutable.
   */
  version: number;
  title: LocalText;
  /**
   * The public address of the questionnaire: people answer it at /<address> (lower-case letters, digits and dashes, 60 at most; the flow check applies schemas/questionnaire-address.ts addressProblem). The consumer questionnaire has none: it is the portal's own /form. An address is unique among questionnaires and never a path the portal itself answers (docs/decisions/077-questionnaires-of-their-own.md).
   */
  address?: string;
  status: 'draft' | 'published';
  /**
   * Every locale the flow is written in; the first is the default. English is required. Every text of the flow must carry exactly these locales.
   *
   * @minItems 1
   */
  locales: [Locale, ...Locale[]];
  /**
   * The drug and its brands; needed by a questionnaire that places an order (submitOrder).
   */
  drug?: Drug;
  constants?: Constants;
  /**
   * Named computed values, referenced as {"computed": name}. They may refer to each other but not in a cycle.
   */
  computed?: {
    [k: string]: Expr;
  };
  /**
   * Named lists of choices written once and used by several questions (`"choices": {"list": name, "idPrefix": …}`), e.g. the US states.
   */
  choiceLists?: {
    /**
     * @minItems 1
     */
    [k: string]: [Choice, ...Choice[]];
  };
  messages: Messages;
  orderRules?: OrderRules;
  continuation?: Continuation;
  /**
   * @minItems 1
   */
  steps: [Step, ...Step[]];
}
/**
 * A string in every locale of the flow, e.g. {"en": "Next", "es": "Siguiente"}, each at most 1,000 characters (decision 044). Templates may hold {name} placeholders: {brand} always, others from the surrounding params.
 *
 * This interface was referenced by `Flow`'s JSON-Schema
 * via the `definition` "LocalText".
 */
export interface LocalText {
  en: string;
  [k: string]: string;
}
/**
 * Numbers the expressions use through {"const": name}.
 *
 * This interface was referenced by `Flow`'s JSON-Schema
 * via the `definition` "Constants".
 */
export interface Constants {
  /**
   * Quota units in one kit.
   */
  unitsPerKit: number;
  /**
   * Most kits on a first (New Request) order.
   */
  newRequestCap: number;
  /**
   * Most kits on a refill.
   */
  refillCap: number;
  /**
   * Calendar months between two orders of one person.
   */
  refillIntervalMonths: number;
  [k: string]: number;
}
/**
 * `id`: Stable id, unique in the flow. `brand`: For the drug question: the brand this choice is.
 *
 * This interface was referenced by `Flow`'s JSON-Schema
 * via the `definition` "Choice".
 */
export interface Choice {
  id: Id;
  text: LocalText;
  position: number;
  /**
   * The value the field takes (a state code, an NDC, a number of kits).
   */
  value?: string | number;
  brand?: Id;
}
/**
 * The texts the engine and the renderer show for field checks and outcomes, each described by what it is for (the studio names a message by its description). `maxLength` may hold the placeholder {max}.
 *
 * This interface was referenced by `Flow`'s JSON-Schema
 * via the `definition` "Messages".
 */
export interface Messages {
  /**
   * The message under a step while a required answer is missing.
   */
  requiredFields: LocalText;
  /**
   * The message shown when a required question is left unanswered.
   */
  required: LocalText;
  /**
   * The message shown when a phone number is not valid.
   */
  invalidPhone: LocalText;
  /**
   * The message shown when a ZIP code is not valid.
   */
  invalidZip: LocalText;
  /**
   * The message shown when an email address is not valid.
   */
  invalidEmail: LocalText;
  /**
   * The message shown when a date is not valid.
   */
  invalidDate: LocalText;
  /**
   * The message shown when an answer is too long.
   */
  maxLength: LocalText;
  /**
   * The message shown when a choice is not offered now (for example a quantity above the cap).
   */
  notOffered: LocalText;
  /**
   * The message shown when a quiz answer is right.
   */
  quizCorrect: LocalText;
  /**
   * The message shown when a quiz answer is wrong (before its hint).
   */
  quizIncorrect: LocalText;
  /**
   * The message shown when a video is not watched to the end or a document not read to the bottom.
   */
  mediaIncomplete: LocalText;
  /**
   * The button of a check-your-answers step, when it does not place an order (for example "Send report"); "Place order" without it.
   */
  reviewSubmit?: LocalText;
  /**
   * The words of the link back to the home page when a run ends.
   */
  goHome: LocalText;
  /**
   * The words of the button that goes on to the next step.
   */
  next: LocalText;
}
/**
 * The programme's rules on an order, checked by the server when it places one (and the person rules by consumer validation) against the facts it reads under the order's lock: the answers of the questions with the fields requestReason, qty and ndc, the effects hasEarlierOrder and lastOrderDate, and env today. When a person rule fails, the request rules are not checked (a refill asked too soon is refused for that alone).
 *
 * This interface was referenced by `Flow`'s JSON-Schema
 * via the `definition` "OrderRules".
 */
export interface OrderRules {
  /**
   * Rules on the person (e.g. the refill interval).
   */
  person: OrderRule[];
  /**
   * Rules on what is requested (e.g. the kit cap).
   */
  request: OrderRule[];
}
/**
 * `check`: Must hold; when false the order is refused with the code and the reason.
 *
 * This interface was referenced by `Flow`'s JSON-Schema
 * via the `definition` "OrderRule".
 */
export interface OrderRule {
  id: Id;
  /**
   * The refusal code the API gives when the rule fails (e.g. overCap).
   */
  code: string;
  check: Expr;
  reason: LocalText;
  params?: Params;
}
/**
 * Values for the {name} placeholders of the texts next to it, as expressions.
 *
 * This interface was referenced by `Flow`'s JSON-Schema
 * via the `definition` "Params".
 */
export interface Params {
  [k: string]: Expr;
}
/**
 * What a finished run may go on to (decision 081): another questionnaire, started with some of its answers filled in from this run's, when `when` holds. `answers` maps a field of the other questionnaire's questions (their `field`) to an expression over this run: a choice question takes the choice whose `value` it gives (a value no choice has fills nothing), a text question the text. The server decides it from the finished run it holds; what it fills in is shown, and checked again, like any answer.
 *
 * This interface was referenced by `Flow`'s JSON-Schema
 * via the `definition` "Continuation".
 */
export interface Continuation {
  /**
   * The questionnaire the run goes on to (its live version).
   */
  flowId: string;
  /**
   * Whether the finished run goes on (e.g. the person asked for it).
   */
  when: Expr;
  answers: {
    [k: string]: Expr;
  };
}
/**
 * This interface was referenced by `Flow`'s JSON-Schema
 * via the `definition` "Step".
 */
export interface Step {
  id: Id;
  /**
   * 1-based position of the step; must equal its place in the list.
   */
  number: number;
  title?: LocalText;
  form?: StepForm;
  /**
   * A check-your-answers page: it asks nothing (INFO questions only), lists the answers held with a Change link to each step, and its Next places the order. A person who changes an answer comes back to it (docs/decisions/062-check-your-answers.md).
   */
  review?: boolean;
  /**
   * @minItems 1
   */
  questions: [Question, ...Question[]];
  eligibility?: Eligibility;
  /**
   * Checked when the step's answers are accepted; any false ends the run as refused with the reasons.
   */
  rules?: Rule[];
  onEnter?: OnEnter;
  /**
   * Where the run goes after this step: the first branch whose `when` holds. The last branch has no `when`. Default: the following step.
   *
   * @minItems 1
   */
  next?: [NextBranch, ...NextBranch[]];
}
/**
 * Shows the step as one form with titled sections; each section holds the questions of its category.
 *
 * This interface was referenced by `Flow`'s JSON-Schema
 * via the `definition` "StepForm".
 */
export interface StepForm {
  title: LocalText;
  /**
   * @minItems 1
   */
  sections: [FormSection, ...FormSection[]];
}
export interface FormSection {
  category: Category;
  title: LocalText;
}
/**
 * `offer`: A list of choice values (or ids when a choice has no value); only these choices are offered. `visibleWhen`: The question is shown (and may be answered) only while this holds. `compute`: A read-only answer the engine computes (for example the shipping state from step 1).
 *
 * This interface was referenced by `Flow`'s JSON-Schema
 * via the `definition` "Question".
 */
export interface Question {
  id: Id;
  type: QuestionType;
  category: Category;
  /**
   * The field name of the answer (as the API names it); absent for questions that have none.
   */
  field?: string;
  position: number;
  text: LocalText;
  comment?: LocalText;
  params?: Params;
  mandatory: boolean;
  important: boolean;
  /**
   * The answer identifies a person (a name, an email, a phone number, an address): a recorded response keeps it enciphered, gives it only when that one response is read (each reading audited) and erases it after the retention period.
   */
  personal?: boolean;
  /**
   * The question's choices, or a reference to a named list of the flow (`choiceLists`) whose ids are prefixed with `idPrefix` (so choice ids stay unique in the flow).
   */
  choices?: [Choice, ...Choice[]] | ChoiceListRef;
  offer?: Expr;
  format?: Format;
  media?: Media;
  quiz?: Quiz;
  visibleWhen?: Expr;
  compute?: Expr;
  /**
   * For a CHECKBOX: when ticked, these answers are copied (source to target, empty targets only).
   *
   * @minItems 1
   */
  copies?: [CopyPair, ...CopyPair[]];
}
/**
 * This interface was referenced by `Flow`'s JSON-Schema
 * via the `definition` "ChoiceListRef".
 */
export interface ChoiceListRef {
  /**
   * The name of a list in the flow's `choiceLists`.
   */
  list: string;
  /**
   * Put before each list choice's id to make the question's choice ids (e.g. `state-` gives `state-CO`).
   */
  idPrefix?: string;
}
/**
 * This interface was referenced by `Flow`'s JSON-Schema
 * via the `definition` "Format".
 */
export interface Format {
  /**
   * How a typed answer is checked: `phone`, `zip` (5 digits), `email`, `date` (a real date, not in the future), `orderNumber` (an order number as the portal makes it, NX- and 8 characters, upper-cased; never looked up).
   */
  validate?: 'phone' | 'zip' | 'email' | 'date' | 'orderNumber';
  maxLength?: number;
  placeholder?: LocalText;
}
/**
 * This interface was referenced by `Flow`'s JSON-Schema
 * via the `definition` "Media".
 */
export interface Media {
  kind: 'video' | 'pdf';
  src: string;
  mimeType?: string;
  title: LocalText;
  /**
   * A video's length in seconds. Outside QA the server accepts the video as watched no sooner than this (less a small tolerance) after it served the step.
   */
  durationSeconds?: number;
  /**
   * An image shown before a video plays.
   */
  poster?: string;
  /**
   * The same medium in other formats, for browsers that cannot play `src` (e.g. an MP4 after a WebM).
   */
  fallbacks?: MediaSource[];
  /**
   * Caption tracks (WebVTT); a video needs at least one.
   */
  captions?: CaptionTrack[];
  /**
   * The video in the flow's other languages, by locale (decision 057). `src` and its settings speak the flow's default locale (the first of `locales`). Once a medium has this block, every other locale of the flow is named here: with its own `src` (and its own length, poster, fallbacks and captions, which replace the default's: what an entry leaves out, that language's video does not have), or with `sameAsDefault: true`, an explicit choice to show the default. A run in a locale that is not here is shown the default.
   */
  localised?: {
    [k: string]: LocalisedMedia;
  };
}
/**
 * This interface was referenced by `Flow`'s JSON-Schema
 * via the `definition` "MediaSource".
 */
export interface MediaSource {
  src: string;
  mimeType: string;
}
/**
 * This interface was referenced by `Flow`'s JSON-Schema
 * via the `definition` "CaptionTrack".
 */
export interface CaptionTrack {
  src: string;
  srclang: Locale;
  label: LocalText;
}
/**
 * One language's own file of a medium, or `sameAsDefault: true` (then nothing else): see Media's `localised`.
 *
 * This interface was referenced by `Flow`'s JSON-Schema
 * via the `definition` "LocalisedMedia".
 */
export interface LocalisedMedia {
  /**
   * This language is shown the default file, on purpose.
   */
  sameAsDefault?: true;
  src?: string;
  mimeType?: string;
  /**
   * This language's video length; required when the default declares one (the server times the step by the run's language).
   */
  durationSeconds?: number;
  poster?: string;
  fallbacks?: MediaSource[];
  captions?: CaptionTrack[];
}
/**
 * `explanation`: Shown with 'Correct !'. `hint`: Shown with 'Incorrect !'.
 *
 * This interface was referenced by `Flow`'s JSON-Schema
 * via the `definition` "Quiz".
 */
export interface Quiz {
  rightChoiceId: Id;
  explanation: LocalText;
  hint: LocalText;
}
export interface CopyPair {
  from: Id;
  to: Id;
}
/**
 * Checked when the step's answers are accepted; false ends the run as ineligible with the message.
 */
export interface Eligibility {
  check: Expr;
  message: LocalText;
  params?: Params;
}
/**
 * `check`: Must hold; when false the run is refused with the reason.
 *
 * This interface was referenced by `Flow`'s JSON-Schema
 * via the `definition` "Rule".
 */
export interface Rule {
  id: Id;
  check: Expr;
  reason: LocalText;
  params?: Params;
}
/**
 * A named effect the server runs before the step is shown; its result is fed back, then the rules are checked.
 *
 * This interface was referenced by `Flow`'s JSON-Schema
 * via the `definition` "OnEnter".
 */
export interface OnEnter {
  effect: EffectName;
  /**
   * The effect's input, field by field.
   */
  input: {
    [k: string]: Expr;
  };
  rules?: Rule[];
}
/**
 * `goto`: A step id.
 */
export interface NextBranch {
  when?: Expr;
  goto: Id;
}
/**
 * The drug brands and how texts name them: once the brand question is answered, the word (whole word, any case) in question texts is replaced by the chosen brand's name. `question`: The question whose chosen choice (its brand) sets the brand. `fallback`: What {brand} says before a brand is chosen, e.g. this drug.
 *
 * This interface was referenced by `Flow`'s JSON-Schema
 * via the `definition` "Drug".
 */
export interface Drug {
  /**
   * The word replaced by the brand, e.g. naloxone.
   */
  word: string;
  question: Id;
  /**
   * @minItems 1
   */
  brands: [Brand, ...Brand[]];
  fallback: LocalText;
}
export interface Brand {
  id: Id;
  name: LocalText;
}
