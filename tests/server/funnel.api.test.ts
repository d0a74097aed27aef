import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ViewQuestion } from '#schemas/generated/flow-api.ts';
import type { FunnelReport } from '#schemas/generated/funnel.ts';
import { consumerFlow } from '#server/areas/flows/consumer-flow.ts';
import { browserHeaders, createUser, sessionCookie } from './auth-helpers.ts';
import { answersFor, buildFlowApp, maria, type Person, setQuota, solvedCaptcha, startRun, submit, versionsSeed, walk } from './flow-helpers.ts';
import { testDatabases } from './test-db.ts';

/*
 * Where people give up (decision 029): a seeded set of real runs through the questionnaire API, then the
 * funnel counted from them. Ordered, left at a step, ineligible and refused runs; a preview that is never counted;
 * the counts outlive the runs; nothing in the funnel leads back to a run.
 */
describe.each(testDatabases())('the questionnaire funnel on $name', (database) => {
  let app: FastifyInstance;
  let clock: { at: Date };
  let admin: string;
  let customer: string;
  const runIds: string[] = [];
  const person = (overrides: Partial<Person> = {}): Person => ({ ...maria, email: `f${Math.random().toString(36).slice(2)}@example.org`, lastName: `F${Math.random().toString(36).slice(2, 8)}`, ...overrides });
  const funnel = async (query = '', cookie: string | null = admin) => app.inject({ method: 'GET', url: `/api/flows/consumer/funnel${query}`, headers: browserHeaders(app, 'GET', cookie ?? undefined) });

  beforeAll(async () => {
    ({ app, clock } = await buildFlowApp(database, { flowsRoot: versionsSeed(3) }));
    await setQuota(app, 'CO', 10_000);
    await setQuota(app, 'KY', 10_000);
    admin = await sessionCookie(app, await createUser(app.db, { email: 'funnel-admin@example.org', role: 'admin' }));
    customer = await sessionCookie(app, await createUser(app.db, { email: 'funnel-buyer@example.org', role: 'customer' }));

    // The seeded run set, all started on 2025-03-14 (Denver): 3 ordered, 2 left at step 4, 1 ineligible, 1 refused.
    const repeat = person();
    for (const p of [repeat, person(), person({ state: 'KY', county: 'Pike' })]) runIds.push((await walk(app, p)).runId);
    for (let i = 0; i < 2; i++) runIds.push((await walk(app, person(), { stopBefore: 4 })).runId);
    const ohio = await startRun(app);
    runIds.push(ohio.runId);
    expect((await submit(app, ohio.runId, 1, [{ questionId: 'q-state', choiceIds: ['state-OH'] }])).json()).toMatchObject({ status: 'ineligible' });
    // The same person again at once: a refill asked too soon, refused by the order rules.
    const again = await walk(app, repeat, { stopBefore: 5 });
    runIds.push(again.runId);
    const refused = await submit(app, again.runId, 5, answersFor(again.step!.questions as ViewQuestion[], { ...repeat, captcha: await solvedCaptcha(app) }));
    expect(refused.statusCode).toBe(406);
    // A staff preview is never counted.
    const preview = await app.inject({ method: 'POST', url: '/api/flow-runs', payload: { flowId: 'consumer', preview: true }, headers: browserHeaders(app, 'POST', admin) });
    expect(preview.statusCode).toBe(201);
  });
  afterAll(() => app.close());

  it('counts per step the runs reaching it, completing it, leaving there and ended there, and how the runs ended', async () => {
    const reply = await funnel();
    expect(reply.statusCode).toBe(200);
    const report = reply.json<FunnelReport>();
    expect(report).toMatchObject({ flowId: 'consumer', version: 3, from: '2025-02-13', to: '2025-03-14', timeZone: 'America/Denver', placesOrders: true, runs: 7 });
    expect(report.outcomes).toEqual({ ordered: 3, ineligible: 1, refused: 1, open: 2 });
    const step = (n: number) => report.steps.find((s) => s.number === n)!;
    expect(report.steps.map((s) => s.number)).toEqual(consumerFlow(app.flows).steps.map((s) => s.number));
    expect(step(1)).toMatchObject({ id: 'state', reached: 7, completed: 6, left: 0, ended: 1 });
    expect(step(4)).toMatchObject({ reached: 6, completed: 4, left: 2, ended: 0 });
    expect(step(5)).toMatchObject({ reached: 4, completed: 3, left: 0, ended: 1 });
    const last = report.steps.at(-1)!;
    expect(last).toMatchObject({ reached: 3, completed: 3, left: 0, ended: 0 });
    // Every step reached is completed, left or ended there: nobody is lost between the columns.
    for (const s of report.steps) expect(s.completed + s.left + s.ended).toBe(s.reached);
    // The clock stands still but for the training video, which the person watches to its end (168.8 s).
    const training = report.steps.find((s) => s.id === 'training')!;
    expect(training.medianSeconds).toBe(169);
    expect(step(2).medianSeconds).toBe(0);
    expect(last.medianSeconds).toBeNull();
  });

  it('names the reasons: the step of an ineligible run, the rules of a refused one', async () => {
    const report = (await funnel()).json<FunnelReport>();
    const ineligible = report.reasons.filter((r) => r.outcome === 'ineligible');
    expect(ineligible).toEqual([{ outcome: 'ineligible', code: 'state', label: expect.stringMatching(/^Sorry we are unable to provide … in your state/), runs: 1 }]);
    const refused = report.reasons.filter((r) => r.outcome === 'refused');
    // The rule's id in the version, and its English words without the person's dates.
    expect(refused).toEqual([{ outcome: 'refused', code: 'refill-interval', label: 'You can order again from …. Refills are available no sooner than … months apart.', runs: 1 }]);
  });

  it('counts by the day a run started, in the programme time zone, and per version', async () => {
    clock.at = new Date('2025-03-15T18:00:00Z');
    runIds.push((await startRun(app)).runId);
    expect((await funnel()).json<FunnelReport>()).toMatchObject({ to: '2025-03-15', runs: 8 });
    expect((await funnel('?from=2025-03-15&to=2025-03-15')).json<FunnelReport>()).toMatchObject({ runs: 1, outcomes: { open: 1 } });
    expect((await funnel('?from=2025-03-01&to=2025-03-14')).json<FunnelReport>()).toMatchObject({ runs: 7 });
    const v1 = (await funnel('?version=1&to=2025-03-15')).json<FunnelReport>();
    expect(v1).toMatchObject({ version: 1, runs: 0, outcomes: { ordered: 0, ineligible: 0, refused: 0, open: 0 }, reasons: [] });
    expect(v1.steps.every((s) => s.reached === 0 && s.medianSeconds === null)).toBe(true);
  });

  it('survives the runs: retention deletes runs, never the counts; nothing in the funnel leads back to a run', async () => {
    const before = (await funnel('?to=2025-03-15')).json<FunnelReport>();
    const journeys = (await app.db.selectFrom('funnel_runs').select('journey').execute()).map((r) => r.journey);
    expect(journeys).toHaveLength(8);
    for (const id of runIds) expect(journeys).not.toContain(id);
    await app.db.deleteFrom('flow_runs').execute();
    expect((await funnel('?to=2025-03-15')).json<FunnelReport>()).toEqual(before);
  });

  it('refuses a bad period, an unknown version or flow, and anyone but staff', async () => {
    for (const [query, message] of [
      ['?from=2025-03-15&to=2025-03-01', /starts \(2025-03-15\) after it ends/],
      ['?from=2025-02-30', /from must match format "date"/],
      ['?from=2023-01-01&to=2025-03-01', /at most 366 days/],
    ] as const) {
      const reply = await funnel(query);
      expect(reply.statusCode).toBe(400);
      expect(reply.json().message).toMatch(message);
    }
    expect((await funnel('?from=yesterday')).statusCode).toBe(400);
    expect((await funnel('?state=CO')).statusCode).toBe(400);
    expect((await funnel('?version=999')).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/flows/nothing/funnel', headers: browserHeaders(app, 'GET', admin) })).statusCode).toBe(404);
    expect((await funnel('', customer)).statusCode).toBe(403);
    expect((await funnel('', null)).statusCode).toBe(401);
  });

  it('counts a run that went back where it stands, and an ineligible run that went back as answering again', async () => {
    clock.at = new Date('2025-03-20T18:00:00Z');
    const day = '?from=2025-03-20&to=2025-03-20';
    const atWhy = await walk(app, person(), { stopBefore: 4 });
    expect((await app.inject({ method: 'POST', url: `/api/flow-runs/${atWhy.runId}/back`, payload: { step: 2 } })).statusCode).toBe(200);
    const ohio = await startRun(app);
    await submit(app, ohio.runId, 1, [{ questionId: 'q-state', choiceIds: ['state-OH'] }]);
    expect((await funnel(day)).json<FunnelReport>().outcomes).toMatchObject({ ineligible: 1, open: 1 });
    expect((await app.inject({ method: 'POST', url: `/api/flow-runs/${ohio.runId}/back`, payload: { step: 1 } })).statusCode).toBe(200);
    const report = (await funnel(day)).json<FunnelReport>();
    expect(report.outcomes).toEqual({ ordered: 0, ineligible: 0, refused: 0, open: 2 });
    expect(report.reasons).toEqual([]);
    const step = (n: number) => report.steps.find((s) => s.number === n)!;
    // Step 4 was reached and is not left: the person went back to step 2, where they stand.
    expect(step(4)).toMatchObject({ reached: 1, completed: 0, left: 0 });
    expect(step(2)).toMatchObject({ reached: 1, completed: 1, left: 1 });
    expect(step(1)).toMatchObject({ reached: 2, left: 1, ended: 0 });
  });
});
