import { consumerRelation, type ConsumerRow } from '#server/areas/consumers/index.ts';
import { productRelation } from '#server/areas/products/index.ts';
import type { Db } from '#server/db/database.ts';
import { recordsWithTheirOrders } from './person-orders.ts';

/**
 * The orders as the kit-expiry email reads them (docs/product.md#kits-that-expire, decision 078): whose kits expire
 * soon and who asked to be told, the person's record for their new kit's answers, and their wish to hear no more.
 */

/** At most this many orders are reminded in one run; the next day's run takes the rest. */
export const EXPIRING_KITS_MAX = 2000;

/**
 * The orders shipped (or delivered) whose kits expire from `from` to `to` (YYYY-MM-DD, both included), whose person
 * asked for the email and has not stopped it, and whose details were not erased (no address, no email): each with
 * its person's enciphered email, the language it was ordered in and the product's name. Soonest first.
 */
export async function kitsExpiringBetween(db: Db, from: string, to: string) {
  return db
    .selectFrom('consumer_orders as co')
    .innerJoin(consumerRelation(db).as('c'), 'c.id', 'co.consumer_id')
    .leftJoin(productRelation(db).as('p'), 'p.id', 'co.product_id')
    .select(['co.id', 'co.mrn', 'co.language', 'co.kit_expires_on', 'co.quantity', 'c.email_enc', 'c.email_hash', 'p.name as product', 'p.ndc'])
    .where('co.expiry_reminder', '=', 1)
    .where('co.status', 'in', ['shipped', 'delivered'])
    .where('co.kit_expires_on', '>=', from)
    .where('co.kit_expires_on', '<=', to)
    .where('c.purged_at', 'is', null)
    .orderBy('co.kit_expires_on').orderBy('co.id')
    .limit(EXPIRING_KITS_MAX)
    .execute();
}

/** The consumer record an order was written with, unless erased, with the order's product (its NDC). */
export async function recordOfOrder(db: Db, orderId: string): Promise<(ConsumerRow & { ndc: string | null }) | undefined> {
  return recordsWithTheirOrders(db).where('co.id', '=', orderId).executeTakeFirst();
}

/**
 * The person of the order wants no more kit-expiry emails: every order made with the same email (its keyed hash, as
 * the order path matches emails) stops asking for one. Returns how many orders changed.
 */
export async function stopExpiryReminders(db: Db, orderId: string): Promise<number> {
  const person = await db.selectFrom('consumer_orders as co').innerJoin(consumerRelation(db).as('c'), 'c.id', 'co.consumer_id')
    .select(['c.email_hash', 'co.consumer_id']).where('co.id', '=', orderId).executeTakeFirst();
  if (!person) return 0;
  const orders = await db.selectFrom('consumer_orders as co').innerJoin(consumerRelation(db).as('c'), 'c.id', 'co.consumer_id')
    .select('co.id').where('co.expiry_reminder', '=', 1)
    .where((eb) => eb.or([eb('c.email_hash', '=', person.email_hash), eb('co.consumer_id', '=', person.consumer_id)]))
    .execute();
  // The order itself too, when its record was erased since (its email hash is gone with it).
  const ids = [...new Set([orderId, ...orders.map((o) => o.id)])];
  const changed = await db.updateTable('consumer_orders').set({ expiry_reminder: 0 }).where('id', 'in', ids).where('expiry_reminder', '=', 1).executeTakeFirst();
  return Number(changed.numUpdatedRows);
}
