import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FlowRunReply } from '#schemas/generated/flow-run-api.ts';
import type { ReversalsReported } from '#schemas/generated/reversals-reported.ts';
import { browserHeaders, createUser, sessionCookie } from './auth-helpers.ts';
import { buildFlowApp, maria, setQuota, solvedCaptcha, submit, walk } from './flow-helpers.ts';
import { testDatabases } from './test-db.ts';

/*
 * The overdose-reversal report (docs/product.md#the-overdose-reversal-report, decision 081): a report recorded with no
 * personal data, the replacement kit it goes on to (decided from the finished run), and the figures Progress and the
 * funder report read from the responses.
 */

type Answer = { choiceIds: string[] } | { value: string };
const c = (id: string): Answer => ({ choiceIds: [id] });
const v = (value: string): Answer => ({ value });

interface Report {
  state?: string;
  county?: string;
  zip?: string;
  date?: string;
  product?: 'narcan' | 'generic' | 'other' | 'unknown';
  ourKit?: 'yes' | 'no' | 'unknown';
  orderNumber?: string;
  replacement?: 'yes' | 'no';
  locale?: string;
}

/** The report's answers by step, as a person gives them (optional ones only when given). */
function answersOf(r: Report): Record<number, Record<string, Answer>> {
  return {
    1: { 'q-state': c(`state-${r.state ?? 'CO'}`) },
    2: { ...(r.county ? { 'q-county': v(r.county) } : {}), ...(r.zip ? { 'q-zip': v(r.zip) } : {}) },
    3: { 'q-date': v(r.date ?? '2025-03-10') },
    4: { 'q-product': c(`product-${r.product ?? 'narcan'}`) },
    5: { 'q-doses': c('doses-2') },
    6: { 'q-called-911': c('called-911-yes') },
    7: { 'q-recovered': c('recovered-yes') },
    8: { 'q-our-kit': c(`our-kit-${r.ourKit ?? 'no'}`), ...(r.orderNumber ? { 'q-order-number': v(r.orderNumber) } : {}) },
    9: { 'q-replacement': c(`replacement-${r.replacement ?? 'no'}`) },
  };
}

