import { canMove, needsReason, needsTracking, returnsUnits } from '#schemas/consumer-order-status.ts';
import { normaliseTrackingNumber, TRACKING_NUMBER_PATTERN } from '#schemas/carriers.ts';
import type { ConsumerOrderStatusChange } from '#schemas/generated/consumer-order-detail.ts';
import type { ConsumerOrderStatus } from '#schemas/generated/consumer-order-status.ts';
import type { Carrier } from '#schemas/generated/carrier.ts';
import type { FieldCipher } from '#server/crypto/field-cipher.ts';
import { createError } from '#server/errors/app-error.ts';
import { catalogued } from '#server/errors/catalogue.ts';
import { enqueueEmail } from '#server/mail/outbox.repository.ts';
import type { AuditTrail } from '#server/http/audit-trail.ts';
import { returnUnits } from '#server/areas/quotas/index.ts';
import { findConsumer } from '#server/areas/consumers/index.ts';
import type { StateInfo } from '#server/areas/us-states/index.ts';
import { latestShipDay } from './ship-day.ts';
import { recordStatusEvent } from './consumer-order-events.repository.ts';
import { orderShippedEmail } from './order-shipped-email.ts';
import { kitBatchFor, type KitShipped } from './kit-batches.ts';
import type { Db } from '#server/db/database.ts';

export interface StatusChangeContext {
  cipher: FieldCipher;
  now: Date;
  states: ReadonlyMap<string, StateInfo>;
  publicOrigin: string;
}

/** What a change did: the order's id and status before and after (the caller answers with the order's detail). */
export interface StatusChanged {
  orderId: string;
  from: ConsumerOrderStatus;
  to: ConsumerOrderStatus;
}

/** The order's row as a status change reads it. */
async function orderOf(db: Db, mrn: string) {
  return db
    .selectFrom('consumer_orders')
    .select(['id', 'mrn', 'status', 'state', 'period', 'units', 'consumer_id', 'language', 'product_id'])
    .where('mrn', '=', mrn.trim().toUpperCase())
    .executeTakeFirst();
}

/** The carrier and number of a move to shipped, checked; refused on any other move. */
function trackingOf(change: ConsumerOrderStatusChange): { carrier: Carrier; trackingNumber: string } | null {
  const given = change.carrier !== undefined || (change.trackingNumber ?? '').trim() !== '';
  if (!needsTracking(change.status)) {
    if (given || change.shippedOn !== undefined) throw catalogued('TRACKING_UNEXPECTED');
    return null;
  }
  const trackingNumber = normaliseTrackingNumber(change.trackingNumber ?? '');
  if (!change.carrier || !trackingNumber) throw catalogued('TRACKING_REQUIRED');
  if (!TRACKING_NUMBER_PATTERN.test(trackingNumber)) {
    throw createError('TRACKING_REQUIRED', 'A tracking number is 8 to 40 letters and digits, as the carrier prints it.', 400);
  }
  return { carrier: change.carrier, trackingNumber };
}

/** A tracking number already on another order is a mistake in the file or the form (409). */
export async function orderWithTrackingNumber(db: Db, trackingNumber: string): Promise<string | undefined> {
  const row = await db.selectFrom('consumer_orders').select('mrn').where('tracking_number', '=', trackingNumber).executeTakeFirst();
  return row?.mrn;
}

/**
 * Moves a consumer order along schemas/consumer-order-status.ts (decision 025), inside the caller's transaction:
 * the conditional update (a concurrent change answers 409 ORDER_CHANGED), the history, the audit entry (by the
 * request's staff member), the units given back to the month's quota on a cancellation, and the shipment email in
 * the consumer's language. A move to shipped records the kits' lot and expiry: the mailing service's (`kit`), else
 * the batch staff set last for the product (decision 078), else none.
 */
