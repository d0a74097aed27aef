/**
 * The studio's requests cannot hold up the portal (decision 039): a draft whose computed values could grow without
 * bound is refused by its check, naming the computed value, in a rule, a question's condition or an order rule; the
 * heavy work runs on a worker thread, so other requests are answered meanwhile; work past its time limit is stopped
 * and the studio told in words; and nothing nested deeper than a questionnaire is stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Scenario } from '#schemas/generated/flow-scenarios.ts';
import type { DraftSaved, FlowVersionDetail } from '#schemas/generated/flow-studio-api.ts';
import { saveScenarios } from '#server/areas/flows/flow-scenarios.service.ts';
import type { FastifyInstance } from 'fastify';
import { browserHeaders } from './auth-helpers.ts';
import { buildTestApp, testDatabases } from './test-db.ts';
import { adminFixture, type AdminFixture } from './admin/admin-fixtures.ts';
import { scenariosUpTo, versionsSeed } from './flow-helpers.ts';
import { doublingChain, HOSTILE_PLACES } from '../engine/hostile-flows.ts';

// The scenarios as they stood with v3 the newest version, as the seed below (versionsSeed(3)) holds them.
const SCENARIOS = scenariosUpTo(3);

/** The consumer scenarios that run on the latest version, `copies` times over (ids made unique). */
function manyScenarios(copies: number): Scenario[] {
  const latest = SCENARIOS.filter((s) => !s.versions || s.versions.includes(3)).map((s) => ({ ...s, versions: undefined }));
  return Array.from({ length: copies }, (_, i) => latest.map((s) => ({ ...s, id: `${s.id}-${i}`, ...(s.base ? { base: `${s.base}-${i}` } : {}) }))).flat() as Scenario[];
}

/**
 * A draft as costly as the check accepts: the first question of steps 1 to 10 shown when a thousand numbers do not
 * hold 0, forty times over (about 80,000 units of work each), then shown anyway, so every scenario still passes.
 */
const COSTLY: object[] = [
  { op: 'add', path: '/computed/thousand', value: { range: [1, 1000] } },
  ...Array.from({ length: 10 }, (_, s) => ({
    op: 'add', path: `/steps/${s}/questions/0/visibleWhen`,
    value: { or: [...Array.from({ length: 40 }, () => ({ in: [0, { computed: 'thousand' }] })), true] },
  })),
];

