import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConsumerDetails } from '#server/areas/consumers/consumer-details.ts';
import { placeConsumerOrder, type OrderRequest } from '#server/areas/consumer-orders/consumer-order.service.ts';
import { validateConsumer } from '#server/areas/consumers/consumer-validation.service.ts';
import { insertConsumer } from '#server/areas/consumers/consumers.repository.ts';
import { privateRefusalText } from '#server/areas/consumers/order-history.ts';
import { MRN_PATTERN } from '#schemas/mrn.ts';
import { statesOf } from '#server/areas/us-states/state-calendar.ts';
import { consumerFlow } from '#server/areas/flows/consumer-flow.ts';
import { servedCounties } from '#server/areas/flows/flow-facts.ts';
import { buildFlowApp, maria, setQuota, stepWith, walk } from './flow-helpers.ts';
import { testDatabases } from './test-db.ts';
import { inviteToAccount } from '#server/areas/consumer-accounts/index.ts';
import { earlierOrders } from '#server/areas/consumer-orders/index.ts';

const NARCAN = '69547-353-02';

describe.each(testDatabases())('the consumer order path on $name', (database) => {
  let app: FastifyInstance;
  let clock: { at: Date };
  beforeAll(async () => {
    ({ app, clock } = await buildFlowApp(database));
  });
  afterAll(() => app.close());

  /** A validated consumer, stored as the order path would store it (validation itself stores nothing). */
  async function consumer(state: 'CO' | 'KY', who = randomUUID().slice(0, 8)): Promise<string> {
    const read = readConsumerDetails({
      firstName: 'Test', lastName: `Person${who}`, phone: '303-555-0100', email: `${who}@example.org`, dateOfBirth: '1980-01-01', gender: 'Male',
      address: `${who} Main St`.slice(0, 30), state, city: 'Town', zipCode: state === 'CO' ? '80202' : '41501', shipToAddressType: 'Home',
      shipToAddress: `${who} Main St`, shipToState: state, shipToCounty: state === 'KY' ? 'Pike' : null, shipToCity: 'Town', shipToZipCode: state === 'CO' ? '80202' : '41501',
    }, '2025-03-14');
    if ('problems' in read) throw new Error(JSON.stringify(read.problems));
    const flow = consumerFlow(app.flows);
    const outcome = await validateConsumer(app.db, {
      cipher: app.fieldCipher, hasher: app.keyedHasher, now: app.now(), flow, states: await statesOf(app.db),
      servedCounties: (s) => servedCounties(flow, s), checkRefillInterval: true, earlierOrders,
    }, read.details);
    if (!outcome.consumer) throw new Error(JSON.stringify(outcome.refusals));
    await insertConsumer(app.db, outcome.consumer);
    return outcome.consumer.id as string;
  }

  async function consumerViaService(who: string): Promise<string> {
    const read = readConsumerDetails({
      firstName: 'Test', lastName: `Person${who}`, phone: '303-555-0100', email: `${who}@example.org`, dateOfBirth: '1980-01-01', gender: 'Male',
      address: 'Elsewhere 1', state: 'CO', city: 'Town', zipCode: '80202', shipToAddressType: 'Home', shipToAddress: 'Elsewhere 1', shipToState: 'CO',
      shipToCity: 'Town', shipToZipCode: '80202',
    }, '2025-03-14');
    if ('problems' in read) throw new Error(JSON.stringify(read.problems));
    const flow = consumerFlow(app.flows);
    const outcome = await validateConsumer(app.db, {
      cipher: app.fieldCipher, hasher: app.keyedHasher, now: app.now(), flow, states: await statesOf(app.db),
      chosenState: 'CO', servedCounties: () => null, checkRefillInterval: false, earlierOrders,
    }, read.details);
    expect(outcome).toMatchObject({ validationRulesPassed: true, hasEarlierOrder: true, lastOrderDate: '2025-03-14' });
    await insertConsumer(app.db, outcome.consumer!);
    return outcome.consumer!.id as string;
  }

  async function order(request: Partial<OrderRequest> & { consumerId: string }, locale?: string) {
    return placeConsumerOrder(app.db, {
      cipher: app.fieldCipher, flow: consumerFlow(app.flows), now: app.now(), states: await statesOf(app.db), publicOrigin: 'https://portal.test', locale, accountInvitation: inviteToAccount,
    }, { runId: randomUUID(), requestReason: 'New Request', ndc: NARCAN, qty: 1, why: null, state: 'CO', ...request });
  }

  const usage = (state: string) => app.db.selectFrom('quota_usage').select(['period', 'used_units']).where('state', '=', state).orderBy('period').execute();

  it('counts the quota month in the state\'s own time zone', async () => {
    await setQuota(app, 'CO', 100);
    await setQuota(app, 'KY', 100);
    await app.db.deleteFrom('quota_usage').execute();
    clock.at = new Date('2025-04-01T05:00:00Z'); // 23:00 on 31 March in Denver, 01:00 on 1 April in Kentucky
    try {
      expect((await order({ consumerId: await consumer('CO'), state: 'CO' })).kind).toBe('placed');
      expect((await order({ consumerId: await consumer('KY'), state: 'KY' })).kind).toBe('placed');
    } finally {
      clock.at = new Date('2025-03-14T18:00:00Z');
    }
    expect(await usage('CO')).toEqual([{ period: '2025-03', used_units: 2 }]);
    expect(await usage('KY')).toEqual([{ period: '2025-04', used_units: 2 }]);
  });

  it('is idempotent per run: the same order back, units and email once', async () => {
    await setQuota(app, 'CO', 100);
    const consumerId = await consumer('CO');
    const runId = randomUUID();
    const first = await order({ consumerId, runId, qty: 3 });
    const second = await order({ consumerId, runId, qty: 3 });
    expect(first).toMatchObject({ kind: 'placed', created: true });
    expect(second).toMatchObject({ kind: 'placed', created: false });
    if (first.kind !== 'placed' || second.kind !== 'placed') throw new Error('not placed');
    expect(second.order.mrn).toBe(first.order.mrn);
    expect(first.order.mrn).toMatch(MRN_PATTERN);
    expect(await app.db.selectFrom('consumer_orders').select('id').where('run_id', '=', runId).execute()).toHaveLength(1);
    const mails = await app.db.selectFrom('outbox').selectAll().where('text_body', 'like', `%${first.order.mrn}%`).execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'order-confirmation', to_address: expect.stringMatching(/^v1:/), subject: `Your naloxone order ${first.order.mrn}` });
    expect(app.fieldCipher.decrypt(mails[0]!.to_address)).toMatch(/@example\.org$/);
  });

  it('speaks the run\'s language: a Spanish run\'s confirmation email and the order path\'s own refusals in Spanish', async () => {
    await setQuota(app, 'CO', 100);
    const consumerId = await consumer('CO');
    const placed = await order({ consumerId, qty: 2 }, 'es');
    if (placed.kind !== 'placed') throw new Error('not placed');
    const [mail] = await app.db.selectFrom('outbox').selectAll().where('text_body', 'like', `%${placed.order.mrn}%`).execute();
    expect(mail).toMatchObject({ subject: `Su pedido de naloxona ${placed.order.mrn}` });
    expect(mail!.text_body).toContain('¡Gracias! Su pedido de naloxona está hecho.');
    expect(mail!.text_body).toContain('Lo que pidió: 2 kits: ');
    expect(mail!.text_body).toContain('https://portal.test/?lang=es');
    expect(mail!.text_body).not.toMatch(/Thank you|What you ordered/);
    expect(await order({ consumerId, ndc: '0000-0000-00' }, 'es')).toMatchObject({
      kind: 'refused', refusals: [{ code: 'unknownProduct', message: 'El producto 0000-0000-00 no está disponible.' }],
    });
  });

  it('refuses what the rules refuse, taking nothing: over the cap, a refill too soon, the quota used up, an unknown product or consumer', async () => {
    await setQuota(app, 'CO', 10_000);
    const fresh = await consumer('CO');
    expect(await order({ consumerId: fresh, qty: 5 })).toMatchObject({ kind: 'refused', refusals: [{ code: 'overCap' }] });
    expect(await order({ consumerId: fresh, qty: 3, requestReason: 'Lost' })).toMatchObject({ kind: 'refused', refusals: [{ code: 'overCap' }] });
    expect(await order({ consumerId: fresh, ndc: '0000-0000-00' })).toMatchObject({ kind: 'refused', refusals: [{ code: 'unknownProduct' }] });
    expect(await order({ consumerId: 'nobody' })).toMatchObject({ kind: 'refused', refusals: [{ code: 'unknownConsumer' }] });
    expect(await order({ consumerId: fresh, state: 'KY' })).toMatchObject({ kind: 'refused', refusals: [{ code: 'shipStateMismatch' }] });

    const who = randomUUID().slice(0, 8);
    expect((await order({ consumerId: await consumer('CO', who), qty: 2 })).kind).toBe('placed');
    // The same person, validated again in a questionnaire (which leaves the interval to the flow's rule and the
    // order path): a refill now, at most 2 kits, and not within 2 months.
    const again = await consumerViaService(who);
    const refused = await order({ consumerId: again, qty: 3 });
    expect(refused).toMatchObject({ kind: 'refused' });
    if (refused.kind !== 'refused') throw new Error('placed');
    // One clear reason: asked too soon, the cap does not matter yet (decision 042). Its words (the date) are the person's
    // own business: emailed to their address on record, never in the reply (decision 042).
    expect(refused.refusals).toEqual([{ code: 'refillTooSoon', message: privateRefusalText('en') }]);
    const notices = (await app.db.selectFrom('outbox').selectAll().where('kind', '=', 'order-refused').execute()).filter((m) => app.fieldCipher.decrypt(m.to_address) === `${who}@example.org`);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.text_body).toContain('You can order again from May 14, 2025');

    await setQuota(app, 'CO', 0);
    const before = await usage('CO');
    expect(await order({ consumerId: await consumer('CO') })).toMatchObject({
      kind: 'refused', refusals: [{ code: 'quotaUsedUp', message: expect.stringContaining('Colorado has been used up. New kits can be requested from April 1, 2025') }],
    });
    expect(await usage('CO')).toEqual(before);
  });

  it('gives every order its own MRN from the look-alike-free alphabet', async () => {
    await setQuota(app, 'CO', 100_000);
    const mrns = new Set<string>();
    for (let i = 0; i < 25; i++) {
      const placed = await order({ consumerId: await consumer('CO') });
      if (placed.kind !== 'placed') throw new Error(JSON.stringify(placed));
      expect(placed.order.mrn).toMatch(MRN_PATTERN);
      mrns.add(placed.order.mrn);
    }
    expect(mrns.size).toBe(25);
  });

  describe('POST /api/consumer-orders', () => {
    const post = (payload: object) => app.inject({ method: 'POST', url: '/api/consumer-orders', payload });

    it('returns the order of a run that passed the quiz, the same on every retry, and refuses other bodies', async () => {
      await setQuota(app, 'CO', 10_000);
      const p = { ...maria, email: 'post.order@example.org', lastName: 'Poster' };
      const end = await walk(app, p);
      const run = await app.db.selectFrom('flow_runs').select('consumer_id').where('id', '=', end.runId).executeTakeFirstOrThrow();
      const body = { consumerId: run.consumer_id!, requestReason: 'New Request', ndc: NARCAN, qty: 4, why: 'Myself' };
      const first = await post(body);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({ mrn: end.mrn, consumerId: run.consumer_id, qty: 4, state: 'CO', requestReason: 'New Request', ndc: NARCAN });
      expect((await post(body)).json().mrn).toBe(end.mrn);
      expect(await app.db.selectFrom('consumer_orders').select('id').where('run_id', '=', end.runId).execute()).toHaveLength(1);
      const other = await post({ ...body, qty: 2 });
      expect(other.statusCode).toBe(409);
      expect(other.json().code).toBe('CONFLICT');
    });

    it('refuses a consumer whose run has not passed the training and quiz, or who has no run', async () => {
      const p = { ...maria, email: 'not.ready@example.org', lastName: 'Early' };
      const atVideo = await walk(app, p, { stopBefore: stepWith((q) => q.type === 'CLICKABLE_ANSWER') });
      const run = await app.db.selectFrom('flow_runs').select('consumer_id').where('id', '=', atVideo.runId).executeTakeFirstOrThrow();
      const early = await post({ consumerId: run.consumer_id!, requestReason: 'New Request', ndc: NARCAN, qty: 4 });
      expect(early.statusCode).toBe(409);
      expect(early.json().code).toBe('RUN_NOT_READY');
      expect((await post({ consumerId: await consumer('CO'), requestReason: 'New Request', ndc: NARCAN, qty: 1 })).json().code).toBe('RUN_NOT_READY');
      expect((await post({ consumerId: 'unknown', requestReason: 'New Request', ndc: NARCAN, qty: 1 })).statusCode).toBe(404);
      expect((await post({ consumerId: 'x', requestReason: 'Because', ndc: NARCAN, qty: 1 })).statusCode).toBe(400);
      expect((await post({ consumerId: 'x', requestReason: 'New Request', ndc: NARCAN, qty: 0 })).statusCode).toBe(400);
    });
  });

  describe('GET /api/quotas/remaining', () => {
    it('gives the remaining units of the state\'s month, public, beside the admin quota routes', async () => {
      await setQuota(app, 'CO', 500);
      await setQuota(app, 'KY', 40);
      await app.db.deleteFrom('quota_usage').execute();
      await app.db.insertInto('quota_usage').values([{ state: 'CO', period: '2025-03', used_units: 120 }, { state: 'KY', period: '2025-02', used_units: 40 }]).execute();
      const one = await app.inject({ method: 'GET', url: '/api/quotas/remaining?state=co' });
      expect(one.statusCode).toBe(200);
      expect(one.json()).toEqual([{ state: 'CO', month: '2025-03', remaining: 380 }]);
      expect((await app.inject({ method: 'GET', url: '/api/quotas/remaining' })).json()).toEqual([{ state: 'CO', month: '2025-03', remaining: 380 }, { state: 'KY', month: '2025-03', remaining: 40 }]);
      expect((await app.inject({ method: 'GET', url: '/api/quotas/remaining?state=TX' })).json()).toEqual([{ state: 'TX', month: '2025-03', remaining: 0 }]);
      expect((await app.inject({ method: 'GET', url: '/api/quotas/remaining?state=ZZ' })).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: '/api/quotas/remaining?state=C0' })).statusCode).toBe(400);
      expect((await app.inject({ method: 'GET', url: '/api/quotas' })).statusCode).toBe(401);
      expect((await app.inject({ method: 'GET', url: '/api/quotas/state/CO' })).statusCode).toBe(401);
    });

    it('names each state\'s own month: the month a quota change made now applies from', async () => {
      await setQuota(app, 'CO', 500);
      await setQuota(app, 'KY', 40);
      clock.at = new Date('2025-04-01T05:00:00Z'); // 23:00 on 31 March in Denver, 01:00 on 1 April in Kentucky
      try {
        const months = (await app.inject({ method: 'GET', url: '/api/quotas/remaining' })).json().map((r: { state: string; month: string }) => [r.state, r.month]);
        expect(months).toEqual([['CO', '2025-03'], ['KY', '2025-04']]);
      } finally {
        clock.at = new Date('2025-03-14T18:00:00Z');
      }
    });
  });
});
