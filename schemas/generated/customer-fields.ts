/* eslint-disable */
/**
 * Generated from schemas/customer-fields.schema.json by scripts/generate-types.ts (npm run types). Do not edit by hand.
 */

/**
 * Body of POST /api/customers/{id} (may be empty: the customer is then created with blank details) and of PATCH /api/customers/{id}.
 */
export interface CustomerFields {
  customerName?: string;
  street?: string;
  city?: string;
  state?: string;
  zip?: string;
  phone?: string;
  accountType?: string;
}