describe.each(testDatabases())('the studio cannot hold up the portal, on $name', (database) => {
  let f: AdminFixture;
  let hurried: FastifyInstance;
  beforeAll(async () => {
    // Consumer v1 to v3: drafts copied from v3, the 11-step shape its scenarios describe (decision 053).
    const flowsRoot = versionsSeed(3);
    f = await adminFixture(database, { flowsRoot });
    // The same database, with a time limit a check of the consumer flow passes, and one of 500 scenarios on a costly
    // draft (several seconds of work) does not.
    hurried = await buildTestApp({ database, flowsRoot, env: { STUDIO_TASK_LIMIT_MS: '250' } });
  });
  afterAll(async () => {
    await f.app.close();
    await hurried.close();
  });

  const send = (method: 'POST' | 'PATCH' | 'PUT' | 'DELETE' | 'GET', url: string, payload?: unknown, role: 'admin' | 'superAdmin' = 'admin') =>
    f.as(role, { method, url, ...(payload === undefined ? {} : { payload: payload as object }) });
  const newDraft = async () => (await send('POST', '/api/flows/consumer/drafts', { from: 3 })).json<FlowVersionDetail>().version.version;

  it.each(HOSTILE_PLACES)('refuses a doubling chain of 10, 20 and 30 computed values in a %s, naming the computed value, and never publishes it', async (place) => {
    for (const k of [10, 20, 30]) {
      const version = await newDraft();
      const saved = await send('PATCH', `/api/flows/consumer/versions/${version}`, doublingChain(k, place));
      expect(saved.statusCode).toBe(200);
      const { check } = saved.json<DraftSaved>();
      expect(check.ok).toBe(false);
      const named = k < 16 ? 'c4' : 'c16';
      expect(check.problems[0]).toMatchObject({ pointer: `/computed/${named}`, message: expect.stringMatching(new RegExp(`^The computed value '${named}' `)) });
      const published = await send('POST', `/api/flows/consumer/versions/${version}/publish`, { notes: 'hostile', acceptBreaking: true }, 'superAdmin');
      expect(published.statusCode).toBe(422);
      expect(published.json()).toMatchObject({ code: 'FLOW_CHECKS_FAILED', problems: expect.arrayContaining([expect.objectContaining({ pointer: `/computed/${named}` })]) });
      const diff = await send('GET', `/api/flows/consumer/diff?from=3&to=${version}`);
      expect(diff.json()).toMatchObject({ code: 'FLOW_CHECKS_FAILED', message: `Version ${version} has problems to fix before it can be compared.` });
      expect((await send('DELETE', `/api/flows/consumer/versions/${version}`)).statusCode).toBe(204);
    }
  });

  it('checks on a worker thread: other requests are answered while a long check runs', async () => {
    const version = await newDraft();
    const costly = await send('PATCH', `/api/flows/consumer/versions/${version}`, COSTLY);
    expect(costly.json<DraftSaved>().check).toMatchObject({ ok: true, problems: [] });
    await saveScenarios(f.db, 'consumer', manyScenarios(6), null, new Date().toISOString());
    let healthAnswers = 0;
    let checked = false;
    const check = send('GET', `/api/flows/consumer/versions/${version}/check`).then((reply) => {
      checked = true;
      return reply;
    });
    // Health checks sent one after another while the check runs, each answered before it ends.
    // Health checks one after another, 5 ms apart (a loop of injections alone would never let the thread's own
    // events, the worker's answer among them, be handled).
    while (!checked) {
      const health = await f.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      healthAnswers++;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const reply = await check;
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ ok: true, scenarios: expect.arrayContaining([expect.objectContaining({ name: 'colorado-order-2', passed: true })]) });
    // On the request thread the check would hold every health check back until it ended (a couple at most before).
    expect(healthAnswers).toBeGreaterThan(10);
    expect((await send('DELETE', `/api/flows/consumer/versions/${version}`)).statusCode).toBe(204);
  });

  it('stops work past its time limit, tells the studio in words, and serves the next request', async () => {
    const version = await newDraft();
    await send('PATCH', `/api/flows/consumer/versions/${version}`, COSTLY);
    await saveScenarios(f.db, 'consumer', manyScenarios(20), null, new Date().toISOString());
    const slow = await hurried.inject({ method: 'GET', url: `/api/flows/consumer/versions/${version}/check`, headers: browserHeaders(hurried, 'GET', f.cookie.admin) });
    expect(slow.statusCode).toBe(422);
    expect(slow.json()).toEqual({ code: 'FLOW_TOO_COSTLY', message: expect.stringMatching(/^This took longer than 0\.25 seconds, so the portal stopped it\./) });
    await saveScenarios(f.db, 'consumer', SCENARIOS, null, new Date().toISOString());
    const next = await send('GET', `/api/flows/consumer/versions/${version}/check`);
    expect(next.json()).toMatchObject({ ok: true });
    expect((await send('DELETE', `/api/flows/consumer/versions/${version}`)).statusCode).toBe(204);
  });

  it('stores nothing nested deeper than a questionnaire, however many patches build it', async () => {
    const version = await newDraft();
    const nested = (levels: number, inner: unknown = true) => {
      let value: unknown = inner;
      for (let i = 0; i < levels; i++) value = { not: value };
      return value;
    };
    // Each patch within the request's own nesting limit; the third would make a draft nested 89 levels deep.
    expect((await send('PATCH', `/api/flows/consumer/versions/${version}`, [{ op: 'add', path: '/computed/deep', value: nested(29) }])).statusCode).toBe(200);
    const inner = (levels: number) => `/computed/deep${'/not'.repeat(levels)}`;
    expect((await send('PATCH', `/api/flows/consumer/versions/${version}`, [{ op: 'replace', path: inner(29), value: nested(29) }])).statusCode).toBe(200);
    const deeper = await send('PATCH', `/api/flows/consumer/versions/${version}`, [{ op: 'replace', path: inner(58), value: nested(29) }]);
    expect(deeper.statusCode).toBe(422);
    expect(deeper.json()).toMatchObject({ code: 'FLOW_PATCH_FAILED', message: expect.stringMatching(/^The draft was not saved: at \/computed\/deep(\/not)+ it nests more than 64 levels deep/) });
    const stored = (await send('GET', `/api/flows/consumer/versions/${version}`)).json<FlowVersionDetail>().definition;
    expect(JSON.stringify(stored)).toContain('{"not":'.repeat(58));
    expect(JSON.stringify(stored)).not.toContain('{"not":'.repeat(59));
    expect((await send('DELETE', `/api/flows/consumer/versions/${version}`)).statusCode).toBe(204);
  });
});
