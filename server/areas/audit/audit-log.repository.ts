import { sql, type Expression, type SqlBool } from 'kysely';
import type { AuditActions, AuditEntryView, AuditQuery } from '#schemas/generated/audit.ts';
import { countLimit, countedTotal, type CountedTotal } from '#server/lists/bounded-count.ts';
import { dayRange } from '#server/lists/day-range.ts';
import { staffName, staffRelation } from '#server/areas/users/index.ts';
import type { Db } from '#server/db/database.ts';

export type AuditFilters = Omit<AuditQuery, 'limit' | 'offset'>;

function conditions(filters: AuditFilters): Expression<SqlBool>[] {
  const list: Expression<SqlBool>[] = [];
  const range = dayRange(filters.from || undefined, filters.to || undefined, 'at');
  if (range.from) list.push(sql<SqlBool>`a.at >= ${range.from}`);
  if (range.to) list.push(range.toInclusive ? sql<SqlBool>`a.at <= ${range.to}` : sql<SqlBool>`a.at < ${range.to}`);
  if (filters.actorUserId) list.push(sql<SqlBool>`a.actor_user_id = ${filters.actorUserId}`);
  const action = filters.action?.trim();
  // 'quotas.' is an area: its actions share the prefix (a range, so the (action, at) index serves it).
  if (action?.endsWith('.')) list.push(sql<SqlBool>`a.action >= ${action} and a.action < ${`${action.slice(0, -1)}/`}`);
  else if (action) list.push(sql<SqlBool>`a.action = ${action}`);
  if (filters.entityId?.trim()) list.push(sql<SqlBool>`a.entity_id = ${filters.entityId.trim()}`);
  return list;
}

function rows(db: Db, filters: AuditFilters) {
  return db
    .selectFrom('audit_log as a')
    .leftJoin(staffRelation(db).as('u'), 'u.id', 'a.actor_user_id')
    .select(['a.id', 'a.at', 'a.action', 'a.entity', 'a.entity_id', 'a.detail', 'a.actor_user_id', 'u.first_name', 'u.last_name', 'u.email'])
    .where((eb) => eb.and(conditions(filters)));
}

type Row = Awaited<ReturnType<ReturnType<typeof rows>['execute']>>[number];

function detailOf(text: string | null): Record<string, unknown> | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : { value };
  } catch {
    return { text };
  }
}

function toView(r: Row): AuditEntryView {
  return {
    id: r.id, at: r.at, action: r.action, entity: r.entity, entityId: r.entity_id, detail: detailOf(r.detail),
    actor: r.actor_user_id === null ? null : {
      id: r.actor_user_id, name: staffName(r) || 'a deleted account', email: r.email ?? null,
    },
  };
}

/** One page of the audit log, newest first, and how many entries match (bounded). */
export async function listAudit(db: Db, filters: AuditFilters, page: { limit: number; offset: number }): Promise<{ items: AuditEntryView[] } & CountedTotal> {
  const items = rows(db, filters).orderBy('a.at', 'desc').orderBy('a.id', 'desc').limit(page.limit).offset(page.offset).execute();
  const matching = db.selectFrom('audit_log as a').select(sql<number>`1`.as('one')).where((eb) => eb.and(conditions(filters))).limit(countLimit(page) + 1);
  const counted = db.selectFrom(matching.as('m')).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
  const [list, count] = await Promise.all([items, counted]);
  return { items: list.map(toView), ...countedTotal(Number(count.n), page) };
}

/** Every matching entry, newest first, a batch at a time (walked by key, not offset). */
export async function* streamAudit(db: Db, filters: AuditFilters, batchSize = 1000): AsyncGenerator<AuditEntryView[]> {
  let after: { at: string; id: string } | undefined;
  for (;;) {
    let query = rows(db, filters);
    if (after) query = query.where(sql<SqlBool>`(a.at, a.id) < (${after.at}, ${after.id})`);
    const batch = await query.orderBy('a.at', 'desc').orderBy('a.id', 'desc').limit(batchSize).execute();
    if (batch.length === 0) return;
    yield batch.map(toView);
    if (batch.length < batchSize) return;
    const last = batch[batch.length - 1]!;
    after = { at: last.at, id: last.id };
  }
}

/** The actions and the staff members the log holds, for the page's filters. */
export async function auditChoices(db: Db): Promise<AuditActions> {
  const [actions, actors] = await Promise.all([
    db.selectFrom('audit_log').select('action').distinct().orderBy('action').execute(),
    db.selectFrom(staffRelation(db).as('u')).select(['u.id', 'u.first_name', 'u.last_name', 'u.email'])
      .where((eb) => eb.exists(eb.selectFrom('audit_log as a').select('a.id').whereRef('a.actor_user_id', '=', 'u.id')))
      .orderBy('u.last_name').orderBy('u.first_name').orderBy('u.email').execute(),
  ]);
  return {
    actions: actions.map((a) => a.action),
    actors: actors.map((u) => ({ id: u.id, name: staffName(u)!, email: u.email })),
  };
}
