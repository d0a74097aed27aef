import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ViewQuestion } from '#schemas/generated/flow-api.ts';
import type { FlowRunReply } from '#schemas/generated/flow-run-api.ts';
import { privateRefusalText } from '#server/areas/consumers/order-history.ts';
import { answersFor, buildFlowApp, maria, type Person, refusalNotices, SCENARIO_NOW, setQuota, solvedCaptcha, startRun, submit, versionsSeed, walk } from './flow-helpers.ts';
import { testDatabases } from './test-db.ts';

/*
 * Going back (POST /api/flow-runs/{runId}/back): the run returns to a step it has shown, keeps the later answers as
 * drafts, and decides every later step again on the way forward, so Back never skips the quiz, a cap or validation.
 */
describe.each(testDatabases())('going back in the questionnaire on $name', (database) => {
  let app: FastifyInstance;
  let clock: { at: Date };
  beforeAll(async () => {
    ({ app, clock } = await buildFlowApp(database, { flowsRoot: versionsSeed(3) }));
    await setQuota(app, 'CO', 10_000);
    await setQuota(app, 'KY', 10_000);
  });
  afterAll(() => app.close());

  const back = (runId: string, step: unknown, extra: Record<string, unknown> = {}): Promise<LightMyRequestResponse> =>
    app.inject({ method: 'POST', url: `/api/flow-runs/${runId}/back`, payload: { step, ...extra } });
  const questionsOf = (reply: FlowRunReply) => reply.step!.questions as ViewQuestion[];
  const answerOf = (reply: FlowRunReply, id: string) => questionsOf(reply).find((q) => q.id === id)?.answer;
  const runRow = (runId: string) => app.db.selectFrom('flow_runs').selectAll().where('id', '=', runId).executeTakeFirstOrThrow();
  const person = (overrides: Partial<Person> = {}): Person => ({ ...maria, email: `b${Math.random().toString(36).slice(2)}@example.org`, lastName: `B${Math.random().toString(36).slice(2, 8)}`, ...overrides });

  it('moves the run back to a step it has shown, keeping the answers given there and after it', async () => {
    const atWhy = await walk(app, person({ qty: 3 }), { stopBefore: 4 });
    const before = await runRow(atWhy.runId);
    const res = await back(atWhy.runId, 2);
    expect(res.statusCode).toBe(200);
    const atProduct: FlowRunReply = res.json();
    expect(atProduct).toMatchObject({ status: 'answering', step: { number: 2 } });
    expect(answerOf(atProduct, 'q-request-reason')).toEqual({ choiceIds: ['reason-new'] });
    const row = await runRow(atWhy.runId);
    expect(row.current_step).toBe(2);
    expect(Number(row.revision)).toBe(Number(before.revision) + 1);
    // Forward again: step 3 comes back with the quantity given before, as a draft to confirm.
    const again = await submit(app, atWhy.runId, 2, answersFor(questionsOf(atProduct), person()));
    expect(again.statusCode).toBe(200);
    expect(answerOf(again.json(), 'q-qty')).toEqual({ choiceIds: ['qty-3'] });
    expect(again.json().step.number).toBe(3);
  });

  it('refuses a step the run has not shown, a step ahead, and a bad body, changing nothing', async () => {
    const atQty = await walk(app, person(), { stopBefore: 3 });
    const before = await runRow(atQty.runId);
    for (const step of [5, 4]) {
      const res = await back(atQty.runId, step);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'CANNOT_GO_BACK', message: expect.stringContaining(`Step ${step}`) });
    }
    expect((await back(atQty.runId, 0)).statusCode).toBe(400);
    expect((await back(atQty.runId, 'two')).statusCode).toBe(400);
    expect((await back(atQty.runId, 1, { answers: [] })).statusCode).toBe(400);
    expect((await app.inject({ method: 'POST', url: `/api/flow-runs/${'x'.repeat(22)}/back`, payload: { step: 1 } })).statusCode).toBe(404);
    expect(await runRow(atQty.runId)).toEqual(before);
    // Going back to the step the run is on changes nothing (a repeated request is harmless).
    const same = await back(atQty.runId, 3);
    expect(same.statusCode).toBe(200);
    expect(await runRow(atQty.runId)).toEqual(before);
  });

  it('cannot skip the quiz with Back: after going back every later step must be answered again, in order', async () => {
    const p = person();
    const atQuiz3 = await walk(app, p, { stopBefore: 9 });
    expect((await back(atQuiz3.runId, 7)).statusCode).toBe(200);
    for (const step of [8, 9, 10]) {
      const res = await submit(app, atQuiz3.runId, step, [{ questionId: `q-quiz-${step - 6}`, choiceIds: [`quiz${step - 6}-b`] }]);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'WRONG_STEP', message: expect.stringContaining('step 7') });
    }
    const wrong = await submit(app, atQuiz3.runId, 7, [{ questionId: 'q-quiz-1', choiceIds: ['quiz1-a'] }]);
    expect(wrong.statusCode).toBe(422);
    expect(await app.db.selectFrom('consumer_orders').select('id').where('run_id', '=', atQuiz3.runId).execute()).toEqual([]);
    const resumed = (await app.inject({ method: 'GET', url: `/api/flow-runs/${atQuiz3.runId}` })).json();
    const end = await walk(app, p, { from: resumed });
    expect(end.step!.final).toBe(true);
    expect(end.mrn).toMatch(/^NX-/);
  });

  it('cannot exceed the refill cap with Back: validation runs again on the way forward and refuses 4 kits', async () => {
    const p = person();
    await walk(app, p);
    clock.at = new Date('2025-07-14T18:00:00Z');
    try {
      const refill = { ...p, qty: 2, requestReason: 'Used' };
      const atTraining = await walk(app, refill, { stopBefore: 6 });
      const validated = await runRow(atTraining.runId);
      expect(validated.consumer_id).not.toBeNull();
      // Back before validation: its result and its record of the person are gone.
      const atReason = await back(atTraining.runId, 2);
      expect(atReason.statusCode).toBe(200);
      expect((await runRow(atTraining.runId)).consumer_id).toBeNull();
      expect(await app.db.selectFrom('consumers').select('id').where('id', '=', validated.consumer_id!).execute()).toEqual([]);
      // Claiming a new request now offers 4 kits (no validation stands), but validation refuses them again.
      const atQty = await submit(app, atTraining.runId, 2, answersFor(questionsOf(atReason.json()), { ...p, requestReason: 'New Request' }));
      expect(questionsOf(atQty.json())[0]!.choices.map((c) => c.value)).toEqual([1, 2, 3, 4]);
      const atWhy = await submit(app, atTraining.runId, 3, [{ questionId: 'q-qty', choiceIds: ['qty-4'] }]);
      const atDetails = await submit(app, atTraining.runId, 4, answersFor(questionsOf(atWhy.json()), p));
      const details: FlowRunReply = atDetails.json();
      // The details come back as they were given, except the captcha, which must be solved again.
      expect(answerOf(details, 'q-last-name')).toEqual({ value: p.lastName });
      expect(answerOf(details, 'q-captcha')).toBeNull();
      const withoutCaptcha = await submit(app, atTraining.runId, 5, answersFor(questionsOf(details), p));
      expect(withoutCaptcha.statusCode).toBe(422);
      const res = await submit(app, atTraining.runId, 5, answersFor(questionsOf(details), { ...p, captcha: await solvedCaptcha(app) }));
      expect(res.statusCode).toBe(406);
      // The cap tells that this person ordered before: its words go to their email, not to the reply (decision 042).
      expect(res.json().reasons).toEqual([privateRefusalText('en')]);
      expect((await refusalNotices(app, p.email)).at(-1)).toMatch(/at most 2 kits/);
      expect(await app.db.selectFrom('consumer_orders').select('id').where('run_id', '=', atTraining.runId).execute()).toEqual([]);
    } finally {
      clock.at = SCENARIO_NOW;
    }
  });

  it('a changed name is validated again: going back to the details and forward makes a new validated record', async () => {
    const p = person();
    const atQuiz = await walk(app, p, { stopBefore: 7 });
    const first = (await runRow(atQuiz.runId)).consumer_id;
    const atDetails: FlowRunReply = (await back(atQuiz.runId, 5)).json();
    expect(atDetails.step!.number).toBe(5);
    const renamed = { ...p, firstName: 'Marisol', captcha: await solvedCaptcha(app) };
    const res = await submit(app, atQuiz.runId, 5, answersFor(questionsOf(atDetails), renamed));
    expect(res.statusCode).toBe(200);
    expect(res.json().step.number).toBe(6);
    const second = (await runRow(atQuiz.runId)).consumer_id;
    expect(second).not.toBeNull();
    expect(second).not.toBe(first);
    expect(await app.db.selectFrom('consumers').select('id').where('id', '=', first!).execute()).toEqual([]);
  });

  it('a run that placed its order cannot go back', async () => {
    const end = await walk(app, person());
    const before = await runRow(end.runId);
    const res = await back(end.runId, 10);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'RUN_FINISHED', message: expect.stringContaining('order has been placed') });
    expect(await runRow(end.runId)).toEqual(before);
  });

  it('an ineligible run can go back to choose a different state, and then goes on', async () => {
    const run = await startRun(app);
    const texas = await submit(app, run.runId, 1, [{ questionId: 'q-state', choiceIds: ['state-TX'] }]);
    expect(texas.json()).toMatchObject({ status: 'ineligible' });
    expect((await back(run.runId, 2)).statusCode).toBe(409);
    const res = await back(run.runId, 1);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'answering', outcome: null, step: { number: 1 } });
    const colorado = await submit(app, run.runId, 1, [{ questionId: 'q-state', choiceIds: ['state-CO'] }]);
    expect(colorado.statusCode).toBe(200);
    expect(colorado.json().step.number).toBe(2);
  });
});
