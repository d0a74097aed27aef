/* eslint-disable */
/**
 * Generated from schemas/bulk-order-update.schema.json by scripts/generate-types.ts (npm run types). Do not edit by hand.
 */

import type { BulkOrderStatus } from './bulk-order-status.ts';
import type { Email } from './email.ts';

/**
 * Body of PATCH /api/bulk-orders: the order's id and what changes. Only staff change the status, along the allowed transitions.
 */
export interface BulkOrderUpdate {
  id: string;
  customerId?: string;
  productId?: string;
  email?: Email;
  quantity?: number;
  orderStatus?: BulkOrderStatus;
  /**
   * required (not blank) when orderStatus becomes rejected, refused otherwise
   */
  rejectReason?: string;
}