export async function changeStatusIn(
  trx: Db, ctx: StatusChangeContext, audit: AuditTrail, mrn: string, change: ConsumerOrderStatusChange, kit?: KitShipped,
): Promise<StatusChanged> {
  const order = await orderOf(trx, mrn);
  if (!order) throw createError('NOT_FOUND', 'There is no order with this MRN.', 404);
  if (change.from !== undefined && change.from !== order.status) {
    throw createError('ORDER_CHANGED', `This order is ${order.status} now: someone changed it since you opened it. Reload it and try again.`, 409);
  }
  const to = change.status;
  if (!canMove(order.status, to)) {
    throw createError('ILLEGAL_STATUS_TRANSITION', order.status === to ? `This order is already ${to}.` : `An order that is ${order.status} cannot become ${to}.`, 409);
  }
  const reason = change.reason?.trim() || null;
  if (needsReason(to) && !reason) throw catalogued('STATUS_REASON_REQUIRED');
  const tracking = trackingOf(change);
  if (tracking) {
    const holder = await orderWithTrackingNumber(trx, tracking.trackingNumber);
    if (holder && holder !== order.mrn) throw createError('TRACKING_NUMBER_USED', `Tracking number ${tracking.trackingNumber} is already on order ${holder}.`, 409);
  }

  const at = ctx.now.toISOString();
  const today = latestShipDay(ctx.now, ctx.states, order.state);
  const shippedOn = change.shippedOn ?? today;
  if (tracking && shippedOn > today) throw createError('VALIDATION_FAILED', 'The ship date cannot be in the future.', 400);
  const shippedKit = tracking ? kit ?? await kitBatchFor(trx, order.product_id, ctx.now) : undefined;
  const updated = await trx
    .updateTable('consumer_orders')
    .set({
      status: to,
      status_changed_at: at,
      ...(tracking ? { carrier: tracking.carrier, tracking_number: tracking.trackingNumber, shipped_on: shippedOn } : {}),
      ...(shippedKit ? { kit_lot: shippedKit.lot, kit_expires_on: shippedKit.expiresOn } : {}),
      ...(to === 'delivered' ? { delivered_on: today } : {}),
    })
    .where('id', '=', order.id)
    .where('status', '=', order.status)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) throw catalogued('ORDER_CHANGED');

  await recordStatusEvent(trx, { orderId: order.id, at, actorUserId: audit.actorUserId, from: order.status, to, reason, carrier: tracking?.carrier ?? null, trackingNumber: tracking?.trackingNumber ?? null });
  // Names and statuses only: a reason is free text and may name the person, so it stays in the order's history.
  await audit.record(trx, {
    action: 'consumer-orders.status', entity: 'consumer_order', entityId: order.id,
    detail: { from: order.status, to, ...(tracking ? { carrier: tracking.carrier } : {}), ...(returnsUnits(to) ? { unitsReturned: Number(order.units) } : {}) },
  }, ctx.now);
  if (returnsUnits(to)) await returnUnits(trx, order.state, order.period, Number(order.units));
  if (tracking) await enqueueShipmentEmail(trx, ctx, { ...order, ...tracking, shippedOn });
  return { orderId: order.id, from: order.status, to };
}

async function enqueueShipmentEmail(
  trx: Db, ctx: StatusChangeContext,
  order: { id: string; mrn: string; consumer_id: string; language: string; carrier: Carrier; trackingNumber: string; shippedOn: string },
): Promise<void> {
  const consumer = await findConsumer(trx, order.consumer_id);
  // A person whose data was erased gets nothing: there is no address to write to.
  if (!consumer || consumer.purged_at) return;
  await enqueueEmail(trx, orderShippedEmail({
    to: ctx.cipher.decrypt(consumer.email_enc), orderId: order.id, mrn: order.mrn, carrier: order.carrier, trackingNumber: order.trackingNumber,
    shippedOn: order.shippedOn, publicOrigin: ctx.publicOrigin, language: order.language,
  }), ctx.now, ctx.cipher);
}

/** changeStatusIn in a transaction of its own. */
export async function changeConsumerOrderStatus(db: Db, ctx: StatusChangeContext, audit: AuditTrail, mrn: string, change: ConsumerOrderStatusChange): Promise<StatusChanged> {
  return db.transaction().execute((trx) => changeStatusIn(trx, ctx, audit, mrn, change));
}
