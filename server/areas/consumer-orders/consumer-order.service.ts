import type { ConsumerOrderPlaced } from '#schemas/generated/consumer-order-submission.ts';
import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import { firstOfNextMonth } from '#engine/dates.ts';
import { orderRefusals, unitsPerKit, type OrderFacts, type OrderRefusal } from '#engine/order-rules.ts';
import { placementStatus } from '#schemas/consumer-order-status.ts';
import type { Flow } from '#schemas/generated/flow.ts';
import type { FieldCipher } from '#server/crypto/field-cipher.ts';
import type { Database } from '#server/db/database.schema.ts';
import { enqueueEmail } from '#server/mail/outbox.repository.ts';
import {
  findConsumer, historyFacts, insertConsumer, keepHistoryPrivate, lockPerson, reviewReasonText, type ConsumerRow, type EarlierOrders, type ReviewDetail, type SharedAddressDetail,
} from '#server/areas/consumers/index.ts';
import { languageOf } from '#engine/localise.ts';
import { recordStatusEvent } from './consumer-order-events.repository.ts';
import { earlierOrderAtAddress, earlierOrders } from './person-orders.ts';
import type { SignInLink } from '#server/mail/sign-in-secrets.ts';
import { newMrn } from './mrn.ts';
import { orderConfirmationEmail } from './order-confirmation-email.ts';
import { newlyReached, quotaLimitOf, raiseQuotaAlerts, takeUnits } from '#server/areas/quotas/index.ts';
import { stateDate, type StateInfo } from '#server/areas/us-states/index.ts';
import { findProductByNdc, productRelation } from '#server/areas/products/index.ts';
import { withTransactionRetry } from '#server/db/transaction-retry.ts';
import { CONSUMER_ORDER_QUANTITY } from '#schemas/number-bounds.ts';
import { storedInteger } from '#server/db/stored-number.ts';
import { refusalDate, refusalWords } from './order-refusal-words.ts';
import { localProductName } from '#engine/order-confirmation.ts';
import type { Db } from '#server/db/database.ts';

/**
 * An order as the questionnaire's answers (or POST /api/consumer-orders) give it: the placed order's fields
 * (schemas/consumer-order-submission.schema.json) before it has an MRN and a date. `state` is the state chosen in
 * the questionnaire; its quota is decremented.
 */
export interface OrderRequest extends Omit<ConsumerOrderPlaced, 'mrn' | 'orderDate'> {
  /** The questionnaire run: a run orders once (consumer_orders.run_id is unique). */
  runId: string;
  /**
   * The validated consumer (its id is `consumerId`) when it is not stored yet: written here, with the order and in its
   * transaction, so a validation that leads to no order leaves no personal record.
   */
  newConsumer?: Insertable<Database['consumers']>;
  /** The person asked for an email before their kit expires (consumer flow v6's question, docs/product.md#kits-that-expire). */
  expiryReminder?: boolean;
}

/** Whom an order's confirmation invites to an optional account, and where the portal is. */
export interface Invitee {
  emailHash: string;
  emailEnc: string;
  language: string;
  publicOrigin: string;
  now: Date;
}

/**
 * Writes the invitation to an account that the confirmation carries (a single-use link) in the order's transaction and
 * gives its link: the consumer-accounts area's, given by the caller, since accounts read orders (decision 046).
 */
export type AccountInvitation = (trx: Db, invitee: Invitee) => Promise<SignInLink>;

export interface OrderContext {
  cipher: FieldCipher;
  /** The flow the order comes from: its constants and its orderRules (the caps, the refill interval, their reasons). */
  flow: Flow;
  now: Date;
  /** The states (reference data), read before the transaction. */
  states: ReadonlyMap<string, StateInfo>;
  publicOrigin: string;
  /** The run's language ('es'): the refusals and the confirmation email use it; English when absent. */
  locale?: string;
  /** CONSUMER_ORDERS_MANUAL_APPROVAL: the order waits in 'received' for staff (a flagged one waits in 'needs review' always) */
  manualApproval?: boolean;
  /** The invitation to an account the confirmation email carries (decision 026). */
  accountInvitation: AccountInvitation;
}

/** The reply shape of schemas/consumer-order-submission.schema.json, plus the row id the server keeps. */
export type PlacedOrder = ConsumerOrderPlaced & { id: string };

export type OrderOutcome = { kind: 'placed'; order: PlacedOrder; created: boolean } | { kind: 'refused'; refusals: OrderRefusal[] };

