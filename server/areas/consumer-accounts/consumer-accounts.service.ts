import { randomUUID } from 'node:crypto';
import { checkEmail } from '#engine/validators.ts';
import { refillAnswers } from '#engine/refill-answers.ts';
import type { Flow } from '#schemas/generated/flow.ts';
import { languageOf } from '#engine/localise.ts';
import { newestRecordOfEmail, ordersOfEmail, shipmentFacts } from '#server/areas/consumer-orders/index.ts';
import { CONSUMER_ORDER_QUANTITY } from '#schemas/number-bounds.ts';
import { publicOrderStatus } from '#schemas/consumer-order-status.ts';
import type { AccountView, RefillDetails } from '#schemas/generated/consumer-account.ts';
import { emailHash } from '#server/crypto/consumer-hashes.ts';
import type { FieldCipher } from '#server/crypto/field-cipher.ts';
import type { KeyedHasher } from '#server/crypto/keyed-hash.ts';
import { storedInteger } from '#server/db/stored-number.ts';
import { enqueueEmail } from '#server/mail/outbox.repository.ts';
import { lockKeys } from '#server/db/key-lock.ts';
import { withDurability } from '#server/db/write-durability.ts';
import { accountLinkUrl, createAccountLink, deleteExpiredLinks, signInLinksSince, spendAccountLink } from './account-links.ts';
import { signInEmail } from './sign-in-email.ts';
import type { Db } from '#server/db/database.ts';

export interface Account {
  id: string;
  email_hash: string;
  email_enc: string;
  language: string;
  created_at: string;
}

/**
 * Opens the account a link was sent for: a `create` link makes the account the first time (and only signs in after),
 * a `sign-in` link signs in to an account that still exists. Undefined for a link that is unknown, used or expired.
 */
export async function redeemLink(db: Db, token: string, now: Date): Promise<string | undefined> {
  return db.transaction().execute(async (trx) => {
    const link = await spendAccountLink(trx, token, now);
    if (!link) return undefined;
    const existing = await trx.selectFrom('consumer_accounts').select('id').where('email_hash', '=', link.email_hash).executeTakeFirst();
    const at = now.toISOString();
    if (existing) {
      await trx.updateTable('consumer_accounts').set({ last_sign_in_at: at }).where('id', '=', existing.id).execute();
      return existing.id;
    }
    if (link.purpose !== 'create') return undefined;
    const id = randomUUID();
    await trx.insertInto('consumer_accounts').values({
      id, email_hash: link.email_hash, email_enc: link.email_enc, language: link.language, created_at: at, last_sign_in_at: at,
    }).onConflict((oc) => oc.column('email_hash').doNothing()).execute();
    // Two first clicks on two invitations at once: the account the other made is the one.
    return (await trx.selectFrom('consumer_accounts').select('id').where('email_hash', '=', link.email_hash).executeTakeFirstOrThrow()).id;
  });
}

/** At most this many sign-in links a hour are emailed to one account, whoever asks and from wherever (decision 043). */
export const SIGN_IN_LINKS_PER_HOUR = 5;
const HOUR_MS = 3_600_000;

/**
 * Emails a sign-in link when an account exists for the address; does nothing otherwise. The route runs it after its
 * reply, which is the same either way, so nobody learns whether someone has an account (or ordered), from the answer
 * or from its time. The account is found as the order path matches emails (`emailHash`: no +tag, any case), and its
 * links are counted in the database: a mailbox gets at most SIGN_IN_LINKS_PER_HOUR, across every variant of its
 * address and every server process. The account's expired links are deleted on the way.
 */
