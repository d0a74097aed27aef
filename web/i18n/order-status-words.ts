import type { PublicOrderStatus } from '#schemas/generated/public-order-status.ts';
import type { MessageKey } from './catalogue.ts';

/**
 * What each status of an order means to the person who ordered (Track My Shipment, their account). They are never
 * told an order is held for review: it reads as an order just placed (schemas/consumer-order-status.ts).
 */
export const ORDER_STATUS_WORDS: Readonly<Record<PublicOrderStatus, MessageKey>> = {
  received: 'track.status.received',
  approved: 'track.status.approved',
  shipped: 'track.status.shipped',
  delivered: 'track.status.delivered',
  cancelled: 'track.status.cancelled',
};