describe.each(testDatabases())('the overdose-reversal report on $name', (database) => {
  let app: FastifyInstance;
  let admin: string;
  const get = (url: string) => app.inject({ method: 'GET', url, headers: browserHeaders(app, 'GET', admin) });
  const start = (payload: object) => app.inject({ method: 'POST', url: '/api/flow-runs', payload });

  /** Walks the report from its first step, stopping before `stopBefore` when given; returns the last reply. */
  async function report(r: Report, stopBefore?: number): Promise<FlowRunReply> {
    const started = await start({ flowId: 'reversal', ...(r.locale ? { locale: r.locale } : {}) });
    expect(started.statusCode, started.body).toBe(201);
    let reply = started.json<FlowRunReply>();
    const answers = answersOf(r);
    while (reply.step && !reply.step.final && reply.step.number !== stopBefore) {
      const step = reply.step;
      const items = step.questions.some((q) => q.type === 'RECAPTCHA')
        ? [{ questionId: 'q-captcha', value: await solvedCaptcha(app) }]
        : Object.entries(answers[step.number] ?? {}).map(([questionId, a]) => ({ questionId, ...a }));
      const res = await submit(app, reply.runId, step.number, items);
      expect(res.statusCode, `step ${step.number}: ${res.body}`).toBe(200);
      reply = res.json();
    }
    return reply;
  }

  beforeAll(async () => {
    ({ app } = await buildFlowApp(database)); // 2025-03-14
    await setQuota(app, 'CO', 480);
    admin = await sessionCookie(app, await createUser(app.db, { email: 'reversals.admin@example.org', role: 'admin' }));
  });
  afterAll(() => app.close());

  it('records a report at /report with no personal data, the order number in capitals and never linked to an order', async () => {
    const done = await report({ county: 'Denver', zip: '80202', ourKit: 'yes', orderNumber: 'nx-7kq2m9td' });
    expect(done).toMatchObject({ status: 'completed', step: { final: true } });
    expect(done.step!.continuation).toBeUndefined();
    const row = await app.db.selectFrom('flow_responses').selectAll().where('run_id', '=', done.runId).executeTakeFirstOrThrow();
    expect(row.personal_enc).toBeNull();
    expect(JSON.parse(row.answers)).toMatchObject({
      'q-state': { choiceIds: ['state-CO'] }, 'q-county': { value: 'Denver' }, 'q-zip': { value: '80202' }, 'q-date': { value: '2025-03-10' },
      'q-order-number': { value: 'NX-7KQ2M9TD' }, 'q-replacement': { choiceIds: ['replacement-no'] },
    });
    expect(await app.db.selectFrom('consumer_orders').select('id').execute()).toEqual([]);
    const flowAddress = (await get('/api/flows')).json<{ flowId: string; address: string }[]>().find((f) => f.flowId === 'reversal');
    expect(flowAddress?.address).toBe('/report');
  });

  it('refuses a malformed order number and a date in the future, in the person\'s language', async () => {
    const atKit = await report({ locale: 'es' }, 8);
    const bad = await submit(app, atKit.runId, 8, [{ questionId: 'q-our-kit', choiceIds: ['our-kit-yes'] }, { questionId: 'q-order-number', value: '12345' }]);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().fields).toEqual([expect.objectContaining({ questionId: 'q-order-number', code: 'invalidOrderNumber', message: expect.stringContaining('número de pedido') })]);
    const atDate = await report({}, 3);
    const future = await submit(app, atDate.runId, 3, [{ questionId: 'q-date', value: '2025-03-15' }]);
    expect(future.json().fields).toEqual([expect.objectContaining({ questionId: 'q-date', code: 'invalidDate' })]);
  });

  it('goes on to the consumer questionnaire with reason Used, the state and the product filled in, decided from the finished run', async () => {
    const done = await report({ product: 'generic', replacement: 'yes' });
    expect(done.step!.continuation).toEqual({ flowId: 'consumer' });
    const started = await start({ flowId: 'consumer', continues: done.runId });
    expect(started.statusCode, started.body).toBe(201);
    const first = started.json<FlowRunReply>();
    expect(first.step!.questions.find((q) => q.id === 'q-state')!.answer).toEqual({ choiceIds: ['state-CO'] });
    const second = await submit(app, first.runId, 1, [{ questionId: 'q-state', choiceIds: ['state-CO'] }]);
    const product = second.json<FlowRunReply>().step!.questions;
    expect(product.find((q) => q.id === 'q-product')!.answer).toEqual({ choiceIds: [expect.stringMatching(/generic/)] });
    expect(product.find((q) => q.id === 'q-request-reason')!.answer).toEqual({ choiceIds: ['reason-used'] });
    // The order rules decide as always; the person keeps what was filled in.
    const placed = await walk(app, { ...maria, product: 'generic', requestReason: 'Used', qty: 1 }, { from: second.json<FlowRunReply>() });
    const order = await app.db.selectFrom('consumer_orders').select(['reason', 'mrn']).where('mrn', '=', placed.mrn!).executeTakeFirstOrThrow();
    expect(order.reason).toBe('Used');
  });

  it('fills nothing it cannot map: a product the order form does not offer, a state the programme does not serve', async () => {
    const done = await report({ state: 'TX', product: 'other', replacement: 'yes' });
    const first = (await start({ flowId: 'consumer', continues: done.runId })).json<FlowRunReply>();
    expect(first.step!.questions.find((q) => q.id === 'q-state')!.answer).toBeNull();
  });

  it('refuses a continuation the person did not ask for, of an unfinished run, of another questionnaire\'s run, or an unknown one', async () => {
    const said = await report({ replacement: 'no' });
    expect((await start({ flowId: 'consumer', continues: said.runId })).statusCode).toBe(409);
    const unfinished = await report({ replacement: 'yes' }, 9);
    expect((await start({ flowId: 'consumer', continues: unfinished.runId })).statusCode).toBe(409);
    const consumerRun = (await start({ flowId: 'consumer' })).json<FlowRunReply>();
    expect((await start({ flowId: 'consumer', continues: consumerRun.runId })).statusCode).toBe(409);
    expect((await start({ flowId: 'consumer', continues: 'AAAAAAAAAAAAAAAAAAAAAA' })).statusCode).toBe(404);
    expect((await start({ flowId: 'consumer', continues: 'not a run id' })).statusCode).toBe(400);
    // A finished report goes on only to the questionnaire it names.
    const asked = await report({ replacement: 'yes' });
    expect((await start({ flowId: 'reversal', continues: asked.runId })).statusCode).toBe(409);
  });

  it('counts the reversals per state and month on Progress, and per county in the funder report with small counts withheld', async () => {
    await app.db.deleteFrom('flow_responses').execute();
    for (let i = 0; i < 3; i++) await report({ county: i === 0 ? ' pike  county ' : 'Pike', state: 'CO', date: '2025-02-2' + i });
    for (let i = 0; i < 12; i++) await report({ county: 'Denver', date: '2025-02-1' + (i % 9) });
    await report({ date: '2025-03-01' });
    const feb = (await get('/api/orders/progress/reversals?year=2025&month=2')).json<ReversalsReported>();
    expect(feb.rows).toEqual([{ state: 'CO', stateName: 'Colorado', period: '2025-02', year: 2025, month: 2, reversals: 15 }]);
    const year = (await get('/api/orders/progress/reversals?year=2025')).json<ReversalsReported>();
    expect(year.rows.map((r) => [r.period, r.reversals])).toEqual([['2025-02', 15], ['2025-03', 1]]);
    expect((await app.inject({ method: 'GET', url: '/api/orders/progress/reversals?year=2025' })).statusCode).toBe(401);

    const file = await get('/api/reports/funder?from=2025-02&to=2025-02');
    expect(file.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as never);
    const rows = (name: string) => {
      const out: unknown[][] = [];
      book.getWorksheet(name)!.eachRow((row) => out.push((row.values as unknown[]).slice(1)));
      return out;
    };
    const byCounty = rows('By county');
    const header = byCounty[0]!;
    const column = header.indexOf('Overdose reversals reported');
    expect(column).toBeGreaterThan(1);
    const county = (name: string) => byCounty.find((r) => r[0] === 'Colorado' && r[1] === name)!;
    expect(county('Pike')[column]).toBe('<11');
    expect(county('Denver')[column]).toBe('*'); // withheld: with the month's total it would give the small count back
    expect(rows('Notes').some((r) => r[0] === 'Overdose reversals reported')).toBe(true);
  });
});
