/* eslint-disable */
/**
 * Generated from schemas/replacement-orders.schema.json by scripts/generate-types.ts (npm run types). Do not edit by hand.
 */

/**
 * Reply of GET /api/orders/progress/replacements: per state and month, the orders asking for a kit again, by reason (docs/product.md#quotas-and-progress). The funder report counts the same.
 */
export interface ReplacementOrders {
  rows: ReplacementOrdersRow[];
}
export interface ReplacementOrdersRow {
  state: string;
  stateName: string;
  /**
   * YYYY-MM, the state's own month the orders were placed in
   */
  period: string;
  year: number;
  month: number;
  /**
   * one entry per replacement reason, in the order of schemas/request-reasons.ts REPLACEMENT_REASONS
   */
  reasons: ReplacementReasonCount[];
  /**
   * the reasons added up
   */
  total: number;
}
export interface ReplacementReasonCount {
  reason: 'Expired' | 'Used' | 'Lost' | 'Damaged';
  /**
   * orders not cancelled
   */
  orders: number;
}
