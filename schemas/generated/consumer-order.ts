/* eslint-disable */
/**
 * Generated from schemas/consumer-order.schema.json by scripts/generate-types.ts (npm run types). Do not edit by hand.
 */

import type { ConsumerOrderStatus } from './consumer-order-status.ts';

/**
 * A consumer order as staff see it listed (decision 025): the MRN the consumer quotes and the status, no name or address.
 */
export interface ConsumerOrder {
  id: string;
  /**
   * the order number the consumer quotes (NX-…)
   */
  mrn: string;
  status: ConsumerOrderStatus;
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
