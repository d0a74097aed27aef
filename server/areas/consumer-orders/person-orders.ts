import type { Expression } from 'kysely';
import type { Db } from '#server/db/database.ts';
import { consumerRelation, type ConsumerRow, type EarlierOrder, type EarlierOrders, type OrdersOfConsumer, type PersonKeys } from '#server/areas/consumers/index.ts';
import { productRelation } from '#server/areas/products/index.ts';

/**
 * A person's orders, found through the keyed hashes of the consumer record each order was written with (one record
 * per order; decision 042), and the orders of one record.
 */

function earlierOrderQuery(db: Db) {
  return db
    .selectFrom('consumer_orders as co')
    .innerJoin(consumerRelation(db).as('c'), 'c.id', 'co.consumer_id')
    .select(['co.mrn', 'co.order_date as orderDate', 'co.state', 'c.person_hash', 'c.email_hash', 'c.email_enc'])
    .orderBy('co.order_date', 'desc')
    .limit(1);
}

function earlierOrder(row: { mrn: string; orderDate: string; state: string; person_hash: string; email_hash: string; email_enc: string } | undefined, person: PersonKeys): EarlierOrder | undefined {
  if (!row) return undefined;
  const samePerson = row.person_hash === person.personHash;
  const sameEmail = row.email_hash === person.emailHash;
  return {
    mrn: row.mrn, orderDate: row.orderDate, state: row.state, emailEnc: row.email_enc, emailHash: row.email_hash,
    matched: samePerson && sameEmail ? 'both' : samePerson ? 'person' : 'email',
  };
}

/**
 * The earlier orders of a person, in any state: the newest of this very person (name and birth date, and email), and
 * the newest that shares either (decision 042: only the first is the person's own history; the second is for staff).
 * Both queries run whatever they find, so the work is the same for everyone.
 */
export async function earlierOrders(db: Db, person: PersonKeys): Promise<EarlierOrders> {
  const same = await earlierOrderQuery(db).where('c.person_hash', '=', person.personHash).where('c.email_hash', '=', person.emailHash).executeTakeFirst();
  const newest = await earlierOrderQuery(db)
    .where((eb) => eb.or([eb('c.person_hash', '=', person.personHash), eb('c.email_hash', '=', person.emailHash)]))
    .executeTakeFirst();
  return { same: earlierOrder(same, person), newest: earlierOrder(newest, person) };
}

/**
 * The newest order another person (neither the same name and birth date nor the same email) had shipped to this
 * address (its keyed hash), placed when (an instant) and in which state: the order a shared-address flag names for
 * staff (decision 064); undefined when none.
 */
export async function earlierOrderAtAddress(db: Db, addressHash: string, person: PersonKeys): Promise<{ mrn: string; orderDate: string; state: string } | undefined> {
  const row = await earlierOrderQuery(db).where('c.address_hash', '=', addressHash)
    .where('c.person_hash', '!=', person.personHash).where('c.email_hash', '!=', person.emailHash).executeTakeFirst();
  return row ? { mrn: row.mrn, orderDate: row.orderDate, state: row.state } : undefined;
}

/** The orders made with an email (its keyed hash), of records not erased, newest first, at most `limit`: with the product's name and the shipment. */
export async function ordersOfEmail(db: Db, emailHash: string, limit: number) {
  return db
    .selectFrom('consumer_orders as co')
    .innerJoin(consumerRelation(db).as('c'), 'c.id', 'co.consumer_id')
    .leftJoin(productRelation(db).as('p'), 'p.id', 'co.product_id')
    .select(['co.mrn', 'co.status', 'co.order_date', 'co.quantity', 'co.carrier', 'co.tracking_number', 'co.shipped_on', 'co.delivered_on', 'co.kit_expires_on', 'p.name', 'p.ndc'])
    .where('c.email_hash', '=', emailHash)
    .where('c.purged_at', 'is', null)
    .orderBy('co.order_date', 'desc')
    .limit(limit)
    .execute();
}

/**
 * Consumer records, unless erased, each with an order written with it (`co`) and that order's product's NDC: what a
 * refill's answers are made from (the account's refill, the kit-expiry email's new kit).
 */
export function recordsWithTheirOrders(db: Db) {
  return db
    .selectFrom(consumerRelation(db).as('c'))
    .innerJoin('consumer_orders as co', 'co.consumer_id', 'c.id')
    .leftJoin(productRelation(db).as('p'), 'p.id', 'co.product_id')
    .selectAll('c')
    .select('p.ndc as ndc')
    .where('c.purged_at', 'is', null);
}

/** The consumer record of the newest order made with an email (its keyed hash), unless erased, with that order's product (its NDC); undefined when none. */
export async function newestRecordOfEmail(db: Db, emailHash: string): Promise<(ConsumerRow & { ndc: string | null }) | undefined> {
  return recordsWithTheirOrders(db)
    .where('c.email_hash', '=', emailHash)
    .orderBy('co.order_date', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The orders of a consumer record (placed since `since`, when given), as a query that `exists` tests. */
export const ordersOfConsumer: OrdersOfConsumer = (db: Db, consumer: Expression<string>, since?: string) => {
  let query = db.selectFrom('consumer_orders').select('consumer_orders.id').where('consumer_orders.consumer_id', '=', consumer);
  if (since !== undefined) query = query.where('consumer_orders.order_date', '>=', since);
  return query;
};
