/** The consumer-orders area's surface: the only file another area (or the plumbing) imports from server/areas/consumer-orders/. */
export { default as consumerOrderRoutes } from './consumer-orders.routes.ts';
export { findOrderOfRun, placeOrderIn, type AccountInvitation, type Invitee, type PlacedOrder } from './consumer-order.service.ts';
export { findConsumerOrder, listConsumerOrders } from './consumer-orders.repository.ts';
export { changeStatusIn, type StatusChangeContext } from './consumer-order-status.service.ts';
export { shipmentFacts, type ShipmentFacts } from './shipment-facts.ts';
export { latestShipDay } from './ship-day.ts';
export { earlierOrders, newestRecordOfEmail, ordersOfConsumer, ordersOfEmail } from './person-orders.ts';
export { confirmationOf } from './confirmation-facts.ts';
export { orderToTrack } from './tracked-order.ts';
export { holdersOfTrackingNumbers, markSentToFulfilment, ordersByMrn, ordersToShip } from './fulfilment.ts';
export { shippedUnitsIn, type ShippedRow } from './shipped-units.ts';
export { countOrders, orderRows, type OrderCounts, type OrderGroupRow, type OrderSheetRow } from './orders-in-period.ts';
export { orderNumberRelation } from './order-numbers.ts';
export { byStateMonth, outcomeCountsIn, type OutcomeRow } from './outcome-counts.ts';
export { currentKitBatches, setKitBatch, type KitShipped } from './kit-batches.ts';
export { refillDetailsOf } from './refill-details.ts';
export { kitsExpiringBetween, recordOfOrder, stopExpiryReminders } from './expiring-kits.ts';
export { expiringKitCounts, type ExpiringKitCount } from './expiring-kit-counts.ts';