/** The columns the order path reads of a consumer, from a row still to be written. */
function newConsumerRow(row: Insertable<Database['consumers']>): Pick<ConsumerRow, 'id' | 'person_hash' | 'email_hash' | 'address_hash' | 'email_enc' | 'ship_city_enc' | 'ship_zip_enc' | 'ship_state' | 'ship_county' | 'flagged_for_review' | 'review_reason' | 'purged_at'> {
  return {
    id: row.id, person_hash: row.person_hash, email_hash: row.email_hash, address_hash: row.address_hash, email_enc: row.email_enc, ship_city_enc: row.ship_city_enc, ship_zip_enc: row.ship_zip_enc,
    ship_state: row.ship_state,
    ship_county: row.ship_county ?? null, flagged_for_review: row.flagged_for_review, review_reason: row.review_reason ?? null, purged_at: row.purged_at ?? null,
  };
}

/** The order a run placed, if any. */
export async function findOrderOfRun(db: Db, runId: string): Promise<PlacedOrder | undefined> {
  const row = await db
    .selectFrom('consumer_orders as co')
    .innerJoin(productRelation(db).as('p'), 'p.id', 'co.product_id')
    .select(['co.id', 'co.mrn', 'co.consumer_id', 'co.reason', 'p.ndc', 'co.quantity', 'co.why', 'co.state', 'co.order_date'])
    .where('co.run_id', '=', runId)
    .executeTakeFirst();
  return row && {
    id: row.id, mrn: row.mrn, consumerId: row.consumer_id, requestReason: row.reason, ndc: row.ndc,
    qty: storedInteger(row.quantity, CONSUMER_ORDER_QUANTITY), why: row.why, state: row.state, orderDate: row.order_date,
  };
}

async function unusedMrn(db: Db): Promise<string> {
  // A collision is a one-in-a-trillion event; the unique index still has the last word (the caller retries).
  for (let attempt = 0; attempt < 5; attempt++) {
    const mrn = newMrn();
    if (!(await db.selectFrom('consumer_orders').select('id').where('mrn', '=', mrn).executeTakeFirst())) return mrn;
  }
  throw new Error('No unused MRN found in 5 attempts');
}

/**
 * Places an order inside the caller's transaction: the person's refill rules, the state's monthly quota (units taken
 * with one conditional UPDATE), a unique MRN and the confirmation email in the outbox all commit together or not at
 * all. A run that already ordered gets its order back (`created: false`).
 */
