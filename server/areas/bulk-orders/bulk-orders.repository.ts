import { randomUUID } from 'node:crypto';
import { sql, type Expression, type SqlBool, type Updateable } from 'kysely';
import type { BulkOrder } from '#schemas/generated/bulk-order.ts';

/** A bulk order as stored, before what the reader may do with it is added (bulk-orders.service.ts). */
export type BulkOrderRow = Omit<BulkOrder, 'allowedStatuses' | 'editable'>;
import type { Database } from '#server/db/database.schema.ts';
import type { BulkOrderStatus } from './bulk-orders.table.ts';
import { countLimit, countedTotal, type CountedTotal } from '#server/lists/bounded-count.ts';
import { ilike } from '#server/lists/like-pattern.ts';
import type { BulkOrderCriteria, BulkOrderField } from './bulk-orders-query.ts';
import { BULK_ORDER_QUANTITY } from '#schemas/number-bounds.ts';
import { storedInteger } from '#server/db/stored-number.ts';
import { customerRelation } from '#server/areas/customers/index.ts';
import { productRelation } from '#server/areas/products/index.ts';
import type { Db } from '#server/db/database.ts';


/** Whitelisted field → column. Names are joined in (left joins keep bulk_orders the driving table). */
const COLUMN: Record<BulkOrderField, string> = {
  id: 'b.id',
  customerId: 'b.customer_id',
  customerName: 'c.name',
  productId: 'b.product_id',
  productName: 'p.name',
  userEmail: 'b.user_email',
  quantity: 'b.quantity',
  orderStatus: 'b.order_status',
  createdAt: 'b.created_at',
  updatedAt: 'b.updated_at',
};

const NEEDS_JOIN = new Set<BulkOrderField>(['customerName', 'productName']);

function withNames(db: Db) {
  return db
    .selectFrom('bulk_orders as b')
    .leftJoin(customerRelation(db).as('c'), 'c.id', 'b.customer_id')
    .leftJoin(productRelation(db).as('p'), 'p.id', 'b.product_id');
}

function selectOrders(db: Db) {
  return withNames(db).select([
    'b.id as id', 'b.customer_id as customerId', 'c.name as customerName', 'b.product_id as productId',
    'p.name as productName', 'b.user_email as userEmail', 'b.quantity as quantity', 'b.order_status as orderStatus',
    'b.reject_reason as rejectReason', 'b.created_at as createdAt', 'b.updated_at as updatedAt',
  ]);
}

function conditions(criteria: BulkOrderCriteria, scope?: readonly string[]): Expression<SqlBool>[] {
  const list: Expression<SqlBool>[] = criteria.conditions.map((c) => {
    const column = sql.ref(COLUMN[c.field]);
    if (c.kind === 'eq') return sql<SqlBool>`${column} = ${c.value}`;
    if (c.kind === 'like') return ilike(column, c.pattern);
    return c.toInclusive
      ? sql<SqlBool>`${column} >= ${c.from} and ${column} <= ${c.to}`
      : sql<SqlBool>`${column} >= ${c.from} and ${column} < ${c.to}`;
  });
  // A customer-role user sees only their own customers' orders; an empty scope matches nothing.
  if (scope) list.push(scope.length ? sql<SqlBool>`b.customer_id in (${sql.join(scope)})` : sql<SqlBool>`1 = 0`);
  return list;
}

function toBulkOrder<T extends { quantity: number | string }>(row: T): T & { quantity: number } {
  return { ...row, quantity: storedInteger(row.quantity, BULK_ORDER_QUANTITY) };
}

/** One page of bulk orders matching the criteria, and how many match (bounded, see COUNT_AHEAD). */
export async function listBulkOrders(db: Db, criteria: BulkOrderCriteria, scope?: readonly string[]): Promise<{ items: BulkOrderRow[] } & CountedTotal> {
  const where = conditions(criteria, scope);
  let page = selectOrders(db).where((eb) => eb.and(where));
  for (const o of criteria.order) page = page.orderBy(sql.ref(COLUMN[o.field]), o.direction);
  // The id breaks ties so that paging never shows a row twice or skips one.
  page = page.orderBy('b.id', criteria.order[0]?.direction ?? 'desc').limit(criteria.limit).offset(criteria.offset);
  // Counting needs the joined names only when a filter is on one of them.
  const cap = countLimit(criteria) + 1;
  const matching = criteria.conditions.some((c) => NEEDS_JOIN.has(c.field))
    ? withNames(db).select(sql<number>`1`.as('one')).where((eb) => eb.and(where)).limit(cap)
    : db.selectFrom('bulk_orders as b').select(sql<number>`1`.as('one')).where((eb) => eb.and(where)).limit(cap);
  const counted = db.selectFrom(matching.as('matching')).select((eb) => eb.fn.countAll<number | string>().as('n'));
  const [rows, count] = await Promise.all([page.execute(), counted.executeTakeFirstOrThrow()]);
  return { items: rows.map(toBulkOrder), ...countedTotal(Number(count.n), criteria) };
}

export async function findBulkOrder(db: Db, id: string): Promise<BulkOrderRow | undefined> {
  const row = await selectOrders(db).where('b.id', '=', id).executeTakeFirst();
  return row && toBulkOrder(row);
}

export interface BulkOrderInput {
  customerId: string;
  productId: string;
  userEmail: string;
  quantity: number;
}

export async function insertBulkOrder(db: Db, input: BulkOrderInput, now: Date = new Date()): Promise<BulkOrderRow> {
  const id = randomUUID();
  const at = now.toISOString();
  await db
    .insertInto('bulk_orders')
    .values({
      id, customer_id: input.customerId, product_id: input.productId, user_email: input.userEmail,
      quantity: input.quantity, order_status: 'created', created_at: at, updated_at: at,
    })
    .execute();
  return (await findBulkOrder(db, id))!;
}

/**
 * Writes a change only if the order is still in the status it was read in, so two people changing one order
 * at once cannot both move it (the loser gets undefined and is told to reload).
 */
export async function updateBulkOrder(
  db: Db,
  id: string,
  expectedStatus: BulkOrderStatus,
  change: Partial<BulkOrderInput> & { orderStatus?: BulkOrderStatus; rejectReason?: string },
  now: Date = new Date(),
): Promise<BulkOrderRow | undefined> {
  const set: Updateable<Database['bulk_orders']> = { updated_at: now.toISOString() };
  if (change.customerId !== undefined) set.customer_id = change.customerId;
  if (change.productId !== undefined) set.product_id = change.productId;
  if (change.userEmail !== undefined) set.user_email = change.userEmail;
  if (change.quantity !== undefined) set.quantity = change.quantity;
  if (change.orderStatus !== undefined) {
    set.order_status = change.orderStatus;
    set.reject_reason = change.orderStatus === 'rejected' ? (change.rejectReason ?? null) : null;
  }
  const result = await db
    .updateTable('bulk_orders')
    .set(set)
    .where('id', '=', id)
    .where('order_status', '=', expectedStatus)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 0 ? undefined : findBulkOrder(db, id);
}
