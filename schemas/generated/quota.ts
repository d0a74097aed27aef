/* eslint-disable */
/**
 * Generated from schemas/quota.schema.json by scripts/generate-types.ts (npm run types). Do not edit by hand.
 */

/**
 * A state's monthly limit of units.
 */
export interface Quota {
  id: string;
  /**
   * two-letter state code, the key in PATCH /api/quotas/{state}
   */
  state: string;
  stateName: string;
  quotaPeriod: 'MONTHLY';
  /**
   * units per month
   */
  quantity: number;
  createdAt: string;
  updatedAt: string;
}
