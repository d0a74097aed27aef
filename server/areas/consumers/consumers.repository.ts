import type { Expression, Insertable, Selectable } from 'kysely';
import type { ConsumersTable } from './consumers.table.ts';
import { lockKeys } from '#server/db/key-lock.ts';
import { emailHash, personHash } from '#server/crypto/consumer-hashes.ts';
import type { KeyedHasher } from '#server/crypto/keyed-hash.ts';
import type { ConsumerDetails } from './consumer-details.ts';
import type { Db } from '#server/db/database.ts';

export type ConsumerRow = Selectable<ConsumersTable>;

export async function insertConsumer(db: Db, row: Insertable<ConsumersTable>): Promise<void> {
  await db.insertInto('consumers').values(row).execute();
}

/**
 * The orders of a consumer, placed since a moment when `since` is given, as a query that `exists` tests. `consumer` is
 * the consumer's id: a column of the caller's query, or a value. The orders area gives it (decision 046).
 */
export type OrdersOfConsumer = (db: Db, consumer: Expression<string>, since?: string) => Expression<unknown>;

/** Removes the record a validation made when the run goes back before it (never one that has an order: `ordersOf`). */
export async function deleteUnorderedConsumer(db: Db, id: string, ordersOf: OrdersOfConsumer): Promise<void> {
  await db.deleteFrom('consumers')
    .where('id', '=', id)
    .where((eb) => eb.not(eb.exists(ordersOf(db, eb.val(id)))))
    .execute();
}

/**
 * The consumers as another area's query joins them, by id (decision 046): `innerJoin(consumerRelation(db).as('c'),
 * 'c.id', 'co.consumer_id')`. Every column: the hashes that find a person, the enciphered details (read only through
 * the field cipher), whether they were erased. SQLite and PostgreSQL flatten the subquery, so the plan is the plain join's.
 */
export function consumerRelation(db: Db) {
  return db.selectFrom('consumers').selectAll();
}

export async function findConsumer(db: Db, id: string): Promise<ConsumerRow | undefined> {
  return db.selectFrom('consumers').selectAll().where('id', '=', id).executeTakeFirst();
}

export interface PersonKeys {
  personHash: string;
  emailHash: string;
}

/** The keys a person is recognised by: the keyed hashes of their name and birth date, and of their email. */
export function personKeysOf(hasher: KeyedHasher, details: Pick<ConsumerDetails, 'firstName' | 'lastName' | 'dateOfBirth' | 'email'>): PersonKeys {
  return {
    personHash: personHash(hasher, { lastName: details.lastName, firstName: details.firstName, dob: details.dateOfBirth }),
    emailHash: emailHash(hasher, details.email),
  };
}

/** An earlier order of a person: when and where, and which of the person's details its consumer shares. */
export interface EarlierOrder {
  mrn: string;
  orderDate: string;
  state: string;
  /** `both`: the same name and birth date and the same email; otherwise the one detail shared. */
  matched: 'both' | 'person' | 'email';
  /** the address on record of that order (enciphered) and its keyed hash */
  emailEnc: string;
  emailHash: string;
}

export interface EarlierOrders {
  /** The newest order of this very person: the same name and birth date and the same email (decision 042). */
  same: EarlierOrder | undefined;
  /** The newest order sharing either detail: the same as `same`, or a newer one that shares only one. */
  newest: EarlierOrder | undefined;
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
