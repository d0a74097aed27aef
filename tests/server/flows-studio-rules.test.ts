/**
 * The programme's rules live in the flow only: a cap changed in a studio draft (with the choice it needs) and published
 * is what the quantity step offers and what the order path allows, at once and without a restart.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DraftSaved, FlowVersionDetail } from '#schemas/generated/flow-studio-api.ts';
import { browserHeaders, createUser, sessionCookie } from './auth-helpers.ts';
import { LATEST_CONSUMER_VERSION, buildFlowApp, maria, setQuota, walk } from './flow-helpers.ts';
import { testDatabases } from './test-db.ts';

describe.each(testDatabases())('a cap changed in the studio on $name', (database) => {
  let app: FastifyInstance;
  let admin: string;
  let superAdmin: string;
  beforeAll(async () => {
    ({ app } = await buildFlowApp(database));
    await setQuota(app, 'CO', 1000);
    admin = await sessionCookie(app, await createUser(app.db, { email: 'editor@example.org', role: 'admin' }));
    superAdmin = await sessionCookie(app, await createUser(app.db, { email: 'publisher@example.org', role: 'superAdmin' }));
  });
  afterAll(() => app.close());

  const staff = (cookie: string, method: 'POST' | 'PATCH', url: string, payload: unknown) =>
    app.inject({ method, url, payload: payload as object, headers: browserHeaders(app, method, cookie) });
  const offeredKits = async () => {
    const reply = await walk(app, { ...maria, email: `${randomUUID()}@example.org` }, { stopBefore: 3 });
    return reply.step?.questions.find((q) => q.field === 'qty')?.choices.map((c) => c.value);
  };

  it('is offered and ordered as soon as it is published', async () => {
    expect(await offeredKits()).toEqual([1, 2, 3, 4]);

    const draft = (await staff(admin, 'POST', '/api/flows/consumer/drafts', { from: LATEST_CONSUMER_VERSION })).json<FlowVersionDetail>();
    const saved = await staff(admin, 'PATCH', `/api/flows/consumer/versions/${draft.version.version}`, [
      { op: 'replace', path: '/constants/newRequestCap', value: 5 },
      { op: 'add', path: '/steps/2/questions/0/choices/-', value: { id: 'qty-5', text: { en: '5 kits', es: '5 kits' }, position: 5, value: 5 } },
    ]);
    expect(saved.json<DraftSaved>().check.ok).toBe(true);
    // Not live before it is published.
    expect(await offeredKits()).toEqual([1, 2, 3, 4]);
    const published = await staff(superAdmin, 'POST', `/api/flows/consumer/versions/${draft.version.version}/publish`, { notes: 'Five kits for a first request' });
    expect(published.statusCode).toBe(200);

    expect(await offeredKits()).toEqual([1, 2, 3, 4, 5]);
    const done = await walk(app, { ...maria, lastName: 'After', email: 'after@example.org', qty: 5 });
    expect(done.step?.final).toBe(true);
    const order = await app.db.selectFrom('consumer_orders').select(['quantity', 'mrn']).where('mrn', '=', done.mrn!).executeTakeFirstOrThrow();
    expect(order.quantity).toBe(5);
  });
});
