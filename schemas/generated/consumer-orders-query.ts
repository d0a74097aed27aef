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
  order?: 'orderDate DESC' | 'orderDate ASC';
  limit?: number;
  offset?: number;
}
