import { sql, type Expression, type SqlBool } from 'kysely';
import type { AuditActions, AuditEntryView, AuditQuery } from '#schemas/generated/audit.ts';
import { countLimit, countedTotal, type CountedTotal } from '#server/lists/bounded-count.ts';
import { dayRange } from '#server/lists/day-range.ts';
import { bulkOrderNameRelation } from '#server/areas/bulk-orders/index.ts';
import { orderNumberRelation } from '#server/areas/consumer-orders/index.ts';
import { customerRelation } from '#server/areas/customers/index.ts';
import { applicationNameRelation } from '#server/areas/membership/index.ts';
import { productRelation } from '#server/areas/products/index.ts';
import { accountRelation, staffName, staffRelation } from '#server/areas/users/index.ts';
import type { Db } from '#server/db/database.ts';
import { AUDIT_KINDS, statusOfKind, type AuditKind } from './audit-kinds.ts';
import { thingOf } from './audit-names.ts';
import { actionsNaming, actionsOfKind, auditSentence } from './audit-wording.ts';

export type AuditFilters = Omit<AuditQuery, 'limit' | 'offset' | 'order' | 'kind'> & { kind?: AuditKind };

function conditions(filters: AuditFilters): Expression<SqlBool>[] {
  const list: Expression<SqlBool>[] = [];
  const range = dayRange(filters.from || undefined, filters.to || undefined, 'at');
  if (range.from) list.push(sql<SqlBool>`a.at >= ${range.from}`);
  if (range.to) list.push(range.toInclusive ? sql<SqlBool>`a.at <= ${range.to}` : sql<SqlBool>`a.at < ${range.to}`);
  if (filters.actorUserId) list.push(sql<SqlBool>`a.actor_user_id = ${filters.actorUserId}`);
  if (filters.kind) {
    list.push(sql<SqlBool>`a.action in (${sql.join(actionsOfKind(filters.kind))})`);
    // A status change is the kind of the status it moved to; its detail is JSON.stringify's, {"from":…,"to":…}.
    const to = statusOfKind(filters.kind);
    if (to) list.push(sql<SqlBool>`a.detail like ${`%"to":${JSON.stringify(to)}%`}`);
  }
  const action = filters.action?.trim();
  // 'quotas.' is an area: its actions share the prefix (a range, so the (action, at) index serves it).
  if (action?.endsWith('.')) list.push(sql<SqlBool>`a.action >= ${action} and a.action < ${`${action.slice(0, -1)}/`}`);
  else if (action) list.push(sql<SqlBool>`a.action = ${action}`);
  if (filters.entityId?.trim()) list.push(sql<SqlBool>`a.entity_id = ${filters.entityId.trim()}`);
  return list;
}

/**
 * The entries with the names of who did it and of the record each is about, in one query (decision 065): each name is
 * joined from the area that owns its table, on the actions whose record id names such a record.
 */
function rows(db: Db, filters: AuditFilters) {
  return db
    .selectFrom('audit_log as a')
    .leftJoin(staffRelation(db).as('u'), 'u.id', 'a.actor_user_id')
    .leftJoin(orderNumberRelation(db).as('o'), (j) => j.onRef('o.id', '=', 'a.entity_id').on('a.action', 'in', actionsNaming('order')))
    .leftJoin(productRelation(db).as('p'), (j) => j.onRef('p.id', '=', 'a.entity_id').on('a.action', 'in', actionsNaming('product')))
    .leftJoin(customerRelation(db).as('c'), (j) => j.onRef('c.id', '=', 'a.entity_id').on('a.action', 'in', actionsNaming('customer')))
    .leftJoin(applicationNameRelation(db).as('m'), (j) => j.onRef('m.id', '=', 'a.entity_id').on('a.action', 'in', actionsNaming('application')))
    .leftJoin(accountRelation(db).as('s'), (j) => j.onRef('s.id', '=', 'a.entity_id').on('a.action', 'in', actionsNaming('account')))
    .leftJoin(bulkOrderNameRelation(db).as('b'), (j) => j.onRef('b.id', '=', 'a.entity_id').on('a.action', 'in', actionsNaming('bulk-order')))
    .select([
      'a.id', 'a.at', 'a.action', 'a.entity', 'a.entity_id', 'a.detail', 'a.actor_user_id', 'u.first_name', 'u.last_name', 'u.email',
      'o.mrn as order_mrn', 'p.name as product_name', 'c.name as customer_name', 'm.name as application_name',
      's.id as account_id', 's.first_name as account_first_name', 's.last_name as account_last_name', 's.email as account_email',
      's.role as account_role', 's.customer_name as account_customer',
      'b.id as bulk_id', 'b.customer_name as bulk_customer', 'b.product_name as bulk_product',
    ])
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
  const detail = detailOf(r.detail);
  const actor = r.actor_user_id === null ? null : { id: r.actor_user_id, name: staffName(r) || 'A deleted account', email: r.email ?? null };
  const words = auditSentence({ who: actor?.name ?? 'The portal', action: r.action, thing: thingOf(r.action, r.entity_id, r), detail: detail ?? {} });
  return { id: r.id, at: r.at, actor, ...words, action: r.action, entity: r.entity, entityId: r.entity_id, detail };
}

/** One page of the audit log, newest first, and how many entries match (bounded). */
export async function listAudit(db: Db, filters: AuditFilters, page: { limit: number; offset: number; order?: AuditQuery['order'] }): Promise<{ items: AuditEntryView[] } & CountedTotal> {
  const direction = page.order === 'at ASC' ? 'asc' : 'desc';
  const items = rows(db, filters).orderBy('a.at', direction).orderBy('a.id', direction).limit(page.limit).offset(page.offset).execute();
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

/** The kinds of action in words, and the staff members the log holds, for the page's filters. */
export async function auditChoices(db: Db): Promise<AuditActions> {
  const actors = await db.selectFrom(staffRelation(db).as('u')).select(['u.id', 'u.first_name', 'u.last_name', 'u.email'])
    .where((eb) => eb.exists(eb.selectFrom('audit_log as a').select('a.id').whereRef('a.actor_user_id', '=', 'u.id')))
    .orderBy('u.last_name').orderBy('u.first_name').orderBy('u.email').execute();
  return {
    kinds: Object.entries(AUDIT_KINDS).map(([value, kind]) => ({ value, label: kind.label })),
    actors: actors.map((u) => ({ id: u.id, name: staffName(u)!, email: u.email })),
  };
}
