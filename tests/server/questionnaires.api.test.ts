import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Flow } from '#schemas/generated/flow.ts';
import type { FlowRunReply } from '#schemas/generated/flow-run-api.ts';
import type { ResponseDetail, ResponseListItem, ResponsesSummary } from '#schemas/generated/flow-responses.ts';
import type { FlowSummary, FlowVersionDetail } from '#schemas/generated/flow-studio-api.ts';
import { recordResponse } from '#server/areas/responses/index.ts';
import { retentionJob } from '#server/areas/retention/index.ts';
import { testDatabases } from './test-db.ts';
import { adminFixture, type AdminFixture } from './admin/admin-fixtures.ts';
import { firstVersionsSeed } from './flow-helpers.ts';
import { followUpFlow } from './questionnaire-fixtures.ts';

/** Questionnaires of their own and their responses (decision 077), on each database. */
describe.each(testDatabases())('questionnaires and their responses on $name', (database) => {
  let f: AdminFixture;
  beforeAll(async () => {
    f = await adminFixture(database, { flowsRoot: firstVersionsSeed() });
  });
  afterAll(() => f.app.close());

  const get = (url: string, role: 'admin' | 'superAdmin' | 'customer' | null = 'admin') => f.as(role, { method: 'GET', url });
  const send = (method: 'POST' | 'PUT', url: string, payload: unknown, role: 'admin' | 'superAdmin' | 'customer' = 'admin') => f.as(role, { method, url, payload: payload as object });
  const create = (body: Record<string, unknown>, role: 'admin' | 'superAdmin' | 'customer' = 'admin') => send('POST', '/api/flows', body, role);

  /** The follow-up survey, with a note question whose answer looks like a formula, published by a superAdmin. */
  async function publishFollowUp(): Promise<Flow> {
    expect((await create({ flowId: 'follow-up', title: 'Follow-up survey', address: 'follow-up' })).statusCode).toBe(201);
    const flow = followUpFlow();
    flow.steps[0]!.questions.push({
      id: 'q-note', type: 'FREETEXT', category: 'QUESTION', field: 'note', position: 4, text: { en: 'Anything else?' }, mandatory: false, important: false, format: { maxLength: 200 },
    });
    const saved = await send('PUT', '/api/flows/follow-up/versions/1', flow);
    expect(saved.json<{ check: { ok: boolean; problems: unknown[] } }>().check).toMatchObject({ ok: true, problems: [] });
    const published = await send('POST', '/api/flows/follow-up/versions/1/publish', { notes: 'First follow-up survey' }, 'superAdmin');
    expect(published.statusCode, published.body).toBe(200);
    return flow;
  }

  /** A person answers the survey at its address; returns the run id. */
  async function answer(used: 'used-yes' | 'used-no', email: string | null, note: string | null): Promise<string> {
    const start = await f.app.inject({ method: 'POST', url: '/api/flow-runs', payload: { flowId: 'follow-up' } });
    expect(start.statusCode).toBe(201);
    const run = start.json<FlowRunReply>();
    const answers = [
      { questionId: 'q-used', choiceIds: [used] },
      ...(email ? [{ questionId: 'q-email', value: email }] : []),
      { questionId: 'q-when', value: '2026-11-02' },
      ...(note ? [{ questionId: 'q-note', value: note }] : []),
    ];
    const end = await f.app.inject({ method: 'POST', url: `/api/flow-runs/${run.runId}/steps/1`, payload: { answers } });
    expect(end.statusCode, end.body).toBe(200);
    expect(end.json<FlowRunReply>()).toMatchObject({ status: 'completed' });
    return run.runId;
  }

  it('creates a blank questionnaire as a draft whose check passes, listed with its address; staff only', async () => {
    expect((await create({ flowId: 'blank-one', title: 'A blank one', address: 'blank-one' }, 'customer')).statusCode).toBe(403);
    const reply = await create({ flowId: 'blank-one', title: 'A blank one', address: 'blank-one' });
    expect(reply.statusCode, reply.body).toBe(201);
    const detail = reply.json<FlowVersionDetail>();
    expect(detail.version).toMatchObject({ flowId: 'blank-one', version: 1, status: 'draft' });
    expect(detail.definition).toMatchObject({ id: 'blank-one', title: { en: 'A blank one' }, address: 'blank-one' });
    expect(detail.definition).not.toHaveProperty('drug');
    const check = await get('/api/flows/blank-one/versions/1/check');
    expect(check.json()).toMatchObject({ ok: true, problems: [] });
    const list = (await get('/api/flows')).json<FlowSummary[]>();
    expect(list.find((s) => s.flowId === 'blank-one')).toMatchObject({ title: 'A blank one', address: '/blank-one', live: null, recordsResponses: true });
    expect(list.find((s) => s.flowId === 'consumer')).toMatchObject({ address: '/form', recordsResponses: false });
    const audit = await f.db.selectFrom('audit_log').selectAll().where('action', '=', 'flows.create').execute();
    expect(audit.map((a) => a.entity_id)).toContain('blank-one@1');
  });

  it('copies a version of another questionnaire under the new id, title and address', async () => {
    const reply = await create({ flowId: 'consumer-copy', title: 'Naloxone for schools', address: 'schools', copyFrom: { flowId: 'consumer', version: 2 } });
    expect(reply.statusCode, reply.body).toBe(201);
    const definition = reply.json<FlowVersionDetail>().definition as unknown as Flow;
    expect(definition).toMatchObject({ id: 'consumer-copy', version: 1, status: 'draft', address: 'schools', title: { en: 'Naloxone for schools' } });
    expect(definition.steps.some((s) => s.onEnter?.effect === 'submitOrder')).toBe(true);
    expect((await create({ flowId: 'copy-of-nothing', title: 'x', address: 'nothing-here', copyFrom: { flowId: 'consumer', version: 99 } })).statusCode).toBe(404);
  });

  it('refuses a taken id, a taken address, one of the portal\'s own pages and a malformed address, in words', async () => {
    const id = await create({ flowId: 'blank-one', title: 'Again', address: 'another' });
    expect(id.statusCode).toBe(409);
    expect(id.json<{ message: string }>().message).toMatch(/id 'blank-one' already/);
    const address = await create({ flowId: 'another', title: 'Another', address: 'blank-one' });
    expect(address.statusCode).toBe(409);
    expect(address.json<{ message: string }>().message).toBe('The address /blank-one is taken by another questionnaire. Choose another address.');
    for (const own of ['track', 'form', 'questionnaire', 'api', 'register']) {
      const reply = await create({ flowId: 'another', title: 'Another', address: own });
      expect(reply.statusCode, own).toBe(400);
      expect(reply.json<{ message: string }>().message).toBe(`The address /${own} is one of the portal's own pages.`);
    }
    for (const bad of ['Follow Up', '-edge', 'edge-', 'a/b']) {
      const reply = await create({ flowId: 'another', title: 'Another', address: bad });
      expect(reply.statusCode, bad).toBe(400);
      expect(reply.json<{ message: string }>().message).toMatch(/may hold only lower-case letters, digits and dashes/);
    }
    expect((await create({ flowId: 'Bad Id', title: 'x', address: 'fine' })).statusCode).toBe(400);
    expect((await get('/api/flows/another/versions')).statusCode).toBe(404);
  });

  it('a flow check demands the drug, constants and order rules only of a questionnaire that places an order', async () => {
    const copy = (await get('/api/flows/consumer-copy/versions/1')).json<FlowVersionDetail>().definition as unknown as Flow;
    const { drug: _drug, constants: _constants, ...withoutOrdering } = copy;
    const saved = await send('PUT', '/api/flows/consumer-copy/versions/1', withoutOrdering);
    expect(saved.statusCode, saved.body.slice(0, 500)).toBe(200);
    const problems = saved.json<{ check: { problems: { pointer: string; message: string }[] } }>().check.problems;
    expect(problems).toEqual(expect.arrayContaining([
      expect.objectContaining({ message: 'a questionnaire that places an order names its drug (`drug`)' }),
      expect.objectContaining({ message: 'a questionnaire that places an order says how many units make a kit (`constants`)' }),
    ]));
  });

  it('records a finished run as a response once, its personal answers enciphered at rest', async () => {
    const flow = await publishFollowUp();
    const runId = await answer('used-yes', 'jo@example.org', 'Thanks');
    const rows = await f.db.selectFrom('flow_responses').selectAll().where('run_id', '=', runId).execute();
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row).toMatchObject({ flow_id: 'follow-up', flow_version: 1, personal_erased_at: null });
    expect(JSON.parse(row!.answers)).toEqual({ 'q-used': { choiceIds: ['used-yes'] }, 'q-when': { value: '2026-11-02' }, 'q-note': { value: 'Thanks' } });
    expect(row!.personal_enc).toMatch(/^v1:/);
    expect(row!.personal_enc).not.toContain('jo@example.org');
    expect(JSON.stringify(row)).not.toContain('jo@example.org');
    // A retried step (the run awaiting the effect again) records nothing twice.
    const stored = await f.app.inject({ method: 'GET', url: `/api/flow-runs/${runId}` });
    expect(stored.json<FlowRunReply>()).toMatchObject({ status: 'completed' });
    await f.db.transaction().execute(async (trx) => {
      await recordResponse(trx, f.app.fieldCipher, flow as Flow & { version: 1 }, runId, { flowId: 'follow-up', flowVersion: 1, status: 'completed', step: 2, answers: { 'q-used': { choiceIds: ['used-no'] } }, effects: {} } as never, new Date());
    });
    const again = await f.db.selectFrom('flow_responses').selectAll().where('run_id', '=', runId).execute();
    expect(again).toEqual(rows);
    // A finished run cannot be submitted again.
    expect((await f.app.inject({ method: 'POST', url: `/api/flow-runs/${runId}/steps/1`, payload: { answers: [{ questionId: 'q-used', choiceIds: ['used-no'] }] } })).statusCode).toBe(409);
  });

  it('lists, filters, sums up and shows the responses, the personal answers only on a response\'s own page, that read audited', async () => {
    await answer('used-no', null, '=HYPERLINK("http://x.example","click")');
    await answer('used-yes', 'sam@example.org', null);
    const list = await get('/api/flows/follow-up/responses');
    expect(list.statusCode, list.body).toBe(200);
    const page = list.json<{ items: ResponseListItem[]; total: number }>();
    expect(page.total).toBe(3);
    expect(page.items[0]).toMatchObject({ version: 1, answers: [{ questionId: 'q-used', question: 'Did you use the naloxone kit?', answer: 'Yes', personal: false }, { questionId: 'q-when', date: '2026-11-02' }] });
    expect(list.body).not.toContain('@example.org');
    expect((await get('/api/flows/follow-up/responses?version=2')).statusCode).toBe(404);
    expect((await get('/api/flows/follow-up/responses?from=2000-01-01&to=2000-01-31')).json<{ total: number }>().total).toBe(0);
    expect((await get('/api/flows/follow-up/responses?from=nonsense')).statusCode).toBe(400);
    expect((await get('/api/flows/follow-up/responses?limit=1&offset=1')).json<{ items: unknown[]; total: number }>()).toMatchObject({ total: 3, items: [expect.anything()] });
    expect((await get('/api/flows/follow-up/responses?colour=red')).statusCode).toBe(400);
    expect((await get('/api/flows/follow-up/responses', 'customer')).statusCode).toBe(403);
    expect((await get('/api/flows/follow-up/responses', null)).statusCode).toBe(401);

    const summary = (await get('/api/flows/follow-up/responses/summary')).json<ResponsesSummary>();
    expect(summary).toMatchObject({ flowId: 'follow-up', version: null, responses: 3 });
    expect(summary.questions.map((q) => q.questionId)).toEqual(['q-used', 'q-when', 'q-note']);
    expect(summary.questions[0]).toMatchObject({ kind: 'choice', answered: 3, choices: [{ choiceId: 'used-yes', choice: 'Yes', count: 2 }, { choiceId: 'used-no', choice: 'No', count: 1 }] });
    expect(summary.questions[2]).toMatchObject({ kind: 'text', answered: 2 });

    const newest = page.items[0]!;
    const before = await f.db.selectFrom('audit_log').selectAll().where('action', '=', 'responses.read').execute();
    const detail = await get(`/api/flows/follow-up/responses/${newest.id}`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json<ResponseDetail>()).toMatchObject({
      id: newest.id, flowId: 'follow-up', version: 1, personalErased: false,
      answers: [
        { questionId: 'q-used', answer: 'Yes' },
        { questionId: 'q-email', answer: 'sam@example.org', personal: true },
        { questionId: 'q-when', answer: '2026-11-02', date: '2026-11-02' },
        { questionId: 'q-note', answer: null },
      ],
    });
    const after = await f.db.selectFrom('audit_log').selectAll().where('action', '=', 'responses.read').execute();
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)).toMatchObject({ actor_user_id: f.userId.admin, entity: 'flow_response', entity_id: newest.id });
    expect(after.at(-1)!.detail).not.toContain('sam@');
    expect((await get('/api/flows/follow-up/responses/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await get('/api/flows/blank-one/responses')).statusCode).toBe(404);
  });

  it('exports the responses as CSV and XLSX without personal answers, every cell formula-safe', async () => {
    const csv = await get('/api/flows/follow-up/responses/export?format=csv');
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    const lines = csv.body.trim().split('\n');
    expect(lines[0]).toBe('Recorded (UTC),Version,Did you use the naloxone kit?,When did you receive it?,Anything else?');
    expect(lines).toHaveLength(4);
    expect(csv.body).toContain(`"'=HYPERLINK(""http://x.example"",""click"")"`);
    expect(csv.body).not.toContain('@example.org');

    const xlsx = await get('/api/flows/follow-up/responses/export?format=xlsx');
    expect(xlsx.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Responses')!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Recorded (UTC)', 'Version', 'Did you use the naloxone kit?', 'When did you receive it?', 'Anything else?']);
    const notes = [2, 3, 4].map((r) => sheet.getRow(r).getCell(5).value);
    expect(notes).toContain('\'=HYPERLINK("http://x.example","click")');
    expect((await get('/api/flows/follow-up/responses/export')).statusCode).toBe(400);
  });

  it('erases the personal answers after the retention period and keeps the rest', async () => {
    const later = new Date(Date.now() + 25 * 31 * 86_400_000);
    const job = retentionJob(24, 30);
    const outcome = await job.run({ db: f.db, now: later } as never);
    expect(outcome.outcome).toMatchObject({ responses: 2 });
    const rows = await f.db.selectFrom('flow_responses').selectAll().where('flow_id', '=', 'follow-up').execute();
    expect(rows.every((r) => r.personal_enc === null)).toBe(true);
    expect(rows.filter((r) => r.personal_erased_at !== null)).toHaveLength(2);
    const one = rows.find((r) => r.personal_erased_at !== null)!;
    const detail = (await get(`/api/flows/follow-up/responses/${one.id}`)).json<ResponseDetail>();
    expect(detail).toMatchObject({ personalErased: true });
    expect(detail.answers.find((a) => a.questionId === 'q-email')).toMatchObject({ answer: null });
  });

  it('publishing refuses an address another questionnaire holds, and the page data names the live addresses', async () => {
    const blank = (await get('/api/flows/blank-one/versions/1')).json<FlowVersionDetail>().definition as unknown as Flow;
    const clash = await send('PUT', '/api/flows/blank-one/versions/1', { ...blank, address: 'follow-up' });
    expect(clash.statusCode).toBe(200);
    const publish = await send('POST', '/api/flows/blank-one/versions/1/publish', { notes: 'clash' }, 'superAdmin');
    expect(publish.statusCode).toBe(409);
    expect(publish.json<{ message: string }>().message).toMatch(/taken by another questionnaire/);
    expect(f.app.flows.addresses()).toEqual({ 'follow-up': { flowId: 'follow-up', title: { en: 'Follow-up survey' } } });
  });
});
