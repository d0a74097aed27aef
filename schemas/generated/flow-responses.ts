/* eslint-disable */
/**
 * Generated from schemas/flow-responses.schema.json by scripts/generate-types.ts (npm run types). Do not edit by hand.
 */

/**
 * The responses of a questionnaire that records them (the recordResponse effect, decision 077), for staff: GET /api/flows/{flowId}/responses (list), …/responses/{responseId} (one, with its personal answers: each reading audited), …/responses/summary (per question), …/responses/export (CSV or XLSX, without personal answers). Answers are shown in words: a choice by its English text, a text as written, a date as YYYY-MM-DD for the reader's own date format.
 */
export interface FlowResponsesApi {
  [k: string]: unknown;
}
/**
 * This interface was referenced by `FlowResponsesApi`'s JSON-Schema
 * via the `definition` "ResponsesQuery".
 */
export interface ResponsesQuery {
  /**
   * recorded on or after: a day (YYYY-MM-DD, UTC) or the instant of the reader's own midnight
   */
  from?: string;
  /**
   * recorded on or before: a day (the whole day) or an instant
   */
  to?: string;
  /**
   * only the responses to this version
   */
  version?: number;
  limit?: number;
  offset?: number;
}
/**
 * This interface was referenced by `FlowResponsesApi`'s JSON-Schema
 * via the `definition` "ResponsesExportQuery".
 */
export interface ResponsesExportQuery {
  format: 'xlsx' | 'csv';
  from?: string;
  to?: string;
  version?: number;
}
/**
 * This interface was referenced by `FlowResponsesApi`'s JSON-Schema
 * via the `definition` "ResponsesSummaryQuery".
 */
export interface ResponsesSummaryQuery {
  from?: string;
  to?: string;
  /**
   * count the responses to this version, by its questions (default: every version, by the live version's questions)
   */
  version?: number;
}
/**
 * This interface was referenced by `FlowResponsesApi`'s JSON-Schema
 * via the `definition` "ResponseAnswer".
 */
export interface ResponseAnswer {
  questionId: string;
  /**
   * the question's English text
   */
  question: string;
  /**
   * the answer in words; null when not answered (or, for a personal answer, not shown here or erased)
   */
  answer: string | null;
  /**
   * a date question's answer, YYYY-MM-DD
   */
  date?: string | null;
  /**
   * the question identifies a person: its answer is given by GET …/responses/{responseId} only
   */
  personal: boolean;
}
/**
 * This interface was referenced by `FlowResponsesApi`'s JSON-Schema
 * via the `definition` "ResponseListItem".
 */
export interface ResponseListItem {
  id: string;
  version: number;
  /**
   * ISO instant
   */
  recordedAt: string;
  /**
   * the first answers that identify nobody, at most three
   */
  answers: ResponseAnswer[];
}
/**
 * This interface was referenced by `FlowResponsesApi`'s JSON-Schema
 * via the `definition` "ResponseDetail".
 */
export interface ResponseDetail {
  id: string;
  flowId: string;
  version: number;
  recordedAt: string;
  /**
   * true once retention erased the personal answers
   */
  personalErased: boolean;
  /**
   * every question of the version that takes an answer, in order, personal ones included
   */
  answers: ResponseAnswer[];
}
/**
 * This interface was referenced by `FlowResponsesApi`'s JSON-Schema
 * via the `definition` "ResponsesSummary".
 */
export interface ResponsesSummary {
  flowId: string;
  /**
   * the version counted; null: every version
   */
  version: number | null;
  responses: number;
  questions: QuestionSummary[];
}
/**
 * This interface was referenced by `FlowResponsesApi`'s JSON-Schema
 * via the `definition` "QuestionSummary".
 */
export interface QuestionSummary {
  questionId: string;
  question: string;
  /**
   * choice: counted per choice; text (texts, dates, ticks): only how many answered. Personal questions are not summarised.
   */
  kind: 'choice' | 'text';
  answered: number;
  choices?: ChoiceCount[];
}
export interface ChoiceCount {
  choiceId: string;
  choice: string;
  count: number;
}
