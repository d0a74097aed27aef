import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeConsumerOrder } from '#server/areas/consumer-orders/consumer-order.service.ts';
import { readConsumerDetails } from '#server/areas/consumers/consumer-details.ts';
import { validateConsumer } from '#server/areas/consumers/consumer-validation.service.ts';
import { consumerFlow } from '#server/areas/flows/consumer-flow.ts';
import { statesOf } from '#server/areas/us-states/state-calendar.ts';
import { createUser } from '../auth-helpers.ts';
import { buildFlowApp, setQuota } from '../flow-helpers.ts';
import { testDatabases } from '../test-db.ts';
import { inviteToAccount } from '#server/areas/consumer-accounts/index.ts';
import { earlierOrders } from '#server/areas/consumer-orders/index.ts';

const NARCAN = '69547-353-02';

/** Threshold alerts (decision 027): the order that crosses 50, 10 or 0 % alerts subscribers once; the hourly sweep does the rest. */
describe.each(testDatabases())('quota threshold alerts on $name', (database) => {
  let app: FastifyInstance;
  let clock: { at: Date };
  beforeAll(async () => {
    ({ app, clock } = await buildFlowApp(database, { at: new Date('2026-11-10T18:00:00Z') }));
    const subscribed = await createUser(app.db, { email: 'alerts@example.org', role: 'admin', firstName: 'Cleo' });
    await createUser(app.db, { email: 'quiet@example.org', role: 'admin' });
    await app.db.updateTable('users').set({ sub_quota_thresholds: 1 }).where('id', '=', subscribed).execute();
  });
  afterAll(() => app.close());

  /** One order of `kits` in Colorado by a new person, through the order path. */
  async function order(kits: number) {
    const who = randomUUID().slice(0, 8);
    const read = readConsumerDetails({
      firstName: 'Test', lastName: `Person${who}`, phone: '303-555-0100', email: `${who}@example.org`, dateOfBirth: '1980-01-01', gender: 'Male',
      address: `${who} Main St`, state: 'CO', city: 'Town', zipCode: '80202', shipToAddressType: 'Home',
      shipToAddress: `${who} Main St`, shipToState: 'CO', shipToCity: 'Town', shipToZipCode: '80202',
    }, '2026-11-10');
    if ('problems' in read) throw new Error(JSON.stringify(read.problems));
    const flow = consumerFlow(app.flows);
    const states = await statesOf(app.db);
    const validated = await validateConsumer(app.db, {
      cipher: app.fieldCipher, hasher: app.keyedHasher, now: app.now(), flow, states, servedCounties: () => null, checkRefillInterval: true, earlierOrders,
    }, read.details);
    const placed = await placeConsumerOrder(app.db, { cipher: app.fieldCipher, flow, now: app.now(), states, publicOrigin: 'https://portal.test', accountInvitation: inviteToAccount }, {
      runId: randomUUID(), consumerId: validated.consumer!.id as string, requestReason: 'New Request', ndc: NARCAN, qty: kits, why: null, state: 'CO',
      newConsumer: validated.consumer!,
    });
    expect(placed.kind).toBe('placed');
  }

  const alerts = () => app.db.selectFrom('outbox').select(['to_address', 'subject', 'text_body']).where('kind', '=', 'quota-alert').orderBy('created_at').execute();
  const raised = () => app.db.selectFrom('quota_alerts').select(['state', 'period', 'threshold']).orderBy('state').orderBy('threshold', 'desc').execute();

  it('alerts subscribers once per threshold, from the order that crossed it', async () => {
    await setQuota(app, 'CO', 16); // 8 kits of 2 units
    await order(2); // 75 % left
    expect(await alerts()).toEqual([]);
    await order(2); // 50 % left: reached
    expect((await alerts()).map((a) => [a.to_address, a.subject])).toEqual([['alerts@example.org', 'Quota alert: Colorado has 50 % of its November 2026 quota left']]);
    await order(1); // 37.5 %: nothing new
    expect(await alerts()).toHaveLength(1);
    await order(3); // 0 %: 10 and 0 reached by one order, one email about the lowest
    const all = await alerts();
    expect(all.map((a) => a.subject)).toEqual([
      'Quota alert: Colorado has 50 % of its November 2026 quota left',
      "Quota alert: Colorado's quota for November 2026 is used up",
    ]);
    expect(all[1]!.text_body).toContain('No kit can be ordered in Colorado until the quota resets on December 1, 2026, unless the quota is raised.');
    expect(await raised()).toEqual([
      { state: 'CO', period: '2026-11', threshold: 50 },
      { state: 'CO', period: '2026-11', threshold: 10 },
      { state: 'CO', period: '2026-11', threshold: 0 },
    ]);
    // The sweep finds nothing left to say.
    await app.scheduler.tick();
    expect(await alerts()).toHaveLength(2);
  });

  it('lets the hourly sweep alert what no order crossed (a quota lowered by staff), once', async () => {
    await setQuota(app, 'KY', 100);
    await app.db.insertInto('quota_usage').values({ state: 'KY', period: '2026-11', used_units: 60 }).execute();
    clock.at = new Date('2026-11-10T19:00:00Z');
    await app.scheduler.tick();
    expect((await alerts()).at(-1)!.subject).toBe('Quota alert: Kentucky has 50 % of its November 2026 quota left');
    expect((await alerts()).at(-1)!.text_body).toContain('40 of 100 units remain for November 2026. The quota resets on December 1, 2026.');
    await setQuota(app, 'KY', 64); // 4 units left: 6.25 %
    clock.at = new Date('2026-11-10T20:00:00Z');
    await app.scheduler.tick();
    await app.scheduler.tick();
    expect((await alerts()).map((a) => a.subject).filter((s) => s.includes('Kentucky'))).toEqual([
      'Quota alert: Kentucky has 50 % of its November 2026 quota left',
      'Quota alert: Kentucky has 10 % of its November 2026 quota left',
    ]);
    const runs = await app.db.selectFrom('job_runs').select(['period', 'outcome']).where('job', '=', 'quota-thresholds').orderBy('period').execute();
    expect(runs.at(-1)).toEqual({ period: '2026-11-10T13', outcome: JSON.stringify({ states: 2, alerts: 1, emails: 1 }) });
    // Five raised in all, each once: Colorado's three, Kentucky's 50 and 10.
    expect(await raised()).toHaveLength(5);
  });
});
