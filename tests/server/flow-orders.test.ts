import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MRN_PATTERN } from '#schemas/mrn.ts';
import { buildFlowApp, dale, END_STEP, LATEST_CONSUMER_VERSION, maria, setQuota, startRun, walk } from './flow-helpers.ts';
import { testDatabases } from './test-db.ts';

describe.each(testDatabases())('a full order through the questionnaire API on $name', (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await buildFlowApp(database));
    await setQuota(app, 'CO', 480);
    await setQuota(app, 'KY', 300);
  });
  afterAll(() => app.close());

  it('starts a run pinned to the latest published consumer flow, at step 1 of all, with an unguessable id', async () => {
    const run = await startRun(app);
    expect(run.runId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(run.flow).toEqual({ id: 'consumer', version: LATEST_CONSUMER_VERSION });
    expect(run.step).toMatchObject({ number: 1, total: END_STEP });
    expect(run.step!.questions[0]).toMatchObject({ type: 'RADIO_BUTTON', field: 'state', mandatory: true });
    expect(run.step!.questions[0]!.choices.map((c) => c.choice)).toEqual(['Colorado', 'Kentucky', 'My state is not listed']);
    const row = await app.db.selectFrom('flow_runs').selectAll().where('id', '=', run.runId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ flow_id: 'consumer', flow_version: LATEST_CONSUMER_VERSION, current_step: 1, status: 'active' });
  });

  it('orders in Colorado: 4 kits, the MRN on the END step and in the confirmation email, 8 units taken', async () => {
    const end = await walk(app, maria);
    expect(end.status).toBe('completed');
    expect(end.step).toMatchObject({ number: END_STEP, final: true });
    expect(end.mrn).toMatch(MRN_PATTERN);
    expect(end.step!.questions[0]!.comment).toContain(end.mrn);

    const order = await app.db.selectFrom('consumer_orders').selectAll().where('mrn', '=', end.mrn!).executeTakeFirstOrThrow();
    expect(order).toMatchObject({ run_id: end.runId, state: 'CO', quantity: 4, units: 8, reason: 'New Request', period: '2025-03', county: null });
    const usage = await app.db.selectFrom('quota_usage').selectAll().where('state', '=', 'CO').execute();
    expect(usage).toEqual([{ state: 'CO', period: '2025-03', used_units: 8 }]);

    // The recipient is stored enciphered (decision 012): it is found by reading it back with the key.
    const mail = (await app.db.selectFrom('outbox').selectAll().where('kind', '=', 'order-confirmation').execute())
      .filter((row) => app.fieldCipher.decrypt(row.to_address) === maria.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toContain(end.mrn);
    expect(mail[0]!.text_body).toContain(end.mrn);

    const remaining = await app.inject({ method: 'GET', url: '/api/quotas/remaining?state=CO' });
    expect(remaining.json()).toEqual([{ state: 'CO', month: expect.stringMatching(/^\d{4}-\d{2}$/), remaining: 472 }]);

    // Resuming after a reload shows the END step with the MRN.
    const again = await app.inject({ method: 'GET', url: `/api/flow-runs/${end.runId}` });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ status: 'completed', mrn: end.mrn, step: { number: END_STEP, final: true } });
  });

  it('orders in Kentucky for an eastern county: 2 generic kits, county and zip as held, 4 units of KY', async () => {
    const end = await walk(app, dale);
    expect(end.mrn).toMatch(MRN_PATTERN);
    const order = await app.db
      .selectFrom('consumer_orders as co')
      .innerJoin('products as p', 'p.id', 'co.product_id')
      .select(['co.state', 'co.county', 'co.quantity', 'co.units', 'p.ndc'])
      .where('co.mrn', '=', end.mrn!)
      .executeTakeFirstOrThrow();
    expect(order).toEqual({ state: 'KY', county: 'Pike', quantity: 2, units: 4, ndc: '0093-2165-68' });
    const consumer = await app.db.selectFrom('consumers').selectAll().where('ship_state', '=', 'KY').executeTakeFirstOrThrow();
    expect(consumer.ship_county).toBe('Pike');
    expect(app.fieldCipher.decrypt(consumer.ship_zip_enc)).toBe('41501');
    expect(app.fieldCipher.decrypt(consumer.phone_enc)).toBe('606-555-0199');
    const run = await app.db.selectFrom('flow_runs').selectAll().where('id', '=', end.runId).executeTakeFirstOrThrow();
    expect(run).toMatchObject({ status: 'completed', current_step: END_STEP, consumer_id: consumer.id });
    expect(run.order_id).toBeTruthy();
  });

  it('keeps personal data encrypted at rest: no name, email or answer in clear in any row', async () => {
    const consumers = await app.db.selectFrom('consumers').selectAll().execute();
    const runs = await app.db.selectFrom('flow_runs').selectAll().execute();
    const text = JSON.stringify([consumers, runs]);
    for (const secret of [maria.lastName, maria.email, dale.lastName, '1437 Bannock', '303-555-0142', '1986-07-02', 'q-first-name']) {
      expect(text).not.toContain(secret);
    }
    expect(consumers.every((c) => c.first_name_enc.startsWith('v1:'))).toBe(true);
    expect(runs.every((r) => r.answers_enc.startsWith('v1:'))).toBe(true);
  });
});
