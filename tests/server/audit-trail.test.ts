import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '#schemas/roles.ts';
import { auditTrail } from '#server/http/audit-trail.ts';
import type { Db } from '#server/db/database.ts';
import { migrateToLatest } from '#server/db/migrator.ts';
import { routeContractProblem } from '#server/plugins/route-contract.ts';
import auditTrailPlugin from '#server/plugins/audit-trail.ts';
import routeContract from '#server/plugins/route-contract.ts';
import { createUser } from './auth-helpers.ts';
import { testDatabases } from './test-db.ts';

const reply = { response: { 200: { type: 'object', additionalProperties: true } } };

describe('the audit declaration of the route contract', () => {
  const problem = (method: string, url: string, config: Record<string, unknown>) => routeContractProblem({ method, url, config, schema: reply });

  it('stops the app when an API route says nothing of the audit log', async () => {
    const app = Fastify({ logger: false });
    await app.register(routeContract);
    app.patch('/api/forgotten', { config: { access: 'admin' }, schema: reply }, async () => ({}));
    await expect(app.ready()).rejects.toThrow(/PATCH \/api\/forgotten declares no config.audit/);
    await app.close().catch(() => {});
  });

  it('refuses a change that claims to show no personal data, public use on a staff route, and own without a reason', () => {
    expect(problem('POST', '/api/x', { access: 'admin', audit: { none: 'no-personal-data' } })).toMatch(/changes data but declares 'no-personal-data'/);
    expect(problem('DELETE', '/api/x', { access: 'admin', audit: { none: 'public-use' } })).toMatch(/not a public route/);
    expect(problem('POST', '/api/x', { access: 'public', audit: { none: 'own', why: ' ' } })).toMatch(/without saying why/);
    expect(problem('GET', '/api/x', { access: 'admin', audit: { none: 'nothing to see' } })).toMatch(/unknown config.audit.none/);
  });

  it('refuses an entry without an action of the form area.verb, a record name, or a path parameter it names', () => {
    expect(problem('POST', '/api/x', { access: 'admin', audit: { entity: 'x' } })).toMatch(/without an action/);
    expect(problem('POST', '/api/x', { access: 'admin', audit: { action: 'Change', entity: 'x' } })).toMatch(/not 'area.verb'/);
    expect(problem('POST', '/api/x', { access: 'admin', audit: { action: 'x.change', entity: 'Some Thing' } })).toMatch(/not a record's name/);
    expect(problem('POST', '/api/x/:id', { access: 'admin', audit: { action: 'x.change', entity: 'x', id: 'params.code' } })).toMatch(/path parameter "code"/);
    expect(problem('POST', '/api/x/:id', { access: 'admin', audit: { action: 'x.change', entity: 'x', id: 'params.id' } })).toBeUndefined();
    expect(problem('GET', '/api/x', { access: 'public', audit: { none: 'public-use' } })).toBeUndefined();
  });
});

describe.each(testDatabases())('the audit trail of a request on $name', (database) => {
  let app: FastifyInstance;
  let db: Db;
  const users: Partial<Record<Role, string>> = {};

  /** The trail plugin alone, with test routes: who calls is named by a header, as the sign-in plugin would set it. */
  beforeAll(async () => {
    db = await database.connect();
    await migrateToLatest(db);
    for (const role of ['customer', 'admin'] as const) users[role] = await createUser(db, { email: `trail.${role}@example.org`, role });
    app = Fastify({ logger: false });
    await app.register(fp(async (a) => { a.decorate('db', db); }, { name: 'db' }));
    await app.register(fp(async (a) => { a.decorate('now', () => new Date()); }, { name: 'clock' }));
    app.decorateRequest('user', null);
    app.addHook('onRequest', async (request) => {
      const role = request.headers['x-role'] as Role | undefined;
      request.user = role ? { id: users[role]!, role, email: '', firstName: '', lastName: '', customerIds: [], sessionId: '', secondFactor: 'notRequired' } : null;
    });
    await app.register(auditTrailPlugin);
    const entry = (action: string | [string, ...string[]], id?: `params.${string}` | `reply.${string}`) => ({ action, entity: 'widget', ...(id ? { id } : {}) });
    app.get('/read/:id', { config: { access: 'admin', audit: entry('widgets.read', 'params.id') } }, async () => ({ items: [1, 2, 3], total: 7 }));
    app.post('/change', { config: { access: 'admin', audit: entry('widgets.change', 'reply.id') } }, async (request) => {
      const body = request.body as { fail?: 'before' | 'after' };
      return db.transaction().execute(async (trx) => {
        if (body.fail === 'before') throw Object.assign(new Error('refused'), { statusCode: 409 });
        await auditTrail(request).record(trx, { entityId: 'w-1', detail: { size: 'large' } });
        if (body.fail === 'after') throw new Error('the change failed after its entry');
        return { id: 'w-1' };
      });
    });
    app.post('/several', { config: { access: 'admin', audit: entry(['widgets.add', 'widgets.replace']) } }, async (request) => {
      auditTrail(request).note({ action: 'widgets.replace' });
      return {};
    });
    app.post('/lookup', { config: { access: 'public', audit: entry('widgets.lookup') } }, async () => ({}));
    await app.ready();
  });
  afterAll(() => app.close());

  const entries = () => db.selectFrom('audit_log').selectAll().where('entity', '=', 'widget').orderBy('at').execute();
  const clear = () => db.deleteFrom('audit_log').where('entity', '=', 'widget').execute();
  const send = (method: 'GET' | 'POST', url: string, role: Role | null, body?: object) =>
    app.inject({ method, url, headers: role ? { 'x-role': role } : {}, ...(body ? { payload: body } : {}) });

  it('writes a read\'s entry as the reply leaves: the record from the path, the filters by name, the rows shown', async () => {
    await clear();
    expect((await send('GET', '/read/w-9?colour=red&limit=2&size=', 'admin')).statusCode).toBe(200);
    const [read] = await entries();
    expect(read).toMatchObject({ action: 'widgets.read', entity: 'widget', entity_id: 'w-9', actor_user_id: users.admin });
    expect(JSON.parse(read!.detail!)).toEqual({ filters: ['colour'], rows: 3, total: 7 });
  });

  it('keeps an entry written in the change\'s transaction as the only one, and none when the change rolled back', async () => {
    await clear();
    expect((await send('POST', '/change', 'admin', {})).statusCode).toBe(200);
    expect((await entries()).map((e) => [e.action, e.entity_id, e.detail])).toEqual([['widgets.change', 'w-1', '{"size":"large"}']]);
    await clear();
    expect((await send('POST', '/change', 'admin', { fail: 'after' })).statusCode).toBe(500);
    expect((await send('POST', '/change', 'admin', { fail: 'before' })).statusCode).toBe(409);
    expect(await entries()).toEqual([]);
  });

  it('writes the action the route picked among those it declares', async () => {
    await clear();
    await send('POST', '/several', 'customer', {});
    expect((await entries()).map((e) => [e.action, e.actor_user_id])).toEqual([['widgets.replace', users.customer]]);
  });

  it('on a public route, records programme staff only: the public about their own business are not staff reads', async () => {
    await clear();
    await send('POST', '/lookup', null, {});
    await send('POST', '/lookup', 'customer', {});
    expect(await entries()).toEqual([]);
    await send('POST', '/lookup', 'admin', {});
    expect((await entries()).map((e) => e.actor_user_id)).toEqual([users.admin]);
  });
});
