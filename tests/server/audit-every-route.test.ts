import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntryView } from '#schemas/generated/audit.ts';
import type { Role } from '#schemas/roles.ts';
import { enqueueEmail } from '#server/mail/outbox.repository.ts';
import { adminFixture, type AdminFixture } from './admin/admin-fixtures.ts';
import { auditedRequests, type Call, type WalkState } from './audit-walk/audited-requests.ts';
import { applications, consumer, personalMarkers, plantConsumerOrder } from './audit-walk/planted-people.ts';
import { testDatabases } from './test-db.ts';

/*
 * Every route of the OpenAPI description says what it writes to the audit log (`x-audit`, from config.audit). This
 * walk makes a valid request of each route that declares an entry, as a caller allowed to, and finds the entry of a
 * declared action by that caller; a new route that declares an entry fails here until the walk knows a request for
 * it. Routes that declare they show no personal data are read as a superAdmin and must not show any planted person.
 */
type XAudit = { actions: string[]; entity: string } | { none: string; why?: string };
interface Operation { method: string; path: string; audit: XAudit | undefined }

describe.each(testDatabases())('the audit entry of every route on $name', (database) => {
  let f: AdminFixture;
  let operations: Operation[];
  const state = {} as WalkState;
  const call: Call = ({ method, url, as, payload }) =>
    f.as(as, { method: method as 'GET', url, ...(payload === undefined ? {} : { payload: payload as object }) });

  beforeAll(async () => {
    f = await adminFixture(database);
    const doc = (await f.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Record<string, Record<string, { 'x-audit'?: XAudit }>> }>();
    operations = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, op]) => ({ method: method.toUpperCase(), path, audit: op['x-audit'] })));
    const [received, approved] = [await plantConsumerOrder(f.app, 'received'), await plantConsumerOrder(f.app, 'approved')];
    const applicationIds: string[] = [];
    for (const application of applications()) {
      const reply = await f.as(null, { method: 'POST', url: '/api/user/register', payload: application });
      applicationIds.push(reply.json<{ id: string }>().id);
    }
    const emailId = await enqueueEmail(f.db, {
      to: 'reports@example.org', subject: 'Weekly orders report', text: 'The week in numbers.', kind: 'report-weekly',
      attachments: [{ fileName: 'orders.xlsx', contentType: 'application/octet-stream', content: Buffer.from('not really a workbook') }],
    });
    const flows = (await f.as('admin', { method: 'GET', url: '/api/flows' })).json<{ live: { version: number } }[]>();
    Object.assign(state, { userId: f.userId, received, approved, applicationIds, emailId, liveVersion: flows[0]!.live.version, made: {} });
  }, 60_000);
  afterAll(() => f.app.close());

  const entriesOf = async (actions: string[], actor: string) =>
    f.db.selectFrom('audit_log').select(['id', 'action', 'entity']).where('action', 'in', actions).where('actor_user_id', '=', actor).execute();

  it('describes what every route writes to the audit log', () => {
    expect(operations.length).toBeGreaterThan(80);
    expect(operations.filter((o) => !o.audit).map((o) => `${o.method} ${o.path}`)).toEqual([]);
  });

  it('writes the declared entry for a valid request of every route that declares one', async () => {
    const audited = operations.filter((o) => o.audit && 'actions' in o.audit);
    const keys = audited.map((o) => `${o.method} ${o.path}`);
    expect(keys.filter((key) => !(key in auditedRequests)), 'routes that declare an entry but have no request in the walk').toEqual([]);
    expect(Object.keys(auditedRequests).filter((key) => !keys.includes(key)), 'requests of the walk for routes that declare no entry').toEqual([]);
    const missing: string[] = [];
    for (const [key, step] of Object.entries(auditedRequests)) {
      const { actions, entity } = audited.find((o) => `${o.method} ${o.path}` === key)!.audit as { actions: string[]; entity: string };
      await step.before?.(state, call);
      const request = step.request(state);
      const actor = state.userId[request.as as Role];
      const before = (await entriesOf(actions, actor)).map((e) => e.id);
      const reply = await call({ method: key.split(' ')[0]!, ...request });
      expect(reply.statusCode, `${key}: ${reply.body.slice(0, 300)}`).toBeLessThan(300);
      if (step.after) step.after(JSON.parse(reply.body) as Record<string, unknown>, state);
      const written = (await entriesOf(actions, actor)).filter((e) => !before.includes(e.id));
      if (written.length !== 1) missing.push(`${key} wrote ${written.length} entries of ${actions.join(' | ')}, not one`);
      for (const entry of written) expect(entry.entity, key).toBe(entity);
    }
    expect(missing).toEqual([]);
  }, 120_000);

  it('reads every entry the walk wrote as a sentence in words, naming records without ids or people (decision 065)', async () => {
    const entries: AuditEntryView[] = [];
    for (let offset = 0; ; offset += 100) {
      const page = (await f.as('superAdmin', { method: 'GET', url: `/api/audit?limit=100&offset=${offset}` })).json<{ items: AuditEntryView[] }>();
      entries.push(...page.items);
      if (page.items.length < 100) break;
    }
    expect(new Set(entries.map((e) => e.action)).size).toBeGreaterThan(40);
    const unworded = entries.filter((e) => e.sentence.includes('does not describe')).map((e) => e.action);
    expect(unworded, 'actions without a wording in server/areas/audit/audit-wording.ts').toEqual([]);
    // Quoted values (a programme setting's address) are the programme's own words, not code.
    const words = entries.map((e) => [e.sentence, ...e.details].join(' | ').replace(/“[^”]*”/g, '“…”'));
    expect(words.filter((w) => /[0-9a-f]{8}-[0-9a-f]{4}-|[a-z]+\.[a-z]+|_|again:/.test(w))).toEqual([]);
    expect(words.filter((w) => personalMarkers.some((marker) => w.includes(marker)))).toEqual([]);
  });

  it('shows no planted person on a route that declares no personal data', async () => {
    const detail = await f.as('admin', { method: 'GET', url: `/api/consumer-orders/${state.approved.mrn}` });
    expect(detail.body, 'the planted person is readable where personal data is shown').toContain(consumer.email);
    const params: Record<string, string> = {
      id: state.userId.customer, code: 'CO', state: 'CO', name: 'co', flowId: 'consumer', version: String(state.liveVersion), runId: '0'.repeat(32),
    };
    const reads = operations.filter((o) => o.method === 'GET' && o.audit && 'none' in o.audit && o.audit.none === 'no-personal-data');
    expect(reads.length).toBeGreaterThan(20);
    const shown: string[] = [];
    for (const read of reads) {
      const url = read.path.replace(/\{(\w+)\}/g, (_m, name: string) => params[name] ?? 'x');
      const reply = await f.as('superAdmin', { method: 'GET', url: `${url}${read.path.endsWith('progress') ? '?year=2026' : ''}` });
      const found = personalMarkers.filter((marker) => reply.body.includes(marker));
      if (found.length) shown.push(`${read.path} shows ${found.join(', ')}`);
    }
    expect(shown).toEqual([]);
  });
});
