import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import { orderRefusals, type OrderRefusal } from '#engine/order-rules.ts';
import type { Flow } from '#schemas/generated/flow.ts';
import { addressHash, phoneHash } from '#server/crypto/consumer-hashes.ts';
import type { FieldCipher } from '#server/crypto/field-cipher.ts';
import type { KeyedHasher } from '#server/crypto/keyed-hash.ts';
import { MATCH_NORMALISATION_VERSION } from '#server/crypto/match-normalise.ts';
import type { ConsumersTable } from './consumers.table.ts';
import type { ConsumerDetails } from './consumer-details.ts';
import { addressUsedByOther, personKeysOf, type EarlierOrder, type EarlierOrders, type PersonKeys } from './consumers.repository.ts';
import { historyFacts } from './order-history.ts';
import { quotaLimitOf } from '#server/areas/quotas/index.ts';
import type { ReviewReasonCode } from './review-reasons.ts';
import { stateDate, type StateInfo } from '#server/areas/us-states/index.ts';
import type { Db } from '#server/db/database.ts';

export interface ValidationContext {
  cipher: FieldCipher;
  hasher: KeyedHasher;
  now: Date;
  /** The flow whose person rules (orderRules.person: the refill interval) are checked when checkRefillInterval. */
  flow: Flow;
  /** The states (reference data), read before any transaction. */
  states: ReadonlyMap<string, StateInfo>;
  /** The state chosen in the questionnaire: the kits must be mailed there. */
  chosenState?: string;
  /** The counties served in a state (from the flow), or null when any county is accepted there. */
  servedCounties: (state: string) => string[] | null;
  /**
   * Refuse a refill within the interval (the flow's person rules) here. The questionnaire leaves it to the flow's own rule (which words it in
   * the run's locale, next to the kit cap) and is given the facts instead; the order path checks it again anyway.
   */
  checkRefillInterval: boolean;
  /** The person's earlier orders: the orders area's `earlierOrders`, which the caller gives (decision 046). */
  earlierOrders: (db: Db, person: PersonKeys) => Promise<EarlierOrders>;
}

export interface ConsumerValidationOutcome {
  validationRulesPassed: boolean;
  /** Those that read the person's order history are marked (`readsHistory`): a reply words them privately (order-history.ts). */
  refusals: OrderRefusal[];
  /** This very person (the same name and birth date, and the same email) ordered before. */
  hasEarlierOrder: boolean;
  /** The date of that person's last order, in the ordering state's time zone. */
  lastOrderDate: string | null;
  /** That order, with the address on record the refusals' words are emailed to. */
  ownEarlierOrder: EarlierOrder | undefined;
  /** Another person has used the same shipping address: allowed, and flagged for staff review. */
  flaggedForReview: boolean;
  /** Why it is flagged (server/areas/consumers/review-reasons.ts), or null. */
  reviewReason: ReviewReasonCode | null;
  /**
   * The consumer to store (personal fields encrypted) when the rules passed; its id is the consumerId. Validation
   * stores nothing: the order path writes it with the order, in the order's transaction.
   */
  consumer: Insertable<ConsumersTable> | null;
}

const sameText = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' }) === 0;

/** The rules on where the kits go (docs/product.md#rules-of-an-order): the chosen state, a state with a quota, a listed county. */
async function placeRefusals(db: Db, details: ConsumerDetails, ctx: ValidationContext): Promise<{ refusals: OrderRefusal[]; county: string | null }> {
  const chosenState = ctx.chosenState;
  const states = ctx.states;
  const stateName = states.get(details.shipToState)?.name ?? details.shipToState;
  const refusals: OrderRefusal[] = [];
  let county = details.shipToCounty;
  if (chosenState && details.shipToState !== chosenState) {
    const chosenName = states.get(chosenState)?.name ?? chosenState;
    refusals.push({ code: 'shipStateMismatch', message: `The kits can only be mailed to the state you chose, ${chosenName}.` });
  }
  if ((await quotaLimitOf(db, details.shipToState)) === undefined) {
    refusals.push({ code: 'noQuota', message: `Free naloxone kits cannot be mailed to ${stateName}.` });
  }
  const counties = ctx.servedCounties(details.shipToState);
  if (counties) {
    county = counties.find((c) => details.shipToCounty !== null && sameText(c, details.shipToCounty)) ?? null;
    if (!details.shipToCounty) refusals.push({ code: 'countyRequired', message: `Please choose the county in ${stateName} the kits are mailed to.` });
    else if (!county) {
      refusals.push({ code: 'countyNotServed', message: `In ${stateName}, free kits are mailed only to the listed counties; ${details.shipToCounty} is not one of them.` });
    }
  }
  return { refusals, county };
}

