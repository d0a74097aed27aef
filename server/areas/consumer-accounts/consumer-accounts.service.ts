import { randomUUID } from 'node:crypto';
import { checkEmail } from '#engine/validators.ts';
import { refillAnswers } from '#engine/refill-answers.ts';
import { orderAgain } from '#engine/order-again.ts';
import { localProductName } from '#engine/order-confirmation.ts';
import type { Flow } from '#schemas/generated/flow.ts';
import { languageOf, localText } from '#engine/localise.ts';
import languageSchema from '#schemas/language.schema.json' with { type: 'json' };
import type { Language } from '#schemas/generated/language.ts';
import { earlierOrders, newestRecordOfEmail, ordersOfEmail, refillDetailsOf, shipmentFacts } from '#server/areas/consumer-orders/index.ts';
import { historyFacts } from '#server/areas/consumers/index.ts';
import { stateDate, statesOf } from '#server/areas/us-states/index.ts';
import { CONSUMER_ORDER_QUANTITY } from '#schemas/number-bounds.ts';
import { publicOrderStatus } from '#schemas/consumer-order-status.ts';
import type { AccountView, LocalName, RefillDetails, RefillWhen } from '#schemas/generated/consumer-account.ts';
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

const LANGUAGES = languageSchema.enum as readonly Language[];

/** A name in every language of the portal, from the words `inLanguage` gives (the first language's when it gives none). */
function localName(inLanguage: (language: Language) => string | undefined): LocalName {
  const first = inLanguage(LANGUAGES[0]!) ?? '';
  return Object.fromEntries(LANGUAGES.map((language) => [language, inLanguage(language) ?? first])) as Record<Language, string>;
}

/** What the account reads with: the live questionnaire (the one its next run takes: its product names and rules) and the time. */
export interface AccountReading {
  flow: Flow;
  now: Date;
}

/**
 * The account's own orders: those made with its email (any of them, before the account and after), newest first; one
 * held for review reads as any order just placed (decision 042). Each product named as the questionnaire names it in
 * each language (the confirmation's names), and when its person may order again.
 */
export async function accountView(db: Db, cipher: FieldCipher, account: Account, manualApproval: boolean, reading: AccountReading): Promise<AccountView> {
  const [rows, refill] = await Promise.all([ordersOfEmail(db, account.email_hash, 100), refillWhen(db, account, reading)]);
  return {
    email: cipher.decrypt(account.email_enc),
    createdAt: account.created_at,
    orders: rows.map((r) => ({
      mrn: r.mrn, status: publicOrderStatus(r.status, manualApproval), orderDate: r.order_date, kits: storedInteger(r.quantity, CONSUMER_ORDER_QUANTITY),
      productName: r.name === null ? null : localName((language) => (r.ndc === null ? undefined : localProductName(reading.flow, r.ndc, language)) ?? r.name ?? undefined),
      ...shipmentFacts(r), kitExpiresOn: r.kit_expires_on,
    })),
    refill,
  };
}

/**
 * When the person of the account's newest order may order again (docs/product.md#consumer-accounts): the live
 * questionnaire's person rules (engine/order-again.ts) on the facts the order path would read for them, the person's
 * own last order (the same name and birth date, and this email) and today in the state the kits went to.
 */
export async function refillWhen(db: Db, account: Account, reading: AccountReading): Promise<RefillWhen> {
  const [record, states] = await Promise.all([newestRecordOfEmail(db, account.email_hash), statesOf(db)]);
  const own = record ? (await earlierOrders(db, { personHash: record.person_hash, emailHash: record.email_hash })).same : undefined;
  const today = stateDate(reading.now, record ? states.get(record.ship_state)?.timeZone : undefined);
  const when = orderAgain(reading.flow, { today, ...historyFacts(own, states) });
  return { now: when.now, from: when.from, reasonsNow: when.reasonsNow.map((c) => localName((language) => localText(c.text, language))) };
}

/**
 * The answers a refill's form starts with in the live questionnaire: what the portal knows from the account's latest
 * order (the person's details, the state the kits went to, the product), put where the flow's effects read them
 * (engine/refill-answers.ts). No answers when there is no order.
 */
export async function refillDetails(db: Db, cipher: FieldCipher, flow: Flow, account: Account): Promise<RefillDetails> {
  const base = { flowId: flow.id, version: flow.version };
  const c = await newestRecordOfEmail(db, account.email_hash);
  if (!c) return { ...base, answers: {} };
  return { ...base, answers: refillAnswers(flow, refillDetailsOf(cipher, c)) };
}

/** Erases the account and what it added (its sessions and links); the orders stay as they were, as for anyone without one. */
export async function deleteAccount(db: Db, account: Account): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('consumer_sessions').where('account_id', '=', account.id).execute();
    await trx.deleteFrom('consumer_account_links').where('email_hash', '=', account.email_hash).execute();
    await trx.deleteFrom('consumer_accounts').where('id', '=', account.id).execute();
  });
}
