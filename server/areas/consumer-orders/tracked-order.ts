import type { Db } from '#server/db/database.ts';
import { consumerRelation } from '#server/areas/consumers/index.ts';

/**
 * An order as Track My Shipment reads it by its MRN: its status, date and shipment, and the ZIP code it ships to
 * (enciphered) with whether the person's data was erased. Undefined when there is no such order.
 */
export async function orderToTrack(db: Db, mrn: string) {
  return db
    .selectFrom('consumer_orders as co')
    .innerJoin(consumerRelation(db).as('c'), 'c.id', 'co.consumer_id')
    .select(['co.mrn', 'co.status', 'co.order_date', 'co.carrier', 'co.tracking_number', 'co.shipped_on', 'co.delivered_on', 'c.ship_zip_enc', 'c.purged_at'])
    .where('co.mrn', '=', mrn.trim().toUpperCase())
    .executeTakeFirst();
}
