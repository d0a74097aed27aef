import { nextStatuses } from '#schemas/consumer-order-status.ts';
import type { StateInfo } from '#server/areas/us-states/index.ts';
import { latestShipDay } from './ship-day.ts';
import { shipmentFacts } from './shipment-facts.ts';
import { CONSUMER_ORDER_QUANTITY } from '#schemas/number-bounds.ts';
import type { ConsumerOrderDetail, OrderEmail, OrderPerson } from '#schemas/generated/consumer-order-detail.ts';
import { FieldDecryptionError, type FieldCipher } from '#server/crypto/field-cipher.ts';
import { storedInteger } from '#server/db/stored-number.ts';
import { findConsumer, flaggedReasonText, reviewedOrderMrns } from '#server/areas/consumers/index.ts';
import { productRelation } from '#server/areas/products/index.ts';
import { emailsAboutOrder } from '#server/mail/outbox.repository.ts';
import { historyOf } from './consumer-order-events.repository.ts';
import type { Db } from '#server/db/database.ts';

/** The person behind an order, decrypted; null once erased (or when the row cannot be read with this key). */
async function personOf(db: Db, cipher: FieldCipher, consumerId: string): Promise<OrderPerson | null> {
  const c = await findConsumer(db, consumerId);
  if (!c || c.purged_at) return null;
  const read = (value: string) => cipher.decrypt(value);
  try {
    return {
      firstName: read(c.first_name_enc), lastName: read(c.last_name_enc), email: read(c.email_enc), phone: read(c.phone_enc),
      shipTo: {
        addressType: c.ship_address_type, address: read(c.ship_address_enc), address2: c.ship_address2_enc ? read(c.ship_address2_enc) : null,
        city: read(c.ship_city_enc), state: c.ship_state, zip: read(c.ship_zip_enc), county: c.ship_county,
      },
    };
  } catch (error) {
    if (error instanceof FieldDecryptionError) return null;
    throw error;
  }
}

/** The emails written about the order, oldest first: their kind and fate, never the recipient. */
async function emailsOf(db: Db, orderId: string): Promise<OrderEmail[]> {
  const rows = await emailsAboutOrder(db, orderId);
  return rows.map((r) => ({ kind: r.kind, subject: r.subject, status: r.status, createdAt: r.created_at, sentAt: r.sent_at }));
}

/**
 * One consumer order for staff (decision 025): the order, its person decrypted, its history and its emails. The caller
 * audits the read (every staff read of personal data is in audit_log).
 */
export async function consumerOrderDetail(db: Db, ctx: { cipher: FieldCipher; now: Date; states: ReadonlyMap<string, StateInfo> }, mrn: string): Promise<ConsumerOrderDetail | undefined> {
  const { cipher } = ctx;
  const o = await db
    .selectFrom('consumer_orders as co')
    .leftJoin(productRelation(db).as('p'), 'p.id', 'co.product_id')
    .selectAll('co')
    .select(['p.name as product_name', 'p.ndc as ndc'])
    .where('co.mrn', '=', mrn.trim().toUpperCase())
    .executeTakeFirst();
  if (!o) return undefined;
  const flagged = Number(o.flagged_for_review) === 1;
  const [person, history, emails] = await Promise.all([personOf(db, cipher, o.consumer_id), historyOf(db, o.id), emailsOf(db, o.id)]);
  return {
    id: o.id, mrn: o.mrn, status: o.status, nextStatuses: [...nextStatuses(o.status)], productName: o.product_name, ndc: o.ndc,
    quantity: storedInteger(o.quantity, CONSUMER_ORDER_QUANTITY), units: Number(o.units), reason: o.reason, why: o.why, state: o.state,
    orderDate: o.order_date, language: o.language, ...shipmentFacts(o), kitLot: o.kit_lot, kitExpiresOn: o.kit_expires_on,
    expiryReminder: Number(o.expiry_reminder) === 1, latestShipDay: latestShipDay(ctx.now, ctx.states, o.state), sentToFulfilmentAt: o.sent_to_fulfilment_at,
    flaggedForReview: flagged, reviewReason: flagged ? flaggedReasonText(o.review_reason, o.review_detail) : null,
    reviewOrders: flagged ? reviewedOrderMrns(o.review_reason, o.review_detail) : [],
    person, history, emails,
  };
}
