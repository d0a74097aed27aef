import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '#server/db/database.schema.ts';
import type { ConsumersTable } from './consumers.table.ts';
import { lockKeys } from '#server/db/key-lock.ts';
import { emailHash, personHash } from '#server/crypto/consumer-hashes.ts';
import type { KeyedHasher } from '#server/crypto/keyed-hash.ts';
import type { ConsumerDetails } from './consumer-details.ts';

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

function earlierOrderQuery(db: Db) {
  return db
    .selectFrom('consumer_orders as co')
    .innerJoin('consumers as c', 'c.id', 'co.consumer_id')
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
