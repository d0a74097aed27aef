/**
 * Staff preview runs (decision 021): any version, a draft included, through the real engine and the
 * ordinary step path; effects answer what the studio declares; nothing of the programme's data is read or written.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveScenario } from '#engine/scenarios.ts';
import type { FlowRunReply } from '#schemas/generated/flow-run-api.ts';
import type { Scenario } from '#schemas/generated/flow-scenarios.ts';
import type { FlowVersion, FlowVersionDetail } from '#schemas/generated/flow-studio-api.ts';
import { browserHeaders, createUser, sessionCookie } from './auth-helpers.ts';
import { buildFlowApp, setQuota } from './flow-helpers.ts';
import { testDatabases } from './test-db.ts';

describe.each(testDatabases())('preview runs on $name', (database) => {
  let app: FastifyInstance;
  let staff: string;
  let scenarios: Scenario[];
  beforeAll(async () => {
    ({ app } = await buildFlowApp(database));
    await setQuota(app, 'CO', 1000);
    staff = await sessionCookie(app, await createUser(app.db, { email: 'previewer@example.org', role: 'admin' }));
    scenarios = (await app.inject({ method: 'GET', url: '/api/flows/consumer/scenarios', headers: browserHeaders(app, 'GET', staff) })).json<{ scenarios: Scenario[] }>().scenarios;
  });
  afterAll(() => app.close());

  const as = (cookie: string | null, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    app.inject({ method, url, ...(payload === undefined ? {} : { payload: payload as object }), headers: browserHeaders(app, method, cookie ?? undefined) });
  /** A scenario of v2 with its base merged in: its answers step by step. */
  const stepsOf = (id: string) => {
    const mine = scenarios.filter((s) => s.versions?.includes(2));
    const resolved = resolveScenario(mine, mine.find((s) => s.id === id)!);
    if (typeof resolved === 'string') throw new Error(resolved);
    return resolved.steps;
  };
  const count = async (table: 'consumers' | 'consumer_orders' | 'quota_usage' | 'outbox') =>
    Number((await app.db.selectFrom(table).select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow()).n);

  it('is for staff only, from the start and at every later call', async () => {
    const refused = await as(null, 'POST', '/api/flow-runs', { flowId: 'consumer', preview: true });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'PREVIEW_ONLY' });
    const started = await as(staff, 'POST', '/api/flow-runs', { flowId: 'consumer', preview: true });
    expect(started.statusCode).toBe(201);
    const { runId } = started.json<FlowRunReply>();
    expect((await as(null, 'GET', `/api/flow-runs/${runId}`)).json()).toMatchObject({ code: 'PREVIEW_ONLY' });
    expect((await as(null, 'POST', `/api/flow-runs/${runId}/steps/1`, { answers: [] })).statusCode).toBe(403);
    expect((await as(staff, 'GET', `/api/flow-runs/${runId}`)).statusCode).toBe(200);
    // A consumer's run takes no preview options.
    expect((await as(null, 'POST', '/api/flow-runs', { flowId: 'consumer', version: 1 })).statusCode).toBe(400);
  });

  it('runs the open draft by default, to the end, with nothing written, spent or sent', async () => {
    const draft = (await as(staff, 'POST', '/api/flows/consumer/drafts', { from: 2 })).json<FlowVersionDetail>();
    const before = { consumers: await count('consumers'), orders: await count('consumer_orders'), quota: await count('quota_usage'), mail: await count('outbox') };
    const reply = await as(staff, 'POST', '/api/flow-runs', { flowId: 'consumer', preview: true, previewAnswers: stepsOf('colorado-order') });
    expect(reply.statusCode).toBe(201);
    const run = reply.json<FlowRunReply>();
    expect(run.flow).toEqual({ id: 'consumer', version: draft.version.version });
    expect(run.status).toBe('completed');
    expect(run.mrn).toBe('PREVIEW');
    expect({ consumers: await count('consumers'), orders: await count('consumer_orders'), quota: await count('quota_usage'), mail: await count('outbox') }).toEqual(before);
    // Not a run in progress of any version.
    const versions = (await as(staff, 'GET', '/api/flows/consumer/versions')).json<FlowVersion[]>();
    expect(versions.every((v) => v.runsInProgress === 0)).toBe(true);
  });

  it('opens at a later step, and its effects answer what was declared', async () => {
    const atStep3 = await as(staff, 'POST', '/api/flow-runs', { flowId: 'consumer', version: 2, preview: true, previewAnswers: { 1: stepsOf('colorado-order')['1'], 2: stepsOf('colorado-order')['2'] } });
    expect(atStep3.json<FlowRunReply>().step?.number).toBe(3);
    // 5 units left: 2 kits offered at most.
    const low = await as(staff, 'POST', '/api/flow-runs', { flowId: 'consumer', version: 2, preview: true, previewEffects: { remainingUnits: 5 }, previewAnswers: { 1: stepsOf('colorado-order')['1'], 2: stepsOf('colorado-order')['2'] } });
    expect(low.json<FlowRunReply>().step?.questions.find((q) => q.id === 'q-qty')?.choices.map((c) => c.id)).toEqual(['qty-1', 'qty-2']);
    // An earlier order last month: the refill is refused with the date to order again, in the flow's words.
    const soon = await as(staff, 'POST', '/api/flow-runs', {
      flowId: 'consumer', version: 2, preview: true, previewEffects: { earlierOrder: true, lastOrderDate: '2025-02-01' }, previewAnswers: stepsOf('refill-too-soon'),
    });
    expect(soon.statusCode).toBe(406);
    expect(soon.json<{ reasons: string[]; message: string }>().message).toMatch(/step 5/);
    expect(soon.json<{ reasons: string[] }>().reasons.join(' ')).toContain('You can order again from April 1, 2025.');
  });

  it('writes a walk down as a scenario that the check then plays and passes', async () => {
    const done = (await as(staff, 'POST', '/api/flow-runs', { flowId: 'consumer', preview: true, previewAnswers: stepsOf('colorado-order') })).json<FlowRunReply>();
    const walk = await as(staff, 'GET', `/api/flow-runs/${done.runId}/walk`);
    expect(walk.statusCode).toBe(200);
    const written = walk.json<Omit<Scenario, 'id' | 'description'>>();
    expect(written.expect).toEqual({ outcome: 'completed', step: done.step?.number });
    expect(Object.keys(written.steps ?? {})).toEqual(Object.keys(stepsOf('colorado-order')).filter((n) => Number(n) < done.step!.number));
    expect(written.effects?.submitOrder).toEqual({ mrn: 'PREVIEW' });
    const saved = await as(staff, 'POST', '/api/flows/consumer/scenarios', { name: 'Walk Colorado', description: 'Saved from a preview', walk: written });
    expect(saved.statusCode).toBe(200);
    const draft = done.flow.version;
    const check = (await as(staff, 'GET', `/api/flows/consumer/versions/${draft}/check`)).json<{ scenarios: { name: string; passed: boolean; message: string }[] }>();
    expect(check.scenarios.find((s) => s.name === 'walk-colorado')).toMatchObject({ passed: true });

    // Stopped at step 3: the walk expects step 3, with the answers of steps 1 and 2.
    const early = (await as(staff, 'POST', '/api/flow-runs', { flowId: 'consumer', preview: true, previewAnswers: { 1: stepsOf('colorado-order')['1'], 2: stepsOf('colorado-order')['2'] } })).json<FlowRunReply>();
    const partial = (await as(staff, 'GET', `/api/flow-runs/${early.runId}/walk`)).json<Omit<Scenario, 'id' | 'description'>>();
    expect(partial.expect).toEqual({ outcome: 'step', step: 3 });
    expect(Object.keys(partial.steps ?? {})).toEqual(['1', '2']);
  });

  it('has no walk for a consumer\'s run, nor for anyone signed out', async () => {
    const consumerRun = (await as(null, 'POST', '/api/flow-runs', { flowId: 'consumer' })).json<FlowRunReply>();
    expect((await as(staff, 'GET', `/api/flow-runs/${consumerRun.runId}/walk`)).statusCode).toBe(404);
    expect((await as(null, 'GET', `/api/flow-runs/${consumerRun.runId}/walk`)).statusCode).toBe(401);
  });

  it('refuses a version that does not exist', async () => {
    const missing = await as(staff, 'POST', '/api/flow-runs', { flowId: 'consumer', version: 99, preview: true });
    expect(missing.statusCode).toBe(404);
  });
});
