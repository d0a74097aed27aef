import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ViewQuestion } from '#schemas/generated/flow-api.ts';
import type { FlowRunReply } from '#schemas/generated/flow-run-api.ts';
import { privateRefusalText } from '#server/areas/consumers/order-history.ts';
import { answersFor, buildFlowApp, maria, type Person, refusalNotices, setQuota, solvedCaptcha, startRun, submit, versionsSeed, walk } from './flow-helpers.ts';
import { testDatabases } from './test-db.ts';

/*
 * A client that does not play by the rules: the server decides every step again from the answers it holds, so
 * skipping, exceeding a cap, failing the quiz, answering a hidden question or changing an earlier answer gets a
 * 4xx and changes nothing.
 */
describe.each(testDatabases())('tampering with the questionnaire on $name', (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await buildFlowApp(database, { flowsRoot: versionsSeed(3) }));
    await setQuota(app, 'CO', 10_000);
    await setQuota(app, 'KY', 10_000);
  });
  afterAll(() => app.close());

  const questionsOf = (reply: FlowRunReply) => reply.step!.questions as ViewQuestion[];
  const runRow = (runId: string) => app.db.selectFrom('flow_runs').selectAll().where('id', '=', runId).executeTakeFirstOrThrow();
  const person = (overrides: Partial<Person> = {}): Person => ({ ...maria, email: `p${Math.random().toString(36).slice(2)}@example.org`, lastName: `L${Math.random().toString(36).slice(2, 8)}`, ...overrides });

  it('cannot skip a step: a later step number is a 409 naming the current step, and nothing changes', async () => {
    const run = await startRun(app);
    const before = await runRow(run.runId);
    const res = await submit(app, run.runId, 3, [{ questionId: 'q-qty', choiceIds: ['qty-1'] }]);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'WRONG_STEP', message: expect.stringContaining('step 1') });
    expect(await runRow(run.runId)).toEqual(before);
  });

  it('cannot skip the video or the quiz: answering the quiz on the video step, or a quiz step early, is refused', async () => {
    const p = person();
    const atVideo = await walk(app, p, { stopBefore: 6 });
    expect(atVideo.step!.questions[0]!.type).toBe('VIDEO');
    const quizOnVideoStep = await submit(app, atVideo.runId, 6, [{ questionId: 'q-quiz-1', choiceIds: ['quiz1-b'] }]);
    expect(quizOnVideoStep.statusCode).toBe(422);
    expect(quizOnVideoStep.json().fields).toEqual(expect.arrayContaining([
      expect.objectContaining({ questionId: 'q-quiz-1', code: 'otherStep' }),
      expect.objectContaining({ questionId: 'q-video', code: 'mediaIncomplete' }),
    ]));
    expect((await submit(app, atVideo.runId, 7, [{ questionId: 'q-quiz-1', choiceIds: ['quiz1-b'] }])).statusCode).toBe(409);
    expect((await submit(app, atVideo.runId, 10, [{ questionId: 'q-quiz-4', choiceIds: ['quiz4-b'] }])).statusCode).toBe(409);
    const notWatched = await submit(app, atVideo.runId, 6, [{ questionId: 'q-video', value: false }]);
    expect(notWatched.statusCode).toBe(422);
    expect(await app.db.selectFrom('consumer_orders').select('id').where('run_id', '=', atVideo.runId).execute()).toEqual([]);
  });

  it('cannot exceed a cap: a refill is offered 2 kits and 3 is refused; an unknown quantity too', async () => {
    const p = person({ requestReason: 'Expired' });
    const atQty = await walk(app, p, { stopBefore: 3 });
    expect(questionsOf(atQty)[0]!.choices.map((c) => c.value)).toEqual([1, 2]);
    const three = await submit(app, atQty.runId, 3, [{ questionId: 'q-qty', choiceIds: ['qty-3'] }]);
    expect(three.statusCode).toBe(422);
    expect(three.json().fields).toEqual([expect.objectContaining({ questionId: 'q-qty', code: 'notOffered' })]);
    const nine = await submit(app, atQty.runId, 3, [{ questionId: 'q-qty', choiceIds: ['qty-9'] }]);
    expect(nine.json().fields).toEqual([expect.objectContaining({ questionId: 'q-qty', code: 'unknownChoice' })]);
    const two = await submit(app, atQty.runId, 3, [{ questionId: 'q-qty', choiceIds: ['qty-1', 'qty-2'] }]);
    expect(two.json().fields).toEqual([expect.objectContaining({ questionId: 'q-qty', code: 'wrongType' })]);
  });

  it('cannot exceed the remaining quota: with 5 units left a new request is offered 2 kits, and 3 are refused', async () => {
    await setQuota(app, 'KY', 5);
    try {
      const atQty = await walk(app, person({ state: 'KY', county: 'Perry', zip: '41701' }), { stopBefore: 3 });
      expect(questionsOf(atQty)[0]!.choices.map((c) => c.value)).toEqual([1, 2]);
      expect((await submit(app, atQty.runId, 3, [{ questionId: 'q-qty', choiceIds: ['qty-3'] }])).statusCode).toBe(422);
    } finally {
      await setQuota(app, 'KY', 10_000);
    }
  });

  it('cannot pass the quiz with a wrong answer: 422 with the hint, the run stays; the right answer moves on', async () => {
    const atQuiz = await walk(app, person(), { stopBefore: 8 });
    const wrong = await submit(app, atQuiz.runId, 8, [{ questionId: 'q-quiz-2', choiceIds: ['quiz2-a'] }]);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().fields).toEqual([expect.objectContaining({ questionId: 'q-quiz-2', code: 'quizIncorrect', message: expect.stringMatching(/^Incorrect ! /) })]);
    expect((await runRow(atQuiz.runId)).current_step).toBe(8);
    const right = await submit(app, atQuiz.runId, 8, [{ questionId: 'q-quiz-2', choiceIds: [questionsOf(atQuiz)[0]!.rightAnswerId!] }]);
    expect(right.statusCode).toBe(200);
    expect(right.json().step.number).toBe(9);
  });

  it('cannot answer a hidden question: the Kentucky county in Colorado is refused, nothing is stored', async () => {
    const p = person();
    const atDetails = await walk(app, p, { stopBefore: 5 });
    const consumersBefore = await app.db.selectFrom('consumers').select('id').execute();
    const answers = answersFor(questionsOf(atDetails), { ...p, captcha: await solvedCaptcha(app) });
    const res = await submit(app, atDetails.runId, 5, [...answers, { questionId: 'q-ship-county', choiceIds: ['county-pike'] }]);
    expect(res.statusCode).toBe(422);
    expect(res.json().fields).toEqual([expect.objectContaining({ questionId: 'q-ship-county', code: 'hidden' })]);
    expect(await app.db.selectFrom('consumers').select('id').execute()).toEqual(consumersBefore);
    expect((await runRow(atDetails.runId)).current_step).toBe(5);
  });

  it('cannot change an earlier answer: step 1 again is a 409, its question on a later step a 422, and the order keeps Colorado', async () => {
    const p = person();
    const atQty = await walk(app, p, { stopBefore: 3 });
    expect((await submit(app, atQty.runId, 1, [{ questionId: 'q-state', choiceIds: ['state-KY'] }])).statusCode).toBe(409);
    const sneaky = await submit(app, atQty.runId, 3, [{ questionId: 'q-qty', choiceIds: ['qty-1'] }, { questionId: 'q-state', choiceIds: ['state-KY'] }]);
    expect(sneaky.statusCode).toBe(422);
    expect(sneaky.json().fields).toEqual([expect.objectContaining({ questionId: 'q-state', code: 'otherStep' })]);
    const end = await walk(app, p, { from: atQty });
    const order = await app.db.selectFrom('consumer_orders').selectAll().where('mrn', '=', end.mrn!).executeTakeFirstOrThrow();
    expect(order.state).toBe('CO');
  });

  it('cannot order twice: a replayed last step is a 409, and one order, one email, one decrement exist', async () => {
    const p = person();
    const atLast = await walk(app, p, { stopBefore: 10 });
    const last = [{ questionId: 'q-quiz-4', choiceIds: [questionsOf(atLast)[0]!.rightAnswerId!] }];
    const first = await submit(app, atLast.runId, 10, last);
    expect(first.statusCode).toBe(200);
    const replay = await submit(app, atLast.runId, 10, last);
    expect(replay.statusCode).toBe(409);
    expect(replay.json().code).toBe('RUN_FINISHED');
    expect(await app.db.selectFrom('consumer_orders').select('mrn').where('run_id', '=', atLast.runId).execute()).toEqual([{ mrn: first.json().mrn }]);
    const mails = await app.db.selectFrom('outbox').select('to_address').where('kind', '=', 'order-confirmation').execute();
    expect(mails.filter((m) => app.fieldCipher.decrypt(m.to_address) === p.email)).toHaveLength(1);
  });

  it('cannot go on after an ineligible state: the run stays ended', async () => {
    const run = await startRun(app);
    const texas = await submit(app, run.runId, 1, [{ questionId: 'q-state', choiceIds: ['state-TX'] }]);
    expect(texas.statusCode).toBe(200);
    expect(texas.json()).toMatchObject({ status: 'ineligible', outcome: 'ineligible', step: null, message: expect.stringContaining('unable to provide') });
    const again = await submit(app, run.runId, 1, [{ questionId: 'q-state', choiceIds: ['state-CO'] }]);
    expect(again.statusCode).toBe(409);
    expect((await app.inject({ method: 'GET', url: `/api/flow-runs/${run.runId}` })).json()).toMatchObject({ status: 'ineligible', outcome: 'ineligible' });
  });

  it('a person who ordered last month is refused at validation, the date to order again emailed to them, and nothing is kept of them', async () => {
    const p = person();
    await walk(app, p);
    const before = await app.db.selectFrom('consumers').select('id').execute();
    const again = await walk(app, { ...p, qty: 2, requestReason: 'Used' }, { stopBefore: 5 });
    const res = await submit(app, again.runId, 5, answersFor(questionsOf(again), { ...p, captcha: await solvedCaptcha(app) }));
    expect(res.statusCode).toBe(406);
    expect(res.json()).toMatchObject({ code: 'NOT_ACCEPTABLE', reasons: [privateRefusalText('en')] });
    expect(await refusalNotices(app, p.email)).toEqual([expect.stringContaining('You can order again from May 14, 2025')]);
    expect(await app.db.selectFrom('consumers').select('id').execute()).toEqual(before);
    // The run keeps the reply's words, not the date: it is read back by its id alone.
    const stored = (await app.inject({ method: 'GET', url: `/api/flow-runs/${again.runId}` })).json();
    expect(stored).toMatchObject({ status: 'refused', reasons: [privateRefusalText('en')] });
    expect(JSON.stringify(stored)).not.toContain('2025');
  });
});
