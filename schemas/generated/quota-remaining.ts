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
   * units
   */
  remaining: number;
}
