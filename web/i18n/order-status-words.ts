import type { ConsumerOrderStatus } from '#schemas/generated/consumer-order-status.ts';
import type { MessageKey } from './catalogue.ts';

/** What each status of an order means to the person who ordered (Track My Shipment, their account). */
export const ORDER_STATUS_WORDS: Readonly<Record<ConsumerOrderStatus, MessageKey>> = {
  received: 'track.status.received',
  'needs review': 'track.status.needsReview',
  approved: 'track.status.approved',
  shipped: 'track.status.shipped',
  delivered: 'track.status.delivered',
  cancelled: 'track.status.cancelled',
};
