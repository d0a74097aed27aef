/* eslint-disable */
/**
 * Generated from schemas/consumer-orders-query.schema.json by scripts/generate-types.ts (npm run types). Do not edit by hand.
 */

import type { ConsumerOrderStatus } from './consumer-order-status.ts';
import type { UsStateCodeTyped } from './us-state-code-typed.ts';

/**
 * Query string of GET /api/consumer-orders and of its spreadsheet export (decision 025). Dates are days (YYYY-MM-DD, whole UTC days) or ISO instants. email, phone and name + dob match exactly through the consumers' keyed hashes: nothing is decrypted to search.
 */
export interface ConsumerOrdersQuery {
  ndc?: string;
  productId?: string;
  orderDateFrom?: string;
  orderDateTo?: string;
  state?: UsStateCodeTyped;
  quantity?: number;
  reason?: string;
  trackingNumber?: string;
  /**
   * the order number (NX-…), any case
   */
  mrn?: string;
  status?: ConsumerOrderStatus;
  /**
   * true: only orders flagged for review; false: only the others
   */
  flagged?: boolean;
  /**
   * the consumer's email, matched as the order path matches it (case, +tags)
   */
  email?: string;
  /**
   * the consumer's phone, any punctuation (its 10 digits are matched)
   */
  phone?: string;
  /**
   * the consumer's full name ("First Last" or "Last, First"); only with dob
   */
  name?: string;
  /**
   * the consumer's date of birth (YYYY-MM-DD); only with name
   */
  dob?: string;
  /**
   * the sort, "<column> ASC|DESC"; ties go by order date, then id, in the same direction. The export always walks by order date.
   */
  order?:
    | 'orderDate ASC'
    | 'orderDate DESC'
    | 'productName ASC'
    | 'productName DESC'
    | 'state ASC'
    | 'state DESC'
    | 'quantity ASC'
    | 'quantity DESC'
    | 'reason ASC'
    | 'reason DESC'
    | 'trackingNumber ASC'
    | 'trackingNumber DESC';
  limit?: number;
  offset?: number;
}