/**
 * Consumer validation (docs/product.md#rules-of-an-order, decisions 011 and 042): where the kits go, who the person is (keyed hashes of
 * name + birth date and of email), whether they ordered before and when (an order with both keys: decision 042), and
 * whether someone else shares the shipping address. Reads only: the order path stores `consumer` with the order (`consumerId` names it, so a
 * questionnaire run validated earlier keeps the id it was given then).
 */
export async function validateConsumer(db: Db, ctx: ValidationContext, details: ConsumerDetails, consumerId: string = randomUUID()): Promise<ConsumerValidationOutcome> {
  const person = personKeysOf(ctx.hasher, details);
  const shipAddressHash = addressHash(ctx.hasher, {
    address: details.shipToAddress, address2: details.shipToAddress2, city: details.shipToCity, state: details.shipToState, zip: details.shipToZipCode,
  });
  const states = ctx.states;
  const [{ refusals, county }, earlier, sharedAddress] = await Promise.all([
    placeRefusals(db, details, ctx),
    ctx.earlierOrders(db, person),
    addressUsedByOther(db, shipAddressHash, person),
  ]);
  // Only the person's own history counts here; an order that shares one detail is for staff to look at (decision 042).
  const facts = historyFacts(earlier.same, states);
  if (ctx.checkRefillInterval) {
    const today = stateDate(ctx.now, states.get(details.shipToState)?.timeZone);
    refusals.push(...orderRefusals(ctx.flow, { today, ...facts }));
  }
  const passed = refusals.length === 0;
  const c = ctx.cipher;
  return {
    validationRulesPassed: passed,
    refusals,
    ...facts,
    ownEarlierOrder: earlier.same,
    flaggedForReview: sharedAddress,
    reviewReason: sharedAddress ? 'sharedAddress' : null,
    consumer: passed ? {
      id: consumerId,
      person_hash: person.personHash,
      email_hash: person.emailHash,
      address_hash: shipAddressHash,
      phone_hash: phoneHash(ctx.hasher, details.phone),
      first_name_enc: c.encrypt(details.firstName),
      last_name_enc: c.encrypt(details.lastName),
      email_enc: c.encrypt(details.email),
      phone_enc: c.encrypt(details.phone),
      dob_enc: c.encrypt(details.dateOfBirth),
      gender_enc: c.encrypt(details.gender),
      address_enc: c.encrypt(details.address2 ? `${details.address}\n${details.address2}` : details.address),
      city_enc: c.encrypt(details.city),
      state: details.state,
      zip_enc: c.encrypt(details.zipCode),
      county: details.county,
      ship_address_type: details.shipToAddressType,
      ship_address_enc: c.encrypt(details.shipToAddress),
      ship_address2_enc: details.shipToAddress2 ? c.encrypt(details.shipToAddress2) : null,
      ship_city_enc: c.encrypt(details.shipToCity),
      ship_state: details.shipToState,
      ship_zip_enc: c.encrypt(details.shipToZipCode),
      ship_county: county,
      flagged_for_review: sharedAddress ? 1 : 0,
      review_reason: sharedAddress ? 'sharedAddress' : null,
      hash_version: MATCH_NORMALISATION_VERSION,
      created_at: ctx.now.toISOString(),
      purged_at: null,
    } : null,
  };
}
