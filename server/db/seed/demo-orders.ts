import { randomUUID } from 'node:crypto';
import { randomSource } from './random-source.ts';
import type { Insertable } from 'kysely';
import { addressHash, emailHash, personHash, phoneHash } from '#server/crypto/consumer-hashes.ts';
import { MATCH_NORMALISATION_VERSION } from '#server/crypto/match-normalise.ts';
import type { FieldCipher } from '#server/crypto/field-cipher.ts';
import type { KeyedHasher } from '#server/crypto/keyed-hash.ts';
import type { Database } from '../database.schema.ts';
import { addressTypes, firstNames, genders, lastNames, places, refillReasons, streets } from './demo-people.ts';
import { UNITS_PER_KIT } from './products.ts';
import type { ConsumerOrderStatus } from '#schemas/generated/consumer-order-status.ts';
import { reviewReasonText, type NamedOrder, type SharedAddressDetail } from '#server/areas/consumers/index.ts';
import { stateDate, stateMonth } from '#server/areas/us-states/index.ts';
import { MRN_ALPHABET, MRN_FORM } from '#schemas/mrn.ts';
import { addMonths } from '#engine/dates.ts';
import { kitExpiryOf } from '#engine/kit-expiry.ts';

export interface DemoOrders {
  consumers: Insertable<Database['consumers']>[];
  orders: Insertable<Database['consumer_orders']>[];
  /** each order's history, as the portal and staff would have written it */
  events: Insertable<Database['consumer_order_events']>[];
  /** units per state and state-month, matching the orders */
  usage: { state: string; period: string; used_units: number }[];
}

interface Options {
  cipher: FieldCipher;
  hasher: KeyedHasher;
  now: Date;
  productIds: string[];
  timeZones: Record<'CO' | 'KY', string>;
  /** months back from the current one (default 4, the current month included) */
  months?: number;
}

const DAY = 86_400_000;

