/* eslint-disable */
/**
 * Generated from schemas/quota-create.schema.json by scripts/generate-types.ts (npm run types). Do not edit by hand.
 */

import type { UsStateCodeTyped } from './us-state-code-typed.ts';

/**
 * Body of POST /api/quotas.
 */
export interface QuotaCreate {
  state: UsStateCodeTyped;
  quantity: number;
  /**
   * the only period there is; may be left out
   */
  quotaPeriod?: 'MONTHLY';
}
