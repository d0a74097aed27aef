/* eslint-disable */
/**
 * Generated from schemas/progress.schema.json by scripts/generate-types.ts (npm run types). Do not edit by hand.
 */

/**
 * Reply of GET /api/orders/progress: one row per state and month, and the units remaining over them.
 */
export interface Progress {
  remainingUnits: number;
  rows: ProgressRow[];
}
export interface ProgressRow {
  state: string;
  stateName: string;
  month: number;
  year: number;
  /**
   * YYYY-MM, the state's own month
   */
  period: string;
  /**
   * units taken from the month's quota: the month's orders that are not cancelled, whatever their status (docs/product.md#quotas-and-progress)
   */
  usedUnits: number;
  /**
   * units of the month's orders that have shipped or been delivered (part of usedUnits)
   */
  shippedUnits: number;
  /**
   * units the quota allows per month
   */
  quotaLimit: number;
  /**
   * quotaLimit − usedUnits, never below 0
   */
  remaining: number;
  /**
   * remaining / quotaLimit in percent, 2 decimals; null without a quota
   */
  remainingPercent: number | null;
  /**
   * ≥ 50 green, ≥ 10 yellow, below red, 0 none
   */
  level: 'green' | 'yellow' | 'red' | 'none';
}
