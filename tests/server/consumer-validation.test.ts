import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsumerValidation } from '#schemas/generated/consumer-validation.ts';
import { buildFlowApp, setQuota } from './flow-helpers.ts';
import { testDatabases } from './test-db.ts';

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
  beforeAll(async () => {
    ({ app, clock } = await buildFlowApp(database));
    await setQuota(app, 'CO', 1000);
    await setQuota(app, 'KY', 1000);
  });
  afterAll(() => app.close());

  const validate = (body: unknown) => app.inject({ method: 'POST', url: '/api/consumers/validation', payload: body as object });

  /** An order of the consumer on `date` (noon in Denver). */
  async function orderOn(consumerId: string, date: string): Promise<void> {
    const product = await app.db.selectFrom('products').select('id').executeTakeFirstOrThrow();
    await app.db.insertInto('consumer_orders').values({
      id: randomUUID(), mrn: `NX-T${randomUUID().slice(0, 7).toUpperCase()}`, run_id: `test-${randomUUID()}`, consumer_id: consumerId, product_id: product.id,
      state: 'CO', county: null, quantity: 1, units: 2, reason: 'New Request', why: null, order_date: `${date}T18:00:00.000Z`, period: date.slice(0, 7),
      tracking_number: null, flagged_for_review: 0, created_at: `${date}T18:00:00.000Z`,
    }).execute();
  }

  it('passes a Colorado consumer and keeps them encrypted, normalised, found again by keyed hashes', async () => {
    const res = await validate(colorado);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({ consumerId: expect.any(String), validationRulesPassed: true, reasonsNotPassed: [] });
    const row = await app.db.selectFrom('consumers').selectAll().where('id', '=', body.consumerId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ state: 'CO', ship_state: 'CO', ship_address_type: 'Home', flagged_for_review: 0 });
    expect(app.fieldCipher.decrypt(row.phone_enc)).toBe('720-555-0100');
    expect(app.fieldCipher.decrypt(row.email_enc)).toBe('Ana.Reyes@example.org');
    expect(app.fieldCipher.decrypt(row.zip_enc)).toBe('80012');
    expect(app.fieldCipher.decrypt(row.ship_address2_enc!)).toBe('Unit 3');
    expect(JSON.stringify(row)).not.toMatch(/Reyes|Ana|Oak Ave|720-555/);
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
    const row = await app.db.selectFrom('consumers').select('ship_county').where('id', '=', hazard.consumerId).executeTakeFirstOrThrow();
    expect(row.ship_county).toBe('Perry');
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

  it('recognises the same person (name + birth date, or email) and refuses a refill sooner than 2 calendar months', async () => {
    const first = (await validate({ ...colorado, email: 'refill.person@example.org', lastName: 'Refill' })).json();
    await orderOn(first.consumerId, '2025-02-01');
    const sameName = (await validate({ ...colorado, email: 'other.address@example.org', lastName: 'REFILL ', firstName: ' ana' })).json();
    expect(sameName).toEqual({ consumerId: null, validationRulesPassed: false, reasonsNotPassed: ['You can order again from April 1, 2025. Refills are available no sooner than 2 months apart.'] });
    const sameEmail = (await validate({ ...colorado, email: 'refill.person@example.org', lastName: 'Different', firstName: 'Name' })).json();
    expect(sameEmail.reasonsNotPassed).toEqual([expect.stringContaining('April 1, 2025')]);
    const stranger = (await validate({ ...colorado, email: 'stranger@example.org', lastName: 'Stranger', shipToAddress: '1 Elm St' })).json();
    expect(stranger.validationRulesPassed).toBe(true);
    clock.at = new Date('2025-04-01T18:00:00Z');
    try {
      expect((await validate({ ...colorado, email: 'refill.person@example.org', lastName: 'Refill' })).json().validationRulesPassed).toBe(true);
    } finally {
      clock.at = new Date('2025-03-14T18:00:00Z');
    }
  });

  it('passes a second person at the same shipping address, flagged for staff review; the same person is not flagged', async () => {
    const home = { ...colorado, shipToAddress: '77 Shared Ln', address: '77 Shared Ln' };
    const one = (await validate({ ...home, email: 'one@example.org', lastName: 'One' })).json();
    const oneAgain = (await validate({ ...home, email: 'one@example.org', lastName: 'One' })).json();
    const two = (await validate({ ...home, email: 'two@example.org', lastName: 'Two' })).json();
    expect([one.validationRulesPassed, oneAgain.validationRulesPassed, two.validationRulesPassed]).toEqual([true, true, true]);
    const flags = await app.db.selectFrom('consumers').select(['id', 'flagged_for_review']).where('id', 'in', [one.consumerId, oneAgain.consumerId, two.consumerId]).execute();
    const flagOf = (id: string) => flags.find((f) => f.id === id)!.flagged_for_review;
    expect([flagOf(one.consumerId), flagOf(oneAgain.consumerId), flagOf(two.consumerId)]).toEqual([0, 0, 1]);
  });
});
