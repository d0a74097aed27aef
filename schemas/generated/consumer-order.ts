/* eslint-disable */
/**
 * Generated from schemas/consumer-order.schema.json by scripts/generate-types.ts (npm run types). Do not edit by hand.
 */

/**
 * A consumer order as staff see it listed (spec §3): no personal details of the consumer.
 */
export interface ConsumerOrder {
  id: string;
  productId: string;
  productName: string | null;
  ndc: string | null;
  state: string;
  orderDate: string;
  /**
   * kits
   */
  quantity: number;
  reason: string;
  trackingNumber: string | null;
  /**
   * staff should look at this order before it ships
   */
  flaggedForReview: boolean;
  /**
   * why it is flagged, in words (null when not flagged)
   */
  reviewReason: string | null;
}
