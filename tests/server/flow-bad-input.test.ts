import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ViewQuestion } from '#schemas/generated/flow-api.ts';
import { answersFor, buildFlowApp, maria, type Person, setQuota, solvedCaptcha, startRun, submit, versionsSeed, walk } from './flow-helpers.ts';
import { testDatabases } from './test-db.ts';

/* Bad input gets a 4xx with { code, message } (and fields or reasons), and nothing is stored half. */
describe.each(testDatabases())('bad input to the questionnaire API on $name', (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await buildFlowApp(database, { flowsRoot: versionsSeed(3) }));
    await setQuota(app, 'CO', 10_000);
  });
  afterAll(() => app.close());

  const post = (url: string, payload: unknown) => app.inject({ method: 'POST', url, payload: payload as object });
  const person = (): Person => ({ ...maria, email: `b${Math.random().toString(36).slice(2)}@example.org`, lastName: `B${Math.random().toString(36).slice(2, 8)}` });
  const snapshot = async () => ({
    runs: await app.db.selectFrom('flow_runs').selectAll().orderBy('id').execute(),
    consumers: (await app.db.selectFrom('consumers').select('id').execute()).length,
    orders: (await app.db.selectFrom('consumer_orders').select('id').execute()).length,
    usage: await app.db.selectFrom('quota_usage').selectAll().execute(),
    outbox: (await app.db.selectFrom('outbox').select('id').execute()).length,
  });

  it('refuses an unknown flow, a bad flow id, a version and unknown properties', async () => {
    expect((await post('/api/flow-runs', { flowId: 'nope' })).json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await post('/api/flow-runs', { flowId: 'nope' })).statusCode).toBe(404);
    for (const body of [{ flowId: '../consumer' }, { flowId: 'consumer', version: 1 }, {}, { flowId: 7 }]) {
      const res = await post('/api/flow-runs', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    expect((await app.inject({ method: 'POST', url: '/api/flow-runs', payload: '{"flowId":', headers: { 'content-type': 'application/json' } })).json().code).toBe('MALFORMED_JSON');
    const text = await app.inject({ method: 'POST', url: '/api/flow-runs', payload: 'flowId=consumer', headers: { 'content-type': 'text/plain' } });
    // API bodies are JSON only (decision 012): a text body is refused before validation.
    expect(text.statusCode).toBe(415);
    expect(text.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('refuses unknown runs and malformed run ids or step numbers', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/flow-runs/AAAAAAAAAAAAAAAAAAAAAA' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/flow-runs/not-a-run' })).statusCode).toBe(400);
    const run = await startRun(app);
    for (const number of ['0', 'two', '-1', '1.5']) {
      expect((await post(`/api/flow-runs/${run.runId}/steps/${number}`, { answers: [] })).statusCode, number).toBe(400);
    }
    expect((await post('/api/flow-runs/AAAAAAAAAAAAAAAAAAAAAA/steps/1', { answers: [] })).statusCode).toBe(404);
  });

  it('refuses a run pinned to a flow version this server does not have, without a 5xx', async () => {
    const run = await startRun(app);
    const row = await app.db.selectFrom('flow_runs').select('answers_enc').where('id', '=', run.runId).executeTakeFirstOrThrow();
    const state = { ...JSON.parse(app.fieldCipher.decrypt(row.answers_enc)), flowVersion: 99 };
    await app.db.updateTable('flow_runs').set({ flow_version: 99, answers_enc: app.fieldCipher.encrypt(JSON.stringify(state)) }).where('id', '=', run.runId).execute();
    for (const res of [
      await app.inject({ method: 'GET', url: `/api/flow-runs/${run.runId}` }),
      await post(`/api/flow-runs/${run.runId}/steps/1`, { answers: [{ questionId: 'q-state', choiceIds: ['state-CO'] }] }),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toContain('no longer available');
    }
  });

  it('refuses malformed answer items with 400 and wrong answers with 422, storing nothing', async () => {
    const run = await startRun(app);
    const before = await snapshot();
    const malformed = [
      { answers: 'CO' },
      { answers: [{ choiceIds: ['state-CO'] }] },
      { answers: [{ questionId: 'q-state', choiceIds: ['state-CO'], answer: 'CO' }] },
      { answers: [{ questionId: 'q-state', value: { state: 'CO' } }] },
      { answers: [{ questionId: 'q-state', value: 'x'.repeat(5001) }] },
      { answers: Array.from({ length: 201 }, () => ({ questionId: 'q-state' })) },
      { answers: [], extra: true },
    ];
    for (const body of malformed) {
      const res = await post(`/api/flow-runs/${run.runId}/steps/1`, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.any(String) });
    }
    const wrong: [unknown[], string, string][] = [
      [[], 'q-state', 'required'],
      [[{ questionId: 'q-state', value: 'CO' }], 'q-state', 'wrongType'],
      [[{ questionId: 'q-state', choiceIds: ['state-XX'] }], 'q-state', 'unknownChoice'],
      [[{ questionId: 'q-state', choiceIds: ['state-CO'] }, { questionId: 'q-discount', value: 'FREE' }], 'q-discount', 'unknownQuestion'],
      [[{ questionId: 'q-state', choiceIds: ['state-CO'] }, { questionId: 'q-state', choiceIds: ['state-KY'] }], 'q-state', 'duplicate'],
      [[{ questionId: 'q-state', choiceIds: ['state-CO'], field: 'ndc' }], 'q-state', 'fieldMismatch'],
    ];
    for (const [answers, questionId, code] of wrong) {
      const res = await post(`/api/flow-runs/${run.runId}/steps/1`, { answers });
      expect(res.statusCode, code).toBe(422);
      expect(res.json()).toMatchObject({ code: 'ANSWERS_INVALID', message: expect.any(String) });
      expect(res.json().fields).toEqual(expect.arrayContaining([expect.objectContaining({ questionId, code })]));
    }
    expect(await snapshot()).toEqual(before);
  });

  it('names the required-fields rule when only mandatory answers are missing', async () => {
    const run = await startRun(app);
    const res = await post(`/api/flow-runs/${run.runId}/steps/1`, { answers: [] });
    expect(res.json().message).toBe("Fields marked with asterisk are required. Please provide all required values to enable the 'Next' button.");
  });

  it('lets exactly one of concurrent submissions of a step through (a step with an effect and one without)', async () => {
    const run = await startRun(app);
    const state = [{ questionId: 'q-state', choiceIds: ['state-CO'] }];
    const first = await Promise.all(Array.from({ length: 6 }, () => submit(app, run.runId, 1, state)));
    expect(first.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    for (const loser of first.filter((r) => r.statusCode === 409)) expect(['RUN_CHANGED', 'WRONG_STEP']).toContain(loser.json().code);
    const atProduct = first.find((r) => r.statusCode === 200)!.json();
    const atQty = await walk(app, person(), { from: atProduct, stopBefore: 3 });
    const qty = [{ questionId: 'q-qty', choiceIds: ['qty-2'] }];
    const second = await Promise.all(Array.from({ length: 6 }, () => submit(app, run.runId, 3, qty)));
    expect(second.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const row = await app.db.selectFrom('flow_runs').select(['current_step']).where('id', '=', atQty.runId).executeTakeFirstOrThrow();
    expect(row.current_step).toBe(4);
  });

  it('places one order when the last step is submitted concurrently', async () => {
    const p = person();
    const atLast = await walk(app, p, { stopBefore: 10 });
    const before = await snapshot();
    const last = [{ questionId: 'q-quiz-4', choiceIds: [(atLast.step!.questions[0] as ViewQuestion).rightAnswerId!] }];
    const replies = await Promise.all(Array.from({ length: 8 }, () => submit(app, atLast.runId, 10, last)));
    expect(replies.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(replies.filter((r) => r.statusCode === 409)).toHaveLength(7);
    const after = await snapshot();
    expect(after.orders).toBe(before.orders + 1);
    expect(after.outbox).toBe(before.outbox + 1);
    const used = (rows: { used_units: number }[]) => rows.reduce((sum, r) => sum + Number(r.used_units), 0);
    expect(used(after.usage)).toBe(used(before.usage) + 8);
  });

  it('keeps nothing of a step refused at the order: no order, no units, no email when the quota ran out meanwhile', async () => {
    const p = person();
    const atLast = await walk(app, p, { stopBefore: 10 });
    await setQuota(app, 'CO', 1);
    try {
      const before = await snapshot();
      const res = await submit(app, atLast.runId, 10, [{ questionId: 'q-quiz-4', choiceIds: [(atLast.step!.questions[0] as ViewQuestion).rightAnswerId!] }]);
      expect(res.statusCode).toBe(406);
      expect(res.json()).toMatchObject({ code: 'NOT_ACCEPTABLE', reasons: [expect.stringContaining('April 1, 2025')] });
      const after = await snapshot();
      expect({ orders: after.orders, usage: after.usage, outbox: after.outbox }).toEqual({ orders: before.orders, usage: before.usage, outbox: before.outbox });
    } finally {
      await setQuota(app, 'CO', 10_000);
    }
  });

  it('refuses a step-5 captcha that is missing, forged, expired or replayed', async () => {
    const atDetails = await walk(app, person(), { stopBefore: 5 });
    const base = answersFor(atDetails.step!.questions as ViewQuestion[], { ...person(), captcha: undefined });
    const withCaptcha = (value: unknown) => [...base, { questionId: 'q-captcha', value }];
    const fieldOf = async (answers: unknown[]) => {
      const res = await submit(app, atDetails.runId, 5, answers);
      expect(res.statusCode).toBe(422);
      return res.json().fields.find((f: { questionId: string }) => f.questionId === 'q-captcha');
    };
    expect(await fieldOf(base)).toMatchObject({ code: 'required' });
    expect(await fieldOf(withCaptcha('captcha-token-for-tests'))).toMatchObject({ code: 'captchaInvalid' });
    expect(await fieldOf(withCaptcha(Buffer.from('{"challenge":{},"solution":{}}').toString('base64')))).toMatchObject({ code: 'captchaInvalid' });
    expect(await fieldOf(withCaptcha(await solvedCaptcha(app, { ttlSeconds: -5 })))).toMatchObject({ code: 'captchaExpired', message: 'Recaptcha expired. Please verify again.' });
    const forged = JSON.parse(Buffer.from(await solvedCaptcha(app), 'base64').toString());
    forged.challenge.parameters.expiresAt += 3600;
    expect(await fieldOf(withCaptcha(Buffer.from(JSON.stringify(forged)).toString('base64')))).toMatchObject({ code: 'captchaInvalid' });

    const proof = await solvedCaptcha(app);
    const other = await walk(app, person(), { stopBefore: 5 });
    const used = await submit(app, other.runId, 5, [...answersFor(other.step!.questions as ViewQuestion[], { ...person(), captcha: undefined }), { questionId: 'q-captcha', value: proof }]);
    expect(used.statusCode).toBe(200);
    expect(await fieldOf(withCaptcha(proof))).toMatchObject({ code: 'captchaReplayed' });
  });
});
