/* eslint-disable */
/**
 * Generated from schemas/public-order-status.schema.json by scripts/generate-types.ts (npm run types). Do not edit by hand.
 */

/**
 * The status of a consumer's order as the person who ordered reads it (Track My Shipment, their account): every status but 'needs review', which reads as an order just placed (schemas/consumer-order-status.ts publicOrderStatus).
 */
export type PublicOrderStatus = 'received' | 'approved' | 'shipped' | 'delivered' | 'cancelled';
