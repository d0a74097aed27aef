import type { Db } from '#server/db/database.ts';
import { consumerRelation } from '#server/areas/consumers/index.ts';
import { productRelation } from '#server/areas/products/index.ts';

/** The orders as the mailing service's files see them: the pick list that goes out, the tracking file that comes back. */

const BATCH = 500;

/**
 * The approved orders to mail, oldest first, at most `limit`: each with its product and its person's details to print
 * (enciphered). An order already on an earlier list comes again only when `again` is asked for; an order whose person's
 * data was erased never does (there is no address to print).
 */
export async function ordersToShip(db: Db, options: { again: boolean; limit: number }) {
  let query = db
    .selectFrom('consumer_orders as co')
    .innerJoin(consumerRelation(db).as('c'), 'c.id', 'co.consumer_id')
    .leftJoin(productRelation(db).as('p'), 'p.id', 'co.product_id')
    .select([
      'co.id', 'co.mrn', 'co.quantity', 'p.name as product', 'p.ndc', 'c.purged_at', 'c.first_name_enc', 'c.last_name_enc', 'c.email_enc', 'c.phone_enc',
      'c.ship_address_enc', 'c.ship_address2_enc', 'c.ship_city_enc', 'c.ship_state', 'c.ship_zip_enc',
    ])
    .where('co.status', '=', 'approved')
    .where('c.purged_at', 'is', null);
  if (!options.again) query = query.where('co.sent_to_fulfilment_at', 'is', null);
  return query.orderBy('co.order_date').orderBy('co.id').limit(options.limit).execute();
}

/** Marks the orders as sent to fulfilment, the first time only (a list made again keeps the first moment). */
export async function markSentToFulfilment(db: Db, ids: readonly string[], now: Date): Promise<void> {
  for (let i = 0; i < ids.length; i += BATCH) {
    await db.updateTable('consumer_orders').set({ sent_to_fulfilment_at: now.toISOString() })
      .where('id', 'in', ids.slice(i, i + BATCH)).where('sent_to_fulfilment_at', 'is', null).execute();
  }
}

/** The orders with these MRNs, by MRN: their status, tracking number and state. */
export async function ordersByMrn(db: Db, mrns: readonly string[]): Promise<Map<string, { status: string; tracking_number: string | null; state: string }>> {
  const orders = new Map<string, { status: string; tracking_number: string | null; state: string }>();
  for (let i = 0; i < mrns.length; i += BATCH) {
    const rows = await db.selectFrom('consumer_orders').select(['mrn', 'status', 'tracking_number', 'state']).where('mrn', 'in', mrns.slice(i, i + BATCH)).execute();
    for (const o of rows) orders.set(o.mrn, o);
  }
  return orders;
}

/** The MRN of the order that holds each of these tracking numbers, by number. */
export async function holdersOfTrackingNumbers(db: Db, numbers: readonly string[]): Promise<Map<string, string>> {
  const holders = new Map<string, string>();
  for (let i = 0; i < numbers.length; i += BATCH) {
    const rows = await db.selectFrom('consumer_orders').select(['mrn', 'tracking_number']).where('tracking_number', 'in', numbers.slice(i, i + BATCH)).execute();
    for (const o of rows) holders.set(o.tracking_number!, o.mrn);
  }
  return holders;
}
