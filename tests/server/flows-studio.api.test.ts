import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Flow } from '#schemas/generated/flow.ts';
import type { FlowRunReply } from '#schemas/generated/flow-run-api.ts';
import type { CheckResult, DraftSaved, FlowDiff, FlowSummary, FlowVersion, FlowVersionDetail } from '#schemas/generated/flow-studio-api.ts';
import { testDatabases } from './test-db.ts';
import { adminFixture, type AdminFixture } from './admin/admin-fixtures.ts';
import { firstVersionsSeed } from './flow-helpers.ts';

describe.each(testDatabases())('the questionnaire studio API on $name', (database) => {
  let f: AdminFixture;
  beforeAll(async () => {
    f = await adminFixture(database, { flowsRoot: firstVersionsSeed() });
  });
  afterAll(() => f.app.close());

  const get = (url: string, role: 'admin' | 'superAdmin' | 'customer' | null = 'admin') => f.as(role, { method: 'GET', url });
  const send = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown, role: 'admin' | 'superAdmin' | 'customer' = 'admin') =>
    f.as(role, { method, url, ...(payload === undefined ? {} : { payload: payload as object }) });
  const draft = async (version: number) => (await get(`/api/flows/consumer/versions/${version}`)).json<FlowVersionDetail>().definition as unknown as Flow;
  const startRun = async () => (await f.app.inject({ method: 'POST', url: '/api/flow-runs', payload: { flowId: 'consumer' } })).json<FlowRunReply>();

  it('imports the flow files at start: consumer v1 and v2, v2 live; staff only', async () => {
    const reply = await get('/api/flows');
    expect(reply.statusCode).toBe(200);
    const [consumer] = reply.json<FlowSummary[]>();
    expect(consumer).toMatchObject({ flowId: 'consumer', title: 'Request free naloxone', draft: null, versions: 2 });
    expect(consumer!.live).toMatchObject({ version: 2, status: 'published', live: true, notes: 'Imported with the portal' });
    const versions = (await get('/api/flows/consumer/versions')).json<FlowVersion[]>();
    expect(versions.map((v) => [v.version, v.status, v.live])).toEqual([[2, 'published', true], [1, 'published', false]]);
    expect((await get('/api/flows', 'customer')).statusCode).toBe(403);
    expect((await get('/api/flows', null)).statusCode).toBe(401);
    expect((await get('/api/flows/nothing/versions')).statusCode).toBe(404);
  });

  it('creates one draft at a time, the next version copied from the one asked for', async () => {
    const reply = await send('POST', '/api/flows/consumer/drafts', { from: 2 });
    expect(reply.statusCode).toBe(201);
    const detail = reply.json<FlowVersionDetail>();
    expect(detail.version).toMatchObject({ version: 3, status: 'draft', basedOn: 2, live: false, createdBy: { name: expect.any(String) } });
    expect(detail.definition).toMatchObject({ id: 'consumer', version: 3, status: 'draft' });
    const again = await send('POST', '/api/flows/consumer/drafts', { from: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'FLOW_DRAFT_EXISTS' });
    expect((await get('/api/flows')).json<FlowSummary[]>()[0]!.draft).toMatchObject({ version: 3 });
  });

  it('never changes a published version: PUT and PATCH answer 409', async () => {
    const v2 = await draft(2);
    const put = await send('PUT', '/api/flows/consumer/versions/2', v2);
    expect(put.statusCode).toBe(409);
    expect(put.json()).toMatchObject({ code: 'FLOW_VERSION_LOCKED' });
    const patch = await send('PATCH', '/api/flows/consumer/versions/2', [{ op: 'replace', path: '/title/en', value: 'x' }]);
    expect(patch.json()).toMatchObject({ code: 'FLOW_VERSION_LOCKED' });
    expect((await send('DELETE', '/api/flows/consumer/versions/2')).statusCode).toBe(409);
  });

  it('patches a draft all or nothing and answers its check with every scenario', async () => {
    const ok = await send('PATCH', '/api/flows/consumer/versions/3', [{ op: 'replace', path: '/title/en', value: 'Get free naloxone' }]);
    expect(ok.statusCode).toBe(200);
    const saved = ok.json<DraftSaved>();
    expect(saved.check.ok).toBe(true);
    expect(saved.check.scenarios.length).toBeGreaterThan(5);
    expect(saved.check.scenarios.every((s) => s.passed)).toBe(true);
    expect((await draft(3)).title.en).toBe('Get free naloxone');

    const failed = await send('PATCH', '/api/flows/consumer/versions/3', [
      { op: 'replace', path: '/title/en', value: 'Half applied?' },
      { op: 'remove', path: '/no/such/place' },
    ]);
    expect(failed.statusCode).toBe(422);
    expect(failed.json()).toMatchObject({ code: 'FLOW_PATCH_FAILED', message: expect.stringMatching(/Change 2 \(remove \/no\/such\/place\)/), problems: [{ pointer: '/no/such/place' }] });
    expect((await draft(3)).title.en).toBe('Get free naloxone');
  });

  it('saves a broken draft with its problems at their pointers, and refuses to publish it', async () => {
    const broken = await draft(3);
    broken.steps[1]!.questions[0]!.id = broken.steps[0]!.questions[0]!.id;
    const put = await send('PUT', '/api/flows/consumer/versions/3', broken);
    expect(put.statusCode).toBe(200);
    const check = put.json<DraftSaved>().check;
    expect(check.ok).toBe(false);
    expect(check.problems.some((p) => p.pointer.startsWith('/steps/1/questions/0'))).toBe(true);
    expect((await get('/api/flows/consumer/versions/3/check')).json<CheckResult>().ok).toBe(false);

    expect((await send('POST', '/api/flows/consumer/versions/3/publish', { notes: 'try' })).statusCode).toBe(403);
    const refused = await send('POST', '/api/flows/consumer/versions/3/publish', { notes: 'try' }, 'superAdmin');
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'FLOW_CHECKS_FAILED', problems: expect.arrayContaining([expect.objectContaining({ pointer: expect.stringMatching(/^\/steps\/1\/questions\/0/) })]) });
  });

  it('publishes a breaking change only when it is accepted; new runs take it at once, a run in progress stays on its version', async () => {
    const fixed = await draft(2);
    fixed.title.en = 'Get free naloxone';
    const shipType = fixed.steps[4]!.questions[0]!;
    expect(shipType.id).toBe('q-ship-type');
    (shipType.choices as { id: string }[]).splice(4, 1); // 'ship-type-office': no more parcels to offices
    expect((await send('PUT', '/api/flows/consumer/versions/3', fixed)).json<DraftSaved>().check.ok).toBe(true);

    const diff = (await get('/api/flows/consumer/diff?from=2&to=3')).json<FlowDiff>();
    expect(diff.changes.some((c) => c.kind === 'text' && c.pointer === '/title')).toBe(true);
    expect(diff.changes.some((c) => c.kind === 'choice-removed' && c.breaking)).toBe(true);
    expect(diff.breaking).toBeGreaterThan(0);
    expect(diff.groups.map((g) => g.heading)).toEqual(['The whole questionnaire', "Step 5 'Required Information'"]);

    const before = await startRun();
    expect(before.flow.version).toBe(2);

    const unaccepted = await send('POST', '/api/flows/consumer/versions/3/publish', { notes: 'No more parcels to offices' }, 'superAdmin');
    expect(unaccepted.statusCode).toBe(409);
    expect(unaccepted.json()).toMatchObject({ code: 'FLOW_BREAKING_NOT_ACCEPTED', reasons: expect.arrayContaining([expect.stringMatching(/office/i)]) });

    const published = await send('POST', '/api/flows/consumer/versions/3/publish', { notes: 'No more parcels to offices', acceptBreaking: true }, 'superAdmin');
    expect(published.statusCode).toBe(200);
    expect(published.json<FlowVersion>()).toMatchObject({ version: 3, status: 'published', live: true, notes: 'No more parcels to offices', publishedBy: { name: expect.any(String) } });
    expect((await draft(3)).status).toBe('published');

    expect((await startRun()).flow.version).toBe(3);
    const old = await f.app.inject({ method: 'GET', url: `/api/flow-runs/${before.runId}` });
    expect(old.statusCode).toBe(200);
    expect(old.json<FlowRunReply>().flow.version).toBe(2);
  });

  it('retires an old version but never the live one, and rolls back by publishing an old version anew', async () => {
    const live = await send('POST', '/api/flows/consumer/versions/3/retire', undefined, 'superAdmin');
    expect(live.statusCode).toBe(409);
    expect(live.json()).toMatchObject({ code: 'FLOW_VERSION_LIVE' });
    const retired = await send('POST', '/api/flows/consumer/versions/1/retire', undefined, 'superAdmin');
    expect(retired.json<FlowVersion>()).toMatchObject({ version: 1, status: 'retired', retiredBy: { name: expect.any(String) } });
    expect((await send('POST', '/api/flows/consumer/versions/1/retire', undefined, 'admin')).statusCode).toBe(403);

    const rolled = await send('POST', '/api/flows/consumer/versions/2/rollback', { notes: 'Offices again' }, 'superAdmin');
    expect(rolled.statusCode).toBe(200);
    expect(rolled.json<FlowVersion>()).toMatchObject({ version: 4, status: 'published', live: true, basedOn: 2 });
    expect((await draft(4)).steps[4]!.questions[0]!.choices).toHaveLength(6);
    expect((await startRun()).flow.version).toBe(4);
  });

  it('keeps the database itself from changing or deleting a published version', async () => {
    await expect(f.db.updateTable('flow_versions').set({ definition: '{}' }).where('flow_id', '=', 'consumer').where('version', '=', 2).execute()).rejects.toThrow(/cannot change/);
    await expect(f.db.updateTable('flow_versions').set({ status: 'draft' }).where('flow_id', '=', 'consumer').where('version', '=', 2).execute()).rejects.toThrow();
    await expect(f.db.deleteFrom('flow_versions').where('flow_id', '=', 'consumer').where('version', '=', 1).execute()).rejects.toThrow(/only a draft/);
    await expect(sql`update flow_versions set sha256 = 'x' where version = 4`.execute(f.db)).rejects.toThrow();
  });

  it('adds a scenario under any name, its id made from the name, refuses a name taken and a bad walk, and runs the saved ones on every draft', async () => {
    const { scenarios } = (await get('/api/flows/consumer/scenarios')).json<{ scenarios: Record<string, unknown>[] }>();
    expect(scenarios.find((s) => s.id === 'colorado-order')?.versions).toEqual([1, 2, 3, 4]);
    const { env, effects, steps, expect: expected } = scenarios[0]!;
    const walk = { env, effects, steps, expect: expected };
    const saved = await send('POST', '/api/flows/consumer/scenarios', { name: 'Saved walk in Dénver!', description: 'A walk saved from the preview', walk });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<{ scenarios: Record<string, unknown>[] }>().scenarios.at(-1)).toMatchObject({ id: 'saved-walk-in-denver', name: 'Saved walk in Dénver!' });
    const taken = await send('POST', '/api/flows/consumer/scenarios', { name: 'saved walk in denver', walk });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'FLOW_SCENARIO_EXISTS', message: 'There is a scenario called "Saved walk in Dénver!" already. Give this one another name.' });
    const nameless = await send('POST', '/api/flows/consumer/scenarios', { name: '¿?', walk });
    expect(nameless.statusCode).toBe(400);
    expect(nameless.json()).toMatchObject({ code: 'VALIDATION_FAILED', problems: [{ pointer: '/name' }] });
    const bad = await send('POST', '/api/flows/consumer/scenarios', { name: 'Bad', walk: { env: {}, steps: {}, expect: { outcome: 'nowhere' } } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED', problems: expect.any(Array) });

    expect((await send('POST', '/api/flows/consumer/drafts', { from: 4 })).statusCode).toBe(201);
    const check = (await get('/api/flows/consumer/versions/5/check')).json<CheckResult>();
    expect(check.scenarios.find((s) => s.name === 'saved-walk-in-denver')).toMatchObject({ title: 'Saved walk in Dénver!', passed: true });
    expect((await send('DELETE', '/api/flows/consumer/versions/5')).statusCode).toBe(204);
    expect((await get('/api/flows/consumer/versions/5')).statusCode).toBe(404);
  });

  it('records every change in the audit log with who made it', async () => {
    const rows = await f.db.selectFrom('audit_log').select(['action', 'entity_id', 'actor_user_id']).where('action', 'like', 'flows.%').orderBy('at').execute();
    expect(rows.map((r) => r.action)).toEqual(expect.arrayContaining([
      'flows.draft.create', 'flows.draft.patch', 'flows.draft.replace', 'flows.publish', 'flows.retire', 'flows.rollback', 'flows.scenario.add', 'flows.draft.discard',
    ]));
    expect(rows.find((r) => r.action === 'flows.publish')).toMatchObject({ entity_id: 'consumer@3', actor_user_id: f.userId.superAdmin });
  });
});
