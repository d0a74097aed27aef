import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsumerValidation } from '#schemas/generated/consumer-validation.ts';
import { readConsumerDetails } from '#server/areas/consumers/consumer-details.ts';
import { validateConsumer } from '#server/areas/consumers/consumer-validation.service.ts';
import { insertConsumer } from '#server/areas/consumers/consumers.repository.ts';
import { statesOf } from '#server/areas/us-states/state-calendar.ts';
import { emailHash } from '#server/crypto/consumer-hashes.ts';
import { consumerFlow } from '#server/areas/flows/consumer-flow.ts';
import { createUser, sessionCookie } from './auth-helpers.ts';
import { privateRefusalText } from '#server/areas/consumers/order-history.ts';
import { buildFlowApp, maria, refusalNotices, setQuota, startRun, stepWith, walk } from './flow-helpers.ts';
import { testDatabases } from './test-db.ts';
import { earlierOrders } from '#server/areas/consumer-orders/index.ts';

const colorado: ConsumerValidation = {
  firstName: 'Ana', lastName: 'Reyes', phone: '1 (720) 555 0100', email: 'Ana.Reyes@example.org ', dateOfBirth: '1990-05-17', gender: 'Female',
  address: '22 Oak Ave', address2: null, state: 'co', county: null, city: 'Aurora', zipCode: '80012-3344',
  shipToAddressType: 'Home', shipToAddress: '22 Oak Ave', shipToAddress2: 'Unit 3', shipToState: 'CO', shipToCounty: null, shipToCity: 'Aurora', shipToZipCode: '80012',
};

const kentucky: ConsumerValidation = {
  ...colorado, firstName: 'Bo', lastName: 'Slone', email: 'bo.slone@example.org', state: 'KY', city: 'Hazard', zipCode: '41701',
  shipToAddress: '9 Main St', shipToAddress2: null, shipToState: 'KY', shipToCounty: 'perry', shipToCity: 'Hazard', shipToZipCode: '41701',
};