export async function requestSignInLink(
  db: Db,
  deps: { cipher: FieldCipher; hasher: KeyedHasher; publicOrigin: string; now: Date },
  request: { email: string; language?: string | undefined },
): Promise<void> {
  if (!checkEmail(request.email).ok) return;
  const account = await db.selectFrom('consumer_accounts').select(['email_hash', 'email_enc', 'language'])
    .where('email_hash', '=', emailHash(deps.hasher, request.email)).executeTakeFirst();
  if (!account) return;
  const language = request.language ? languageOf(request.language) : languageOf(account.language);
  // Not synced at commit on SQLite: a link lost to a power cut is asked for again, and the shorter the work after the
  // reply, the less a request right behind this one is held up by it (decision 043).
  await withDurability(db, 'relaxed', (conn) => conn.transaction().execute(async (trx) => {
    // Requests for one account at once are counted one after the other, so none slips past the count.
    await lockKeys(trx, [`account-links:${account.email_hash}`]);
    await deleteExpiredLinks(trx, account.email_hash, deps.now);
    if ((await signInLinksSince(trx, account.email_hash, new Date(deps.now.getTime() - HOUR_MS))) >= SIGN_IN_LINKS_PER_HOUR) return;
    const token = await createAccountLink(trx, { purpose: 'sign-in', emailHash: account.email_hash, emailEnc: account.email_enc, language, now: deps.now });
    await enqueueEmail(trx, signInEmail(deps.cipher.decrypt(account.email_enc), accountLinkUrl(deps.publicOrigin, token, language), language), deps.now, deps.cipher);
  }));
}

/**
 * The account's own orders: those made with its email (any of them, before the account and after), newest first; one
 * held for review reads as any order just placed (decision 042).
 */
export async function accountView(db: Db, cipher: FieldCipher, account: Account, manualApproval: boolean): Promise<AccountView> {
  const rows = await ordersOfEmail(db, account.email_hash, 100);
  return {
    email: cipher.decrypt(account.email_enc),
    createdAt: account.created_at,
    orders: rows.map((r) => ({
      mrn: r.mrn, status: publicOrderStatus(r.status, manualApproval), orderDate: r.order_date, productName: r.name, kits: storedInteger(r.quantity, CONSUMER_ORDER_QUANTITY),
      ...shipmentFacts(r),
    })),
  };
}

/**
 * The answers a refill's form starts with in the live questionnaire: the details of the account's latest order, put
 * where the flow's validateConsumer effect reads them (engine/refill-answers.ts). No answers when there is no order.
 */
export async function refillDetails(db: Db, cipher: FieldCipher, flow: Flow, account: Account): Promise<RefillDetails> {
  const base = { flowId: flow.id, version: flow.version };
  const c = await newestRecordOfEmail(db, account.email_hash);
  if (!c) return { ...base, answers: {} };
  const read = (value: string | null) => (value === null ? null : cipher.decrypt(value));
  // The home address was stored as one value, its second line after a line break.
  const [address, ...rest] = (read(c.address_enc) ?? '').split('\n');
  return { ...base, answers: refillAnswers(flow, {
    firstName: read(c.first_name_enc), lastName: read(c.last_name_enc), email: read(c.email_enc), phone: read(c.phone_enc), dateOfBirth: read(c.dob_enc),
    gender: read(c.gender_enc), address: address ?? '', address2: rest.join(' ') || null, state: c.state, county: c.county, city: read(c.city_enc), zipCode: read(c.zip_enc),
    shipToAddressType: c.ship_address_type, shipToAddress: read(c.ship_address_enc), shipToAddress2: read(c.ship_address2_enc), shipToState: c.ship_state,
    shipToCounty: c.ship_county, shipToCity: read(c.ship_city_enc), shipToZipCode: read(c.ship_zip_enc),
  }) };
}

/** Erases the account and what it added (its sessions and links); the orders stay as they were, as for anyone without one. */
export async function deleteAccount(db: Db, account: Account): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('consumer_sessions').where('account_id', '=', account.id).execute();
    await trx.deleteFrom('consumer_account_links').where('email_hash', '=', account.email_hash).execute();
    await trx.deleteFrom('consumer_accounts').where('id', '=', account.id).execute();
  });
}
