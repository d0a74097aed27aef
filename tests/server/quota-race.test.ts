import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Insertable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeConsumerOrder, type OrderOutcome } from '#server/areas/consumer-orders/consumer-order.service.ts';
import { statesOf } from '#server/areas/us-states/state-calendar.ts';
import type { ConsumersTable } from '#server/areas/consumers/consumers.table.ts';
import { dialectOf } from '#server/db/dialect.ts';
import { consumerFlow } from '#server/areas/flows/consumer-flow.ts';
import { buildTestApp, testDatabases } from './test-db.ts';
import { inviteToAccount } from '#server/areas/consumer-accounts/index.ts';

/*
 * The quota race: in each round 50 orders are placed at the same moment against the last units of a state's month,
 * through the order service on the database's pool (several connections on PostgreSQL). However the transactions
 * interleave, never more units are taken than the quota, the usage counter equals the orders written, and an order
 * is only refused when it really did not fit.
 */
// 41 rounds: each number of units left, 0 to 40 ((round × 7) mod 41 below), is raced once, every split of the 50
// orders into kits (which turns with the round) comes up ten times over (decision 076).
const ROUNDS = 41;
const CONCURRENT = 50;
const LIMIT = 1000;
const NARCAN = '69547-353-02';

describe.each(testDatabases())('the quota race on $name', (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ database });
    const at = new Date().toISOString();
    await app.db.insertInto('quotas').values({ id: randomUUID(), state: 'CO', quota_period: 'MONTHLY', quantity: LIMIT, created_at: at, updated_at: at }).execute();
  });
  afterAll(() => app.close());

  /** 50 different people in Colorado (the order path reads their email and their earlier orders). */
  async function people(round: number): Promise<string[]> {
    const c = app.fieldCipher;
    const sealed = c.encrypt('x');
    const rows: Insertable<ConsumersTable>[] = Array.from({ length: CONCURRENT }, (_, i) => ({
      id: randomUUID(), person_hash: `p-${round}-${i}`, email_hash: `e-${round}-${i}`, address_hash: `a-${round}-${i}`,
      first_name_enc: sealed, last_name_enc: sealed, email_enc: c.encrypt(`racer.${round}.${i}@example.org`), phone_enc: sealed, dob_enc: sealed,
      gender_enc: sealed, address_enc: sealed, city_enc: sealed, state: 'CO', zip_enc: sealed, county: null, ship_address_type: 'Home',
      ship_address_enc: sealed, ship_address2_enc: null, ship_city_enc: sealed, ship_state: 'CO', ship_zip_enc: sealed, ship_county: null,
      flagged_for_review: 0, created_at: new Date().toISOString(), purged_at: null,
    }));
    await app.db.insertInto('consumers').values(rows).execute();
    return rows.map((r) => r.id as string);
  }

  it(`never sells more than the quota: ${ROUNDS} rounds of ${CONCURRENT} concurrent orders on the last units`, async () => {
    const flow = consumerFlow(app.flows);
    const constants = flow.constants;
    const states = await statesOf(app.db);
    let placedTotal = 0;
    let refusedTotal = 0;
    for (let round = 0; round < ROUNDS; round++) {
      // Each round is a month of its own, with 0 to 40 units left in it.
      const now = new Date(Date.UTC(2030, round, 15, 18));
      const period = `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
      const left = (round * 7) % 41;
      await app.db.insertInto('quota_usage').values({ state: 'CO', period, used_units: LIMIT - left }).execute();
      const consumers = await people(round);
      const wanted = consumers.map((_, i) => 1 + ((i + round) % 4));
      const ctx = { cipher: app.fieldCipher, flow, now, states, publicOrigin: 'https://portal.test', accountInvitation: inviteToAccount };
      const outcomes: OrderOutcome[] = await Promise.all(consumers.map((consumerId, i) => placeConsumerOrder(app.db, ctx, {
        runId: `race-${round}-${i}`, consumerId, requestReason: 'New Request', ndc: NARCAN, qty: wanted[i]!, why: null, state: 'CO',
      })));

      const placedUnits = outcomes.reduce((sum, o, i) => sum + (o.kind === 'placed' ? wanted[i]! * constants!.unitsPerKit : 0), 0);
      const usage = await app.db.selectFrom('quota_usage').select('used_units').where('state', '=', 'CO').where('period', '=', period).executeTakeFirstOrThrow();
      const ordered = await app.db.selectFrom('consumer_orders').select((eb) => eb.fn.sum<number | string>('units').as('units')).where('period', '=', period).executeTakeFirstOrThrow();
      const used = Number(usage.used_units);
      expect(used, `round ${round}`).toBeLessThanOrEqual(LIMIT);
      expect(used - (LIMIT - left), `round ${round}`).toBe(placedUnits);
      expect(Number(ordered.units ?? 0), `round ${round}`).toBe(placedUnits);
      outcomes.forEach((o, i) => {
        if (o.kind === 'refused') {
          expect(o.refusals.map((r) => r.code)).toEqual(['quotaUsedUp']);
          // Refused only when it did not fit even at the end of the round.
          expect(wanted[i]! * constants!.unitsPerKit, `round ${round}`).toBeGreaterThan(LIMIT - used);
        }
      });
      placedTotal += outcomes.filter((o) => o.kind === 'placed').length;
      refusedTotal += outcomes.filter((o) => o.kind === 'refused').length;
    }
    expect(placedTotal).toBeGreaterThan(ROUNDS);
    expect(refusedTotal).toBeGreaterThan(ROUNDS * 30);
    console.log(`quota race on ${dialectOf(app.db)}: ${placedTotal} placed, ${refusedTotal} refused in ${ROUNDS} rounds`);
  }, 180_000);
});