/** A few months of consumer orders in Colorado and Kentucky, with encrypted consumers behind them. */
export function buildDemoOrders(opts: Options): DemoOrders {
  const random = randomSource(20_240_501);
  const { cipher, hasher, now } = opts;
  const consumers: DemoOrders['consumers'] = [];
  const orders: DemoOrders['orders'] = [];
  const events: DemoOrders['events'] = [];
  const mrns = new Set<string>();
  const newMrn = (): string => {
    let mrn: string;
    do mrn = `${MRN_FORM.prefix}${Array.from({ length: MRN_FORM.length }, () => random.pick([...MRN_ALPHABET])).join('')}`;
    while (mrns.has(mrn));
    mrns.add(mrn);
    return mrn;
  };
  const months = opts.months ?? 4;

  // A flagged order names the other person's order at the address (decision 064).
  const addOrder = (consumer: Insertable<Database['consumers']>, at: Date, reason: string, maxKits: number, flagged: number, addressOrder?: NamedOrder): NamedOrder => {
    const reviewDetail = flagged && addressOrder ? JSON.stringify({ addressOrder } satisfies SharedAddressDetail) : null;
    const state = consumer.state as 'CO' | 'KY';
    const quantity = random.int(1, maxKits);
    // Flagged orders wait for review; the others were approved, shipped after 2 days and delivered after 5 more.
    const shipped = !flagged && now.getTime() - at.getTime() > 3 * DAY;
    const delivered = shipped && now.getTime() - at.getTime() > 8 * DAY;
    const day = (days: number) => new Date(at.getTime() + days * DAY).toISOString();
    const trackingNumber = shipped ? `9400${String(random.int(1e8, 9e8))}${String(random.int(1e9, 9e9))}` : null;
    const status = flagged ? 'needs review' : delivered ? 'delivered' : shipped ? 'shipped' : 'approved';
    const id = randomUUID();
    const moves: [ConsumerOrderStatus | null, ConsumerOrderStatus, string][] = [[null, 'received', at.toISOString()], ['received', flagged ? 'needs review' : 'approved', at.toISOString()]];
    if (shipped) moves.push(['approved', 'shipped', day(2)]);
    if (delivered) moves.push(['shipped', 'delivered', day(7)]);
    for (const [seq, [from, to, when]] of moves.entries()) {
      events.push({
        id: randomUUID(), order_id: id, seq: seq + 1, at: when, actor_user_id: null, from_status: from, to_status: to,
        reason: to === 'needs review' ? reviewReasonText('sharedAddress', reviewDetail) : null,
        carrier: to === 'shipped' ? 'USPS' : null, tracking_number: to === 'shipped' ? trackingNumber : null,
      });
    }
    const mrn = newMrn();
    // The boxes of a month's shipments: one lot, expiring two years later (decision 078); nothing drawn, so the rest stays the same.
    const shippedMonth = day(2).slice(0, 7);
    const kit = shipped ? { kit_lot: `DEMO-${shippedMonth.replace('-', '')}`, kit_expires_on: kitExpiryOf(addMonths(`${shippedMonth}-01`, 24)!.slice(0, 7)) ?? null } : {};
    orders.push({
      id,
      mrn,
      run_id: `seed-${randomUUID()}`,
      consumer_id: consumer.id,
      product_id: random.pick(opts.productIds),
      state,
      county: consumer.ship_county ?? null,
      quantity,
      units: quantity * UNITS_PER_KIT,
      reason,
      why: null,
      order_date: at.toISOString(),
      period: stateMonth(at, opts.timeZones[state]),
      tracking_number: trackingNumber,
      status,
      carrier: shipped ? 'USPS' : null,
      shipped_on: shipped ? day(2).slice(0, 10) : null,
      delivered_on: delivered ? day(7).slice(0, 10) : null,
      sent_to_fulfilment_at: shipped ? day(1) : null,
      ...kit,
      status_changed_at: moves[moves.length - 1]![2],
      flagged_for_review: flagged,
      review_reason: flagged ? 'sharedAddress' : null,
      review_detail: reviewDetail,
      created_at: at.toISOString(),
    });
    return { mrn, orderDate: stateDate(at, opts.timeZones[state]) };
  };

  let sharedAddress: { street: string; city: string; zip: string; county: string | null } | undefined;
  let sharedAddressOrder: NamedOrder | undefined;
  for (let offset = months - 1; offset >= 0; offset--) {
    const monthStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - offset, 1);
    const monthEnd = Math.min(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - offset + 1, 1), now.getTime());
    for (const state of ['CO', 'KY'] as const) {
      const count = random.int(8, 12);
      for (let i = 0; i < count; i++) {
        const at = new Date(monthStart + Math.floor(random.next() * (monthEnd - monthStart)));
        const firstName = random.pick(firstNames);
        const lastName = random.pick(lastNames);
        const dob = `${random.int(1950, 2004)}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`;
        const email = `${firstName}.${lastName}.${consumers.length + 1}@example.com`.toLowerCase();
        const place = random.pick(places[state]);
        let address = { street: `${random.int(10, 9999)} ${random.pick(streets)}`, city: place.city, zip: place.zip, county: place.county };
        // One Kentucky household gets a second, different person: the case staff review.
        const flagged = state === 'KY' && sharedAddress !== undefined && offset === 0 && i === 0 ? 1 : 0;
        if (flagged && sharedAddress) address = sharedAddress;
        const firstAtAddress = state === 'KY' && sharedAddress === undefined;
        if (firstAtAddress) sharedAddress = address;
        const phone = `${state === 'CO' ? '303' : '606'}-555-${String(random.int(100, 199)).padStart(4, '0')}`;
        const consumer: Insertable<Database['consumers']> = {
          id: randomUUID(),
          person_hash: personHash(hasher, { lastName, firstName, dob }),
          email_hash: emailHash(hasher, email),
          address_hash: addressHash(hasher, { address: address.street, city: address.city, state, zip: address.zip }),
          first_name_enc: cipher.encrypt(firstName),
          last_name_enc: cipher.encrypt(lastName),
          email_enc: cipher.encrypt(email),
          phone_enc: cipher.encrypt(phone),
          phone_hash: phoneHash(hasher, phone),
          dob_enc: cipher.encrypt(dob),
          gender_enc: cipher.encrypt(random.pick(genders)),
          address_enc: cipher.encrypt(address.street),
          city_enc: cipher.encrypt(address.city),
          state,
          zip_enc: cipher.encrypt(address.zip),
          county: address.county,
          ship_address_type: random.next() < 0.8 ? 'Home' : random.pick(addressTypes),
          ship_address_enc: cipher.encrypt(address.street),
          ship_address2_enc: null,
          ship_city_enc: cipher.encrypt(address.city),
          ship_state: state,
          ship_zip_enc: cipher.encrypt(address.zip),
          ship_county: address.county,
          flagged_for_review: flagged,
          review_reason: flagged ? 'sharedAddress' : null,
          hash_version: MATCH_NORMALISATION_VERSION,
          created_at: at.toISOString(),
          purged_at: null,
        };
        consumers.push(consumer);
        const placed = addOrder(consumer, at, 'New Request', 4, flagged, sharedAddressOrder);
        if (firstAtAddress) sharedAddressOrder = placed;
        // Some early requesters come back for a refill, never sooner than two calendar months later.
        if (offset >= 2 && random.next() < 0.3) {
          const refillAt = new Date(at);
          refillAt.setUTCMonth(refillAt.getUTCMonth() + 2);
          refillAt.setTime(refillAt.getTime() + random.int(1, 20) * DAY);
          if (refillAt.getTime() < now.getTime()) addOrder(consumer, refillAt, random.pick(refillReasons), 2, 0);
        }
      }
    }
  }

  const totals = new Map<string, { state: string; period: string; used_units: number }>();
  for (const order of orders) {
    const key = `${order.state}|${order.period}`;
    const row = totals.get(key) ?? { state: order.state, period: order.period, used_units: 0 };
    row.used_units += order.units;
    totals.set(key, row);
  }
  return { consumers, orders, events, usage: [...totals.values()] };
}
