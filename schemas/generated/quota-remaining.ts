/* eslint-disable */
/**
 * Generated from schemas/quota-remaining.schema.json by scripts/generate-types.ts (npm run types). Do not edit by hand.
 */

/**
 * GET /api/quotas/remaining: a state's remaining quota units in its current month (the state's own time zone). States without a quota have 0.
 */
export interface QuotaRemaining {
  state: string;
  /**
   * YYYY-MM, the state's month now (its own time zone): the month remaining counts, and the first month a quota change made now applies to (a change counts for the whole of the month it is made in)
   */
  month: string;
  /**
   * units
   */
  remaining: number;
}
