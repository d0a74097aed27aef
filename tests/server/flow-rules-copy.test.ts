/**
 * The server follows the flow's programme rules, not rules of its own: an app whose consumer flow is a copy with
 * caps 3 (new) and 1 (refill) and refills 4 months apart offers, decides and orders by the copy.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeConsumerOrder } from '#server/areas/consumer-orders/consumer-order.service.ts';
import { statesOf } from '#server/areas/us-states/state-calendar.ts';
import { consumerFlow } from '#server/areas/flows/consumer-flow.ts';
import { otherRulesCopy } from '../engine/fixtures.ts';
import { privateRefusalText } from '#server/areas/consumers/order-history.ts';
import { buildFlowApp, maria, refusalNotices, setQuota, walk } from './flow-helpers.ts';
import { testDatabases } from './test-db.ts';
import { inviteToAccount } from '#server/areas/consumer-accounts/index.ts';

const NARCAN = '69547-353-02';

describe.each(testDatabases())('a consumer flow with other caps and interval on $name', (database) => {
  let app: FastifyInstance;
  let clock: { at: Date };
  let flowsRoot: string;
  beforeAll(async () => {
    flowsRoot = mkdtempSync(join(tmpdir(), 'flows-copy-'));
    mkdirSync(join(flowsRoot, 'consumer'));
    writeFileSync(join(flowsRoot, 'consumer', 'v2.json'), JSON.stringify(otherRulesCopy()));
    ({ app, clock } = await buildFlowApp(database, { flowsRoot }));
    await setQuota(app, 'CO', 1000);
  });
  afterAll(async () => {
    await app.close();
    rmSync(flowsRoot, { recursive: true, force: true });
  });

  const offeredKits = async (requestReason: string) => {
    const reply = await walk(app, { ...maria, requestReason, email: `${randomUUID()}@example.org` }, { stopBefore: 3 });
    return reply.step?.questions.find((q) => q.field === 'qty')?.choices.map((c) => c.value);
  };

  it('runs the copy', () => {
    expect(consumerFlow(app.flows).constants).toMatchObject({ newRequestCap: 3, refillCap: 1, refillIntervalMonths: 4 });
  });

  it('offers the copy\'s caps at the quantity step', async () => {
    expect(await offeredKits('New Request')).toEqual([1, 2, 3]);
    expect(await offeredKits('Lost')).toEqual([1]);
  });

  it('refuses a refill within the copy\'s interval at consumer validation, and lets it through after it', async () => {
    const person = { ...maria, lastName: 'Copy', email: 'copy.interval@example.org', qty: 3 };
    clock.at = new Date('2025-03-14T18:00:00Z');
    expect((await walk(app, person)).step?.final).toBe(true);
    clock.at = new Date('2025-06-14T18:00:00Z'); // 3 months on: enough under the published flows, not under the copy
    // The step leaving the details is refused (406); the copy's interval and date go to the person's email.
    await expect(walk(app, { ...person, requestReason: 'Expired', qty: 1 })).rejects.toThrow(
      `step 5: 406 {"code":"NOT_ACCEPTABLE","message":"Your request cannot be accepted.","reasons":[${JSON.stringify(privateRefusalText('en'))}]}`,
    );
    expect(await refusalNotices(app, person.email)).toEqual([expect.stringContaining('You can order again from July 14, 2025. Refills are available no sooner than 4 months apart.')]);
    clock.at = new Date('2025-07-14T18:00:00Z');
    expect((await walk(app, { ...person, requestReason: 'Expired', qty: 1 })).step?.final).toBe(true);
  });

  it('places and refuses orders by the copy\'s order rules', async () => {
    const person = { ...maria, lastName: 'Order', email: 'copy.order@example.org', qty: 3 };
    clock.at = new Date('2025-03-14T18:00:00Z');
    const first = await walk(app, person);
    const { consumer_id: consumerId } = await app.db.selectFrom('consumer_orders').select('consumer_id').where('mrn', '=', first.mrn!).executeTakeFirstOrThrow();
    const order = async (at: string, qty: number) => {
      clock.at = new Date(at);
      return placeConsumerOrder(app.db, {
        cipher: app.fieldCipher, flow: consumerFlow(app.flows), now: app.now(), states: await statesOf(app.db), publicOrigin: 'https://portal.test', accountInvitation: inviteToAccount,
      }, { runId: randomUUID(), consumerId, requestReason: 'Expired', ndc: NARCAN, qty, why: null, state: 'CO' });
    };
    // The reply words them privately; the words of the copy's rules go to the person's address (decision 042).
    expect(await order('2025-06-14T18:00:00Z', 1)).toEqual({ kind: 'refused', refusals: [{ code: 'refillTooSoon', message: privateRefusalText('en') }] });
    expect(await order('2025-07-14T18:00:00Z', 2)).toEqual({ kind: 'refused', refusals: [{ code: 'overCap', message: privateRefusalText('en') }] });
    expect(await refusalNotices(app, person.email)).toEqual([
      expect.stringContaining('You can order again from July 14, 2025. Refills are available no sooner than 4 months apart.'),
      expect.stringContaining('Our records show an earlier order for you, so this request is a refill: at most 1 kits.'),
    ]);
    expect(await order('2025-07-14T18:00:00Z', 1)).toMatchObject({ kind: 'placed', created: true, order: { qty: 1 } });
  });
});
