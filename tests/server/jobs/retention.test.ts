import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testDatabases } from '../test-db.ts';

const NARCAN = 'narcan-4mg-nasal-spray';

/** The retention job (decision 028) on a seeded history: what goes, what stays, and what it tells. */
describe.each(testDatabases())('retention of personal data on $name', (database) => {
  const clock = { at: new Date('2026-11-23T10:30:00Z') }; // 03:30 in Denver: the day's run is due
  let app: FastifyInstance;
  const ids: Record<string, string> = {};

  /** A consumer row (ciphertext placeholders) with orders at the given dates; `person` shares the hashes of a person. */
  async function consumer(name: string, createdAt: string, orderDates: string[], person = name) {
    const id = randomUUID();
    ids[name] = id;
    await app.db.insertInto('consumers').values({
      id, person_hash: `person-${person}`, email_hash: `email-${person}`, address_hash: `address-${person}`, phone_hash: `phone-${person}`,
      first_name_enc: 'enc', last_name_enc: 'enc', email_enc: 'enc', phone_enc: 'enc', dob_enc: 'enc', gender_enc: 'enc',
      address_enc: 'enc', city_enc: 'enc', state: 'CO', zip_enc: 'enc', county: 'Denver', ship_address_type: 'Home',
      ship_address_enc: 'enc', ship_address2_enc: null, ship_city_enc: 'enc', ship_state: 'CO', ship_zip_enc: 'enc',
      ship_county: 'Denver', flagged_for_review: 0, created_at: createdAt, purged_at: null,
    }).execute();
    for (const at of orderDates) {
      const orderId = randomUUID();
      await app.db.insertInto('consumer_orders').values({
        id: orderId, mrn: `NX-${orderId.slice(0, 8)}`, run_id: randomUUID(), consumer_id: id, product_id: NARCAN, state: 'CO', county: 'Denver',
        quantity: 2, units: 4, reason: 'New Request', why: null, order_date: at, period: at.slice(0, 7), tracking_number: null,
        flagged_for_review: 0, review_reason: null, created_at: at,
      }).execute();
    }
  }

  async function run(status: 'active' | 'completed', updatedAt: string, preview = 0): Promise<string> {
    const id = randomUUID();
    await app.db.insertInto('flow_runs').values({
      id, flow_id: 'consumer', flow_version: 1, current_step: 3, status, answers_enc: 'enc', context: '{}', consumer_id: null, order_id: null,
      revision: 1, preview, created_at: updatedAt, updated_at: updatedAt,
    }).execute();
    return id;
  }

  beforeAll(async () => {
    app = await buildTestApp({ database, now: () => clock.at });
    await consumer('gone', '2024-04-01T12:00:00Z', ['2024-04-01T12:00:00Z']); // 31 months without an order
    await consumer('returning', '2024-04-01T12:00:00Z', ['2024-04-01T12:00:00Z', '2026-10-01T12:00:00Z']); // ordered again last month
    await consumer('recent', '2026-10-15T12:00:00Z', ['2026-10-15T12:00:00Z']);
    await consumer('refill-old', '2024-01-10T12:00:00Z', ['2024-01-10T12:00:00Z'], 'refiller'); // same person as the next row
    await consumer('refill-new', '2026-09-10T12:00:00Z', ['2026-09-10T12:00:00Z'], 'refiller');
    const account = (email: string, id = randomUUID()) =>
      app.db.insertInto('consumer_accounts').values({ id, email_hash: `email-${email}`, email_enc: 'enc', language: 'en', created_at: '2024-04-02T00:00:00Z', last_sign_in_at: null }).execute().then(() => id);
    ids.goneAccount = await account('gone');
    ids.recentAccount = await account('recent');
    await app.db.insertInto('consumer_sessions').values({ id: randomUUID(), token_hash: randomUUID(), account_id: ids.goneAccount, created_at: '2024-04-02T00:00:00Z', expires_at: '2099-01-01T00:00:00Z' }).execute();
    ids.staleRun = await run('active', '2026-10-10T00:00:00Z');
    ids.freshRun = await run('active', '2026-11-10T00:00:00Z');
    ids.oldPreview = await run('completed', '2026-10-01T00:00:00Z', 1);
    ids.oldFinished = await run('completed', '2024-04-01T12:00:00Z');
    ids.finished = await run('completed', '2026-10-01T12:00:00Z');
    await app.db.insertInto('refusal_notices').values([{ email_hash: 'email-recent', day: '2026-11-21' }, { email_hash: 'email-recent', day: '2026-11-22' }, { email_hash: 'email-recent', day: '2026-11-23' }]).execute();
    await app.scheduler.tick();
  });
  afterAll(() => app.close());

  const row = (name: string) => app.db.selectFrom('consumers').selectAll().where('id', '=', ids[name]!).executeTakeFirstOrThrow();

  it('erases the personal fields and hashes of people without an order for 24 months, keeping their orders\' facts', async () => {
    const gone = await row('gone');
    expect(gone.purged_at).toBe(clock.at.toISOString());
    expect([gone.first_name_enc, gone.email_enc, gone.dob_enc, gone.ship_address_enc, gone.ship_zip_enc]).toEqual(['', '', '', '', '']);
    expect([gone.person_hash, gone.email_hash, gone.address_hash, gone.phone_hash]).toEqual([`purged:${gone.id}`, `purged:${gone.id}`, `purged:${gone.id}`, null]);
    expect([gone.ship_state, gone.ship_county]).toEqual(['CO', 'Denver']);
    const orders = await app.db.selectFrom('consumer_orders').select(['state', 'county', 'product_id', 'quantity', 'order_date']).where('consumer_id', '=', gone.id).execute();
    expect(orders).toEqual([{ state: 'CO', county: 'Denver', product_id: NARCAN, quantity: 2, order_date: '2024-04-01T12:00:00Z' }]);
  });

  it('keeps people who ordered within the period, and a returning person\'s newer row (the refill rules still know them)', async () => {
    for (const name of ['returning', 'recent', 'refill-new']) expect((await row(name)).purged_at, name).toBeNull();
    expect((await row('refill-old')).purged_at).not.toBeNull();
    const known = await app.db.selectFrom('consumers').select('id').where('person_hash', '=', 'person-refiller').execute();
    expect(known.map((r) => r.id)).toEqual([ids['refill-new']]);
  });

  it('deletes the accounts of erased emails with their sessions, runs nobody finished in 30 days, and finished runs past the period', async () => {
    expect((await app.db.selectFrom('consumer_accounts').select('id').execute()).map((a) => a.id)).toEqual([ids.recentAccount]);
    expect(await app.db.selectFrom('consumer_sessions').select('id').execute()).toEqual([]);
    const runs = (await app.db.selectFrom('flow_runs').select('id').execute()).map((r) => r.id).sort();
    expect(runs).toEqual([ids.freshRun, ids.finished].sort());
  });

  it('forgets which addresses were sent a refusal email, but for today and yesterday', async () => {
    expect((await app.db.selectFrom('refusal_notices').select('day').orderBy('day').execute()).map((r) => r.day)).toEqual(['2026-11-22', '2026-11-23']);
  });

  it('reports counts, never values, in its run and in the audit log, and runs once a day', async () => {
    const counts = { consumers: 2, accounts: 1, links: 0, unfinishedRuns: 2, finishedRuns: 1, emails: 0, refusalNotices: 1, responses: 0 };
    const done = await app.db.selectFrom('job_runs').select(['period', 'outcome']).where('job', '=', 'retention').execute();
    expect(done).toEqual([{ period: '2026-11-23', outcome: JSON.stringify(counts) }]);
    const audit = await app.db.selectFrom('audit_log').select(['actor_user_id', 'detail']).where('action', '=', 'retention.run').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actor_user_id).toBeNull();
    expect(JSON.parse(audit[0]!.detail!)).toEqual({ ...counts, retentionMonths: 24, cutoff: '2024-11-23T10:30:00.000Z' });
    await app.scheduler.tick();
    expect(await app.db.selectFrom('audit_log').select('id').where('action', '=', 'retention.run').execute()).toHaveLength(1);
  });
});
