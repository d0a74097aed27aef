/* eslint-disable */
/**
 * Generated from schemas/reversals-reported.schema.json by scripts/generate-types.ts (npm run types). Do not edit by hand.
 */

/**
 * Reply of GET /api/orders/progress/reversals: per state and month, the overdose reversals people reported on the reversal report, by the month of the day it happened (docs/product.md#the-overdose-reversal-report). The funder report counts the same.
 */
export interface ReversalsReported {
  rows: ReversalsReportedRow[];
}
export interface ReversalsReportedRow {
  state: string;
  stateName: string;
  /**
   * YYYY-MM, the month of the day the reversal happened
   */
  period: string;
  year: number;
  month: number;
  reversals: number;
}