export async function placeOrderIn(trx: Db, ctx: OrderContext, req: OrderRequest): Promise<OrderOutcome> {
  const words = refusalWords(ctx.locale);
  const existing = await findOrderOfRun(trx, req.runId);
  if (existing) return { kind: 'placed', order: existing, created: false };

  const consumer = req.newConsumer ? newConsumerRow(req.newConsumer) : await findConsumer(trx, req.consumerId);
  if (!consumer || consumer.purged_at || consumer.id !== req.consumerId) {
    return { kind: 'refused', refusals: [{ code: 'unknownConsumer', message: words.unknownConsumer }] };
  }
  const stateInfo = ctx.states.get(req.state);
  const stateName = stateInfo?.name ?? req.state;
  if (consumer.ship_state !== req.state) {
    return { kind: 'refused', refusals: [{ code: 'shipStateMismatch', message: words.shipStateMismatch(stateName) }] };
  }
  const product = await findProductByNdc(trx, req.ndc);
  if (!product) return { kind: 'refused', refusals: [{ code: 'unknownProduct', message: words.unknownProduct(req.ndc) }] };

  const today = stateDate(ctx.now, stateInfo?.timeZone);
  const person = { personHash: consumer.person_hash, emailHash: consumer.email_hash };
  await lockPerson(trx, person);
  const earlier = await earlierOrders(trx, person);
  const request = { requestReason: req.requestReason, qty: req.qty, ndc: req.ndc };
  // The person's own history decides; a refusal it causes is worded to them by email only (decision 042).
  const refusals = await keepHistoryPrivate(trx, ctx, orderRefusals(ctx.flow, { today, ...historyFacts(earlier.same, ctx.states), request }, ctx.locale), earlier.same, ctx.locale);
  const limit = await quotaLimitOf(trx, req.state);
  if (limit === undefined) refusals.push({ code: 'noQuota', message: words.noQuota(stateName) });
  if (refusals.length) return { kind: 'refused', refusals };
  const held = heldForEarlierOrder(ctx, today, earlier, request);

  const period = today.slice(0, 7);
  const units = req.qty * unitsPerKit(ctx.flow);
  const usedUnits = await takeUnits(trx, req.state, period, units, limit!);
  if (usedUnits === null) {
    return {
      kind: 'refused',
      refusals: [{
        code: 'quotaUsedUp',
        message: words.quotaUsedUp(stateName, refusalDate(firstOfNextMonth(today) ?? today, ctx.locale)),
      }],
    };
  }

  // The order that takes a state's month to 50, 10 or 0 % remaining alerts subscribers, with the order (decision 027).
  const crossed = newlyReached(limit!, usedUnits - units, usedUnits);
  if (crossed.length) {
    await raiseQuotaAlerts(trx, { state: req.state, stateName, period, quotaUnits: limit!, usedUnits }, crossed, ctx.now, ctx.publicOrigin);
  }
  if (req.newConsumer) await insertConsumer(trx, req.newConsumer);
  const at = ctx.now.toISOString();
  const order: PlacedOrder = {
    id: randomUUID(), mrn: await unusedMrn(trx), consumerId: consumer.id, requestReason: req.requestReason, ndc: req.ndc,
    qty: req.qty, why: req.why, state: req.state, orderDate: at,
  };
  // A shared address names the other person's newest order there, for staff (decision 064).
  const atAddress = consumer.flagged_for_review === 1 ? await earlierOrderAtAddress(trx, consumer.address_hash, person) : undefined;
  const addressOrder = atAddress && { mrn: atAddress.mrn, orderDate: stateDate(new Date(atAddress.orderDate), ctx.states.get(atAddress.state)?.timeZone) };
  const review = held
    ? { code: 'earlierOrder', detail: JSON.stringify({ ...held, ...(consumer.flagged_for_review === 1 ? { sharedAddress: true, addressOrder } : {}) } satisfies ReviewDetail) }
    : consumer.flagged_for_review === 1 ? { code: consumer.review_reason, detail: addressOrder ? JSON.stringify({ addressOrder } satisfies SharedAddressDetail) : null } : null;
  const status = review ? 'needs review' : placementStatus(ctx.manualApproval);
  await trx.insertInto('consumer_orders').values({
    id: order.id, mrn: order.mrn, run_id: req.runId, consumer_id: consumer.id, product_id: product.id, state: req.state,
    county: consumer.ship_county, quantity: req.qty, units, reason: req.requestReason, why: req.why, order_date: at, period,
    tracking_number: null, flagged_for_review: review ? 1 : 0, review_reason: review?.code ?? null, review_detail: review?.detail ?? null, created_at: at,
    status, status_changed_at: at, language: languageOf(ctx.locale), expiry_reminder: req.expiryReminder ? 1 : 0,
  }).execute();
  // Its history starts as received; the portal moves it on at once unless staff are to decide (decision 025).
  await recordStatusEvent(trx, { orderId: order.id, at, actorUserId: null, from: null, to: 'received' });
  if (status !== 'received') {
    await recordStatusEvent(trx, { orderId: order.id, at, actorUserId: null, from: 'received', to: status, reason: review ? reviewReasonText(review.code, review.detail) : null });
  }
  // The invitation to an optional account for this email: a single-use link, in the confirmation (decision 026).
  const language = languageOf(ctx.locale);
  const account = await ctx.accountInvitation(trx, { emailHash: consumer.email_hash, emailEnc: consumer.email_enc, language, publicOrigin: ctx.publicOrigin, now: ctx.now });
  await enqueueEmail(trx, orderConfirmationEmail({
    to: ctx.cipher.decrypt(consumer.email_enc), mrn: order.mrn, kits: req.qty, productName: localProductName(ctx.flow, req.ndc, ctx.locale) ?? product.name, publicOrigin: ctx.publicOrigin, locale: ctx.locale,
    shipTo: { city: ctx.cipher.decrypt(consumer.ship_city_enc), state: consumer.ship_state, zip: ctx.cipher.decrypt(consumer.ship_zip_enc) },
    orderId: order.id, account,
  }), ctx.now, ctx.cipher);
  return { kind: 'placed', order, created: true };
}

/**
 * The earlier order an order is held for (decision 042): the newest order that shares only one of the person's details
 * (name and birth date, or email), when the flow's order rules would refuse this one had that order been theirs. The
 * reply does not change: the order is placed and waits for staff, who know what matched.
 */
function heldForEarlierOrder(ctx: OrderContext, today: string, earlier: EarlierOrders, request: OrderFacts['request']): ReviewDetail | undefined {
  const other = earlier.newest;
  if (!other || other.matched === 'both') return undefined;
  if (!orderRefusals(ctx.flow, { today, ...historyFacts(other, ctx.states), request }).length) return undefined;
  return { mrn: other.mrn, orderDate: historyFacts(other, ctx.states).lastOrderDate!, matched: other.matched };
}

/** placeOrderIn in a transaction of its own, retried when a concurrent order of the same run (or an MRN) collided. */
export async function placeConsumerOrder(db: Db, ctx: OrderContext, req: OrderRequest): Promise<OrderOutcome> {
  return withTransactionRetry(() => db.transaction().execute((trx) => placeOrderIn(trx, ctx, req)));
}