describe.each(testDatabases())('POST /api/consumers/validation on $name', (database) => {
  let app: FastifyInstance;
  let clock: { at: Date };
  let adminCookie: string;
  beforeAll(async () => {
    ({ app, clock } = await buildFlowApp(database));
    await setQuota(app, 'CO', 1000);
    await setQuota(app, 'KY', 1000);
    adminCookie = await sessionCookie(app, await createUser(app.db, { email: 'validator@example.org', role: 'admin' }));
  });
  afterAll(() => app.close());

  /** As a signed-in admin (the standalone endpoint answers no one else outside a questionnaire run). */
  const validate = (body: unknown) => app.inject({
    method: 'POST', url: '/api/consumers/validation', payload: body as object, headers: { cookie: adminCookie, origin: app.config.publicOrigin },
  });
  const consumerCount = async () => Number((await app.db.selectFrom('consumers').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

  /** A consumer stored as the order path stores it; returns its id. */
  async function stored(body: ConsumerValidation): Promise<string> {
    const read = readConsumerDetails(body, '2025-03-14');
    if ('problems' in read) throw new Error(JSON.stringify(read.problems));
    const flow = consumerFlow(app.flows);
    const outcome = await validateConsumer(app.db, {
      cipher: app.fieldCipher, hasher: app.keyedHasher, now: app.now(), flow, states: await statesOf(app.db),
      servedCounties: () => null, checkRefillInterval: false, earlierOrders,
    }, read.details);
    await insertConsumer(app.db, outcome.consumer!);
    return outcome.consumer!.id as string;
  }

  /** An order of the consumer on `date` (noon in Denver). */
  async function orderOn(consumerId: string, date: string): Promise<void> {
    const product = await app.db.selectFrom('products').select('id').executeTakeFirstOrThrow();
    await app.db.insertInto('consumer_orders').values({
      id: randomUUID(), mrn: `NX-T${randomUUID().slice(0, 7).toUpperCase()}`, run_id: `test-${randomUUID()}`, consumer_id: consumerId, product_id: product.id,
      state: 'CO', county: null, quantity: 1, units: 2, reason: 'New Request', why: null, order_date: `${date}T18:00:00.000Z`, period: date.slice(0, 7),
      tracking_number: null, flagged_for_review: 0, created_at: `${date}T18:00:00.000Z`,
    }).execute();
  }

  it('passes a Colorado consumer and stores nothing (the consumer is written with the order)', async () => {
    const before = await consumerCount();
    const res = await validate(colorado);
    expect(res.statusCode).toBe(200);
    // An admin's validation belongs to no run, so there is no consumer id to give.
    expect(res.json()).toEqual({ consumerId: null, validationRulesPassed: true, reasonsNotPassed: [] });
    expect(await consumerCount()).toBe(before);
  });

  it('refuses with reasons where the kits cannot go: a state without quota, a Kentucky county outside the list, none given', async () => {
    const texas = (await validate({ ...colorado, shipToState: 'TX', email: 't@example.org' })).json();
    expect(texas).toEqual({ consumerId: null, validationRulesPassed: false, reasonsNotPassed: ['Free naloxone kits cannot be mailed to Texas.'] });
    const louisville = (await validate({ ...kentucky, shipToCounty: 'Jefferson' })).json();
    expect(louisville.validationRulesPassed).toBe(false);
    expect(louisville.reasonsNotPassed).toEqual([expect.stringContaining('Jefferson is not one of them')]);
    expect((await validate({ ...kentucky, shipToCounty: null })).json().reasonsNotPassed).toEqual([expect.stringContaining('Please choose the county')]);
    const hazard = (await validate(kentucky)).json();
    expect(hazard.validationRulesPassed).toBe(true);
  });

  it('answers 422 with one line per field in the wrong format, 400 for a malformed body', async () => {
    const res = await validate({ ...colorado, phone: '555-0100', zipCode: '800', email: 'ana@', dateOfBirth: '2030-01-01', firstName: '  ' });
    expect(res.statusCode).toBe(422);
    expect(res.json().fields).toEqual(expect.arrayContaining([
      { questionId: 'phone', message: 'Invalid Phone Format' },
      { questionId: 'zipCode', message: 'Invalid Zip' },
      { questionId: 'email', message: 'Invalid Email' },
      { questionId: 'dateOfBirth', message: 'Invalid date' },
      { questionId: 'firstName', message: 'This field is required.' },
    ]));
    expect((await validate({ ...colorado, gender: 'Other' })).statusCode).toBe(400);
    expect((await validate({ ...colorado, shoeSize: 9 })).statusCode).toBe(400);
    const { email: _email, ...withoutEmail } = colorado;
    expect((await validate(withoutEmail)).statusCode).toBe(400);
  });

  it('recognises the same person (name + birth date and email, however written) and refuses a refill sooner than 2 calendar months', async () => {
    expect((await validate({ ...colorado, email: 'refill.person@example.org', lastName: 'Refill' })).json().validationRulesPassed).toBe(true);
    await orderOn(await stored({ ...colorado, email: 'refill.person@example.org', lastName: 'Refill' }), '2025-02-01');
    // An admin reads the flow's own words.
    const same = (await validate({ ...colorado, email: 'Refill.Person+kit@example.org', lastName: 'REFILL ', firstName: ' ana' })).json();
    expect(same).toEqual({ consumerId: null, validationRulesPassed: false, reasonsNotPassed: ['You can order again from April 1, 2025. Refills are available no sooner than 2 months apart.'] });
    // One detail in common is not this person's history (decision 042): the order path holds such an order for staff.
    const sameName = (await validate({ ...colorado, email: 'other.address@example.org', lastName: 'REFILL ', firstName: ' ana' })).json();
    expect(sameName.validationRulesPassed).toBe(true);
    const sameEmail = (await validate({ ...colorado, email: 'refill.person@example.org', lastName: 'Different', firstName: 'Name' })).json();
    expect(sameEmail.validationRulesPassed).toBe(true);
    const stranger = (await validate({ ...colorado, email: 'stranger@example.org', lastName: 'Stranger', shipToAddress: '1 Elm St' })).json();
    expect(stranger.validationRulesPassed).toBe(true);
    clock.at = new Date('2025-04-01T18:00:00Z');
    try {
      expect((await validate({ ...colorado, email: 'refill.person@example.org', lastName: 'Refill' })).json().validationRulesPassed).toBe(true);
    } finally {
      clock.at = new Date('2025-03-14T18:00:00Z');
    }
  });

  it('flags a second person at the same shipping address for staff review; the same person is not flagged', async () => {
    const home = { ...colorado, shipToAddress: '77 Shared Ln', address: '77 Shared Ln' };
    const one = await stored({ ...home, email: 'one@example.org', lastName: 'One' });
    const oneAgain = await stored({ ...home, email: 'one@example.org', lastName: 'One' });
    const two = await stored({ ...home, email: 'two@example.org', lastName: 'Two' });
    const flags = await app.db.selectFrom('consumers').select(['id', 'flagged_for_review', 'review_reason']).where('id', 'in', [one, oneAgain, two]).execute();
    const flagOf = (id: string) => flags.find((f) => f.id === id)!;
    expect([one, oneAgain, two].map((id) => flagOf(id).flagged_for_review)).toEqual([0, 0, 1]);
    expect(flagOf(two).review_reason).toBe('sharedAddress');
  });

  describe('privacy: nobody learns who ordered naloxone', () => {
    const post = (body: unknown, headers: Record<string, string> = {}) => app.inject({ method: 'POST', url: '/api/consumers/validation', payload: body as object, headers });
    const known = { ...colorado, email: 'known.orderer@example.org', lastName: 'Known' };

    it('answers an anonymous caller 401 whatever the body, the same for a known and an unknown person, and writes nothing', async () => {
      await orderOn(await stored(known), '2025-03-01');
      const before = await consumerCount();
      const aboutKnown = await post(known);
      const aboutStranger = await post({ ...colorado, email: 'nobody.here@example.org', lastName: 'Nobody' });
      const malformed = await post({ nonsense: true });
      for (const res of [aboutKnown, aboutStranger, malformed]) {
        expect(res.statusCode).toBe(401);
        expect(res.json().code).toBe('UNAUTHORIZED');
      }
      expect(aboutKnown.body).toBe(aboutStranger.body);
      // A forged or foreign cookie is no session either; a customer-role user is no admin.
      expect((await post(known, { cookie: 'portal_session=forged', origin: app.config.publicOrigin })).statusCode).toBe(401);
      const customer = await sessionCookie(app, await createUser(app.db, { email: 'buyer.validation@example.org', role: 'customer' }));
      expect((await post(known, { cookie: customer, origin: app.config.publicOrigin })).statusCode).toBe(401);
      expect(await consumerCount()).toBe(before);
    });

    it('answers 403 for a run that is unknown or has not passed its captcha', async () => {
      expect((await post(known, { 'x-flow-run': 'A'.repeat(22) })).statusCode).toBe(403);
      const fresh = await startRun(app);
      const res = await post(known, { 'x-flow-run': fresh.runId });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    });

    it('answers within a run past its captcha, the refill reason emailed to the person and not in the reply, a few times per run only', async () => {
      await setQuota(app, 'CO', 1000);
      const atVideo = await walk(app, { ...maria, email: 'in.flow@example.org', lastName: 'Inflow' }, { stopBefore: stepWith((q) => q.type === 'VIDEO') });
      const headers = { 'x-flow-run': atVideo.runId };
      const refused = await post(known, headers);
      expect(refused.statusCode).toBe(200);
      expect(refused.json()).toEqual({ consumerId: null, validationRulesPassed: false, reasonsNotPassed: [privateRefusalText('en')] });
      expect(await refusalNotices(app, known.email)).toEqual([expect.stringContaining('You can order again from May 1, 2025')]);
      const self = await post({ ...colorado, email: 'in.flow@example.org', lastName: 'Inflow', firstName: 'Maria', dateOfBirth: maria.dob }, headers);
      expect(self.json()).toMatchObject({ validationRulesPassed: true, consumerId: expect.any(String) });
      for (let i = 0; i < 3; i++) await post(known, headers);
      const tooOften = await post(known, headers);
      expect(tooOften.statusCode).toBe(429);
      expect(tooOften.json().code).toBe('RATE_LIMITED');
      // The run may ask again once its oldest validations leave the hour: never later than an hour from now.
      expect(Number(tooOften.headers['retry-after'])).toBeGreaterThan(3500);
      expect(Number(tooOften.headers['retry-after'])).toBeLessThanOrEqual(3600);
    });

    it('keeps no consumer row for a questionnaire until its order is placed', async () => {
      await setQuota(app, 'CO', 1000);
      const person = { ...maria, email: 'late.row@example.org', lastName: 'Lateroww' };
      const hash = emailHash(app.keyedHasher, person.email);
      const rowsOf = () => app.db.selectFrom('consumers').select('id').where('email_hash', '=', hash).execute();
      const atQuiz = await walk(app, person, { stopBefore: stepWith((q) => q.type === 'CLICKABLE_ANSWER') });
      expect(await rowsOf()).toEqual([]);
      const end = await walk(app, person, { from: atQuiz });
      expect(end.step?.final).toBe(true);
      const rows = await rowsOf();
      expect(rows).toHaveLength(1);
      const order = await app.db.selectFrom('consumer_orders').select('consumer_id').where('run_id', '=', end.runId).executeTakeFirstOrThrow();
      expect(order.consumer_id).toBe(rows[0]!.id);
    });
  });
});
