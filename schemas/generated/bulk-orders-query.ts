/* eslint-disable */
/**
 * Generated from schemas/bulk-orders-query.schema.json by scripts/generate-types.ts (npm run types). Do not edit by hand.
 */

/**
 * The query object of GET /api/bulk-orders, sent as JSON in ?filter=. Fields: id, customerId, customerName, productId, productName, userEmail, quantity, orderStatus, createdAt, updatedAt.
 */
export interface BulkOrdersQuery {
  limit?: number;
  offset?: number;
  /**
   * default [["createdAt", "DESC"]]; "createdAt DESC" is accepted too
   */
  order?: string | string[][];
  where?: {
    /**
     * at most 20 items, each one field: a value (equality), {"like": pattern} or {"between": [from, to]} (createdAt, updatedAt: days or ISO instants)
     */
    and?: {
      [k: string]: unknown;
    }[];
  };
}
