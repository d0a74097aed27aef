/* eslint-disable */
/**
 * Generated from schemas/bulk-order-status.schema.json by scripts/generate-types.ts (npm run types). Do not edit by hand.
 */

/**
 * The status of a facility's bulk order: the one list (schemas/bulk-order-status.ts holds the moves between them).
 */
export type BulkOrderStatus = 'created' | 'open' | 'rejected' | 'partially shipped' | 'fully shipped';
