/* eslint-disable */
/**
 * Generated from schemas/quota-update.schema.json by scripts/generate-types.ts (npm run types). Do not edit by hand.
 */

import type { UsStateCodeTyped } from './us-state-code-typed.ts';

/**
 * Body of PATCH /api/quotas/{state}: the state (must match the path when given) and the new quantity.
 */
export interface QuotaUpdate {
  state?: UsStateCodeTyped;
  quantity: number;
  quotaPeriod?: 'MONTHLY';
}
