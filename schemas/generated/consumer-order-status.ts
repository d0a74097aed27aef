/* eslint-disable */
/**
 * Generated from schemas/consumer-order-status.schema.json by scripts/generate-types.ts (npm run types). Do not edit by hand.
 */

/**
 * The status of a consumer's order: the one list (schemas/consumer-order-status.ts holds the moves between them).
 */
export type ConsumerOrderStatus = 'received' | 'needs review' | 'approved' | 'shipped' | 'delivered' | 'cancelled';
