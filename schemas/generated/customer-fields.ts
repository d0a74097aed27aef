/* eslint-disable */
/**
 * Generated from schemas/customer-fields.schema.json by scripts/generate-types.ts (npm run types). Do not edit by hand.
 */

import type { UsStateCodeTyped } from './us-state-code-typed.ts';
import type { ZipOrZipPlus4 } from './zip-or-zip-plus-4.ts';

/**
 * Body of POST /api/customers/{id} (may be empty: the customer is then created with blank details) and of PATCH /api/customers/{id}.
 */
export interface CustomerFields {
  customerName?: string;
  street?: string;
  city?: string;
  state?: UsStateCodeTyped | '';
  zip?: ZipOrZipPlus4 | '';
  phone?: string;
  accountType?: string;
}
