/* eslint-disable */
/**
 * Generated from schemas/bulk-order-update.schema.json by scripts/generate-types.ts (npm run types). Do not edit by hand.
 */

/**
 * An email address: no spaces, one @, and a domain of dot-separated non-empty labels with at least one dot (so not a@localhost, a@b..org or a@.org). The format is the one rule of engine/validators.ts (isEmail), which the server's validator uses for format email.
 */
export type Email = string;
/**
 * The status of a facility's bulk order: the one list (schemas/bulk-order-status.ts holds the moves between them).
 */
export type BulkOrderStatus = 'created' | 'open' | 'rejected' | 'partially shipped' | 'fully shipped';

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
