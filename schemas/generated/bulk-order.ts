/* eslint-disable */
/**
 * Generated from schemas/bulk-order.schema.json by scripts/generate-types.ts (npm run types). Do not edit by hand.
 */

import type { BulkOrderStatus } from './bulk-order-status.ts';

/**
 * A facility's order, with the customer's and product's names.
 */
export interface BulkOrder {
  id: string;
  customerId: string;
  customerName: string | null;
  productId: string;
  productName: string | null;
  userEmail: string;
  quantity: number;
  orderStatus: BulkOrderStatus;
  /**
   * why staff rejected the order (shown to the customer); null unless rejected
   */
  rejectReason: string | null;
  createdAt: string;
  updatedAt: string;
  /**
   * the statuses the signed-in user may set now, the current one first (a customer: only the current one)
   */
  allowedStatuses: BulkOrderStatus[];
  /**
   * whether the signed-in user may still change customer, product, email and quantity
   */
  editable: boolean;
}
