/* eslint-disable */
/**
 * Generated from schemas/consumer-orders-query.schema.json by scripts/generate-types.ts (npm run types). Do not edit by hand.
 */

/**
 * Query string of GET /api/consumer-orders and of its spreadsheet export (spec §7). Dates are days (YYYY-MM-DD, whole UTC days) or ISO instants.
 */
export interface ConsumerOrdersQuery {
  ndc?: string;
  productId?: string;
  orderDateFrom?: string;
  orderDateTo?: string;
  state?: string;
  quantity?: number;
  reason?: string;
  trackingNumber?: string;
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
