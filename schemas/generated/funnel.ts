/* eslint-disable */
/**
 * Generated from schemas/funnel.schema.json by scripts/generate-types.ts (npm run types). Do not edit by hand.
 */

/**
 * GET /api/flows/{flowId}/funnel (admin, decision 029): where consumers give up in a version of the questionnaire. Counted without cookies, personal data or a third party; preview runs are never counted. Use the definitions.
 */
export interface FunnelApi {
  [k: string]: unknown;
}
/**
 * This interface was referenced by `FunnelApi`'s JSON-Schema
 * via the `definition` "FunnelQuery".
 */
export interface FunnelQuery {
  /**
   * the version counted (default: the live one)
   */
  version?: number;
  /**
   * the first day runs started, YYYY-MM-DD in the programme's time zone (default: 29 days before `to`)
   */
  from?: string;
  /**
   * the last day runs started (default: today)
   */
  to?: string;
}
/**
 * This interface was referenced by `FunnelApi`'s JSON-Schema
 * via the `definition` "FunnelReport".
 */
export interface FunnelReport {
  flowId: string;
  version: number;
  from: string;
  to: string;
  /**
   * the programme's time zone, in which the days are counted
   */
  timeZone: string;
  /**
   * a run of the version that finishes has placed an order (the ordering questionnaire); another questionnaire's finished runs are counted under `ordered` too, and read as finished
   */
  placesOrders: boolean;
  /**
   * runs started in the period
   */
  runs: number;
  /**
   * every step of the version, in order, reached or not
   */
  steps: FunnelStep[];
  outcomes: FunnelOutcomes;
  /**
   * why runs were ineligible or refused, most frequent first
   */
  reasons: FunnelReason[];
}
/**
 * This interface was referenced by `FunnelApi`'s JSON-Schema
 * via the `definition` "FunnelStep".
 */
export interface FunnelStep {
  number: number;
  id: string;
  /**
   * the step's title in the version's first language
   */
  title: string;
  /**
   * runs that were shown the step (once each, however often they came back to it)
   */
  reached: number;
  /**
   * runs whose answers to the step were accepted
   */
  completed: number;
  /**
   * runs without an outcome that stand at the step (the step last shown; after going back, the step gone back to): they gave up there, or are still answering. Drop-off is left / reached, the step's own arrivals
   */
  left: number;
  /**
   * runs the step ended as ineligible or refused
   */
  ended: number;
  /**
   * the median time from the step being shown to its answers being accepted; null when no run completed it
   */
  medianSeconds: number | null;
}
/**
 * This interface was referenced by `FunnelApi`'s JSON-Schema
 * via the `definition` "FunnelOutcomes".
 */
export interface FunnelOutcomes {
  /**
   * runs that finished: placed an order, or for a questionnaire that places none (`placesOrders` false), reached its end
   */
  ordered: number;
  ineligible: number;
  refused: number;
  /**
   * runs without an outcome: left, or still answering
   */
  open: number;
}
/**
 * This interface was referenced by `FunnelApi`'s JSON-Schema
 * via the `definition` "FunnelReason".
 */
export interface FunnelReason {
  outcome: 'ineligible' | 'refused';
  /**
   * the step id (ineligible), the flow rule's id or code, or the server's refusal code
   */
  code: string;
  /**
   * the reason in words, as the version (or the server) words it in English, without its values
   */
  label: string;
  /**
   * runs stopped for this reason (a run refused for two reasons counts under both)
   */
  runs: number;
}
