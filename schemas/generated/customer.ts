/* eslint-disable */
/**
 * Generated from schemas/customer.schema.json by scripts/generate-types.ts (npm run types). Do not edit by hand.
 */

/**
 * A facility that places bulk orders.
 */
export interface Customer {
  customerId: string;
  customerName: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  phone: string;
  accountType: string;
  createdAt: string;
  updatedAt: string;
}
