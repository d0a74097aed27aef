/* eslint-disable */
/**
 * Generated from schemas/bulk-order-create.schema.json by scripts/generate-types.ts (npm run types). Do not edit by hand.
 */

/**
 * Body of POST /api/bulk-orders (spec §7: customerId, productId, email, quantity).
 */
export interface BulkOrderCreate {
  customerId: string;
  productId: string;
  /**
   * who to contact about the order; the signed-in user's address when left out
   */
  email?: string;
  quantity: number;
}
