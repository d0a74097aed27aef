import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '#server/db/database.schema.ts';
import type { ConsumersTable } from './consumers.table.ts';
import { lockKeys } from '#server/db/key-lock.ts';

type Db = Kysely<Database>;

export type ConsumerRow = Selectable<ConsumersTable>;

export async function insertConsumer(db: Db, row: Insertable<ConsumersTable>): Promise<void> {
  await db.insertInto('consumers').values(row).execute();
}

/** Removes the record a validation made when the run goes back before it (never one that has an order). */
export async function deleteUnorderedConsumer(db: Db, id: string): Promise<void> {
  await db.deleteFrom('consumers')
    .where('id', '=', id)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('consumer_orders').select('consumer_orders.id').where('consumer_orders.consumer_id', '=', id))))
    .execute();
}

export async function findConsumer(db: Db, id: string): Promise<ConsumerRow | undefined> {
  return db.selectFrom('consumers').selectAll().where('id', '=', id).executeTakeFirst();
}

export interface PersonKeys {
  personHash: string;
  emailHash: string;
}

/** The newest order of the same person (same name and birth date, or same email), in any state. */
export async function lastOrderOfPerson(db: Db, person: PersonKeys): Promise<{ orderDate: string; state: string } | undefined> {
  return db
    .selectFrom('consumer_orders as co')
    .innerJoin('consumers as c', 'c.id', 'co.consumer_id')
    .select(['co.order_date as orderDate', 'co.state as state'])
    .where((eb) => eb.or([eb('c.person_hash', '=', person.personHash), eb('c.email_hash', '=', person.emailHash)]))
    .orderBy('co.order_date', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Whether another person (neither the same name and birth date nor the same email) has used this shipping address. */
export async function addressUsedByOther(db: Db, addressHash: string, person: PersonKeys): Promise<boolean> {
  const row = await db
    .selectFrom('consumers')
    .select('id')
    .where('address_hash', '=', addressHash)
    .where('person_hash', '!=', person.personHash)
    .where('email_hash', '!=', person.emailHash)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Serialises the orders of one person until the transaction ends, so two orders of the same person placed at the same
 * moment are checked one after the other (the refill interval sees the first). The consumer row is written with the
 * order, so a first-time person has no row to lock yet: the person's two keys are locked instead (db/key-lock.ts).
 */
export async function lockPerson(db: Db, person: PersonKeys): Promise<void> {
  await lockKeys(db, [`person:${person.personHash}`, `email:${person.emailHash}`]);
}
