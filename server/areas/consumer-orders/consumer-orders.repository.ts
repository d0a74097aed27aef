import { sql, type Expression, type SqlBool } from 'kysely';
import type { ConsumerOrder } from '#schemas/generated/consumer-order.ts';
import type { ConsumerOrdersQuery } from '#schemas/generated/consumer-orders-query.ts';
import { countLimit, countedTotal, type CountedTotal } from '#server/lists/bounded-count.ts';
import { dayRange } from '#server/lists/day-range.ts';
import { CONSUMER_ORDER_QUANTITY } from '#schemas/number-bounds.ts';
import { storedInteger } from '#server/db/stored-number.ts';
import { consumerIdsMatching, flaggedReasonText, type PersonMatch } from '#server/areas/consumers/index.ts';
import { productIdsMatching, productRelation } from '#server/areas/products/index.ts';
import { nullsLargest, type ListOrder, type SortDirection } from '#server/lists/list-order.ts';
import type { Db } from '#server/db/database.ts';

/** A consumer order as staff see it listed (decision 025): its MRN and status, no name or address. */
export type ConsumerOrderRow = ConsumerOrder;

/**
 * The filters of decision 025 (the query schema without sort and page); dates are days (`YYYY-MM-DD`, whole
 * UTC days) or ISO instants. The person's email, phone, name and birth date arrive here only as `persons`, the
 * hashes to match (server/areas/consumers/consumer-search.ts).
 */
export type ConsumerOrderFilters = Omit<ConsumerOrdersQuery, 'order' | 'limit' | 'offset' | 'email' | 'phone' | 'name' | 'dob'> & { persons?: PersonMatch[] };

export type { SortDirection };

/** The columns the list sorts on: the `order` enum of schemas/consumer-orders-query.schema.json, without the direction. */
export type ConsumerOrderSortField = NonNullable<ConsumerOrdersQuery['order']> extends `${infer F} ${'ASC' | 'DESC'}` ? F : never;

/**
 * Sort column → SQL. Ties go by (order_date, id) in the same direction, so the indexes (state|quantity|reason,
 * order_date, id) of migration 0003 serve those sorts in order; nullable columns put NULL last when ascending.
 */
const SORT_COLUMN: Record<Exclude<ConsumerOrderSortField, 'orderDate'>, { column: string; nullable: boolean }> = {
  productName: { column: 'p.name', nullable: true },
  state: { column: 'co.state', nullable: false },
  quantity: { column: 'co.quantity', nullable: false },
  reason: { column: 'co.reason', nullable: false },
  trackingNumber: { column: 'co.tracking_number', nullable: true },
};

export const DEFAULT_CONSUMER_ORDER_SORT: ListOrder<ConsumerOrderSortField> = { field: 'orderDate', direction: 'desc' };

function conditions(db: Db, filters: ConsumerOrderFilters, productIds: string[] | undefined): Expression<SqlBool>[] {
  const list: Expression<SqlBool>[] = [];
  if (productIds) list.push(productIds.length ? sql<SqlBool>`co.product_id = ${productIds[0]}` : sql<SqlBool>`1 = 0`);
  const range = dayRange(filters.orderDateFrom || undefined, filters.orderDateTo || undefined, 'orderDate');
  if (range.from) list.push(sql<SqlBool>`co.order_date >= ${range.from}`);
  if (range.to) list.push(range.toInclusive ? sql<SqlBool>`co.order_date <= ${range.to}` : sql<SqlBool>`co.order_date < ${range.to}`);
  if (filters.state) list.push(sql<SqlBool>`co.state = ${filters.state.toUpperCase()}`);
  if (filters.quantity !== undefined) list.push(sql<SqlBool>`co.quantity = ${filters.quantity}`);
  if (filters.reason) list.push(sql<SqlBool>`co.reason = ${filters.reason}`);
  if (filters.trackingNumber?.trim()) list.push(sql<SqlBool>`co.tracking_number = ${filters.trackingNumber.trim()}`);
  if (filters.mrn?.trim()) list.push(sql<SqlBool>`co.mrn = ${filters.mrn.trim().toUpperCase()}`);
  if (filters.status) list.push(sql<SqlBool>`co.status = ${filters.status}`);
  if (filters.flagged !== undefined) list.push(sql<SqlBool>`co.flagged_for_review = ${filters.flagged ? 1 : 0}`);
  // A person's orders through the consumers' keyed hashes (one consumer row per order, each indexed by its hashes).
  for (const match of filters.persons ?? []) {
    list.push(sql<SqlBool>`co.consumer_id in ${consumerIdsMatching(db, match)}`);
  }
  return list;
}

/**
 * The product a filter names, resolved before the order query: the orders are then read through the
 * (product_id, order_date) index in date order, where a join on products would make the planner sort.
 * Both product id and NDC given must agree, else nothing matches.
 */
async function productFilter(db: Db, filters: ConsumerOrderFilters): Promise<string[] | undefined> {
  if (!filters.ndc && !filters.productId) return undefined;
  return productIdsMatching(db, { ndc: filters.ndc ? filters.ndc.trim() : undefined, productId: filters.productId || undefined });
}

function selectRows(db: Db) {
  return db
    .selectFrom('consumer_orders as co')
    .leftJoin(productRelation(db).as('p'), 'p.id', 'co.product_id')
    .select([
      'co.id as id', 'co.mrn as mrn', 'co.status as status', 'co.product_id as productId', 'p.name as productName', 'p.ndc as ndc', 'co.state as state',
      'co.order_date as orderDate', 'co.quantity as quantity', 'co.reason as reason', 'co.tracking_number as trackingNumber',
      'co.flagged_for_review as flagged', 'co.review_reason as reviewCode', 'co.review_detail as reviewDetail',
    ]);
}

function toRow<T extends { quantity: number | string; flagged: number | string; reviewCode: string | null; reviewDetail: string | null }>(row: T): ConsumerOrderRow {
  const { flagged, reviewCode, reviewDetail, ...rest } = row;
  const flaggedForReview = Number(flagged) === 1;
  return {
    ...(rest as unknown as ConsumerOrderRow), quantity: storedInteger(row.quantity, CONSUMER_ORDER_QUANTITY), flaggedForReview,
    reviewReason: flaggedForReview ? flaggedReasonText(reviewCode, reviewDetail) : null,
  };
}

/** One page of consumer orders, newest first unless asked otherwise, and how many match (bounded, see COUNT_AHEAD). */
export async function listConsumerOrders(
  db: Db,
  filters: ConsumerOrderFilters,
  page: { limit: number; offset: number; order?: ListOrder<ConsumerOrderSortField> },
): Promise<{ items: ConsumerOrderRow[] } & CountedTotal> {
  const where = conditions(db, filters, await productFilter(db, filters));
  const { field, direction } = page.order ?? DEFAULT_CONSUMER_ORDER_SORT;
  let rows = selectRows(db).where((eb) => eb.and(where));
  if (field !== 'orderDate') {
    const sort = SORT_COLUMN[field];
    rows = sort.nullable ? rows.orderBy(nullsLargest(sort.column, direction)) : rows.orderBy(sql.ref(sort.column), direction);
  }
  rows = rows.orderBy('co.order_date', direction).orderBy('co.id', direction).limit(page.limit).offset(page.offset);
  const matching = db
    .selectFrom('consumer_orders as co')
    .select(sql<number>`1`.as('one'))
    .where((eb) => eb.and(where))
    .limit(countLimit(page) + 1);
  const counted = db.selectFrom(matching.as('matching')).select((eb) => eb.fn.countAll<number | string>().as('n'));
  const [items, count] = await Promise.all([rows.execute(), counted.executeTakeFirstOrThrow()]);
  return { items: items.map(toRow), ...countedTotal(Number(count.n), page) };
}

/**
 * Every matching order in batches, walking the (order_date, id) order by key rather than by offset, so the
 * millionth row costs what the first did and the memory held is one batch.
 */
export async function* streamConsumerOrders(
  db: Db,
  filters: ConsumerOrderFilters,
  direction: SortDirection,
  batchSize = 1000,
): AsyncGenerator<ConsumerOrderRow[]> {
  const where = conditions(db, filters, await productFilter(db, filters));
  let after: { orderDate: string; id: string } | undefined;
  for (;;) {
    const cursor = after;
    let query = selectRows(db).where((eb) => eb.and(where));
    if (cursor) {
      // A row-value comparison both databases read as one index range (an OR of the two parts they do not).
      query = direction === 'desc'
        ? query.where(sql<SqlBool>`(co.order_date, co.id) < (${cursor.orderDate}, ${cursor.id})`)
        : query.where(sql<SqlBool>`(co.order_date, co.id) > (${cursor.orderDate}, ${cursor.id})`);
    }
    const batch = (await query.orderBy('co.order_date', direction).orderBy('co.id', direction).limit(batchSize).execute()).map(toRow);
    if (batch.length === 0) return;
    yield batch;
    if (batch.length < batchSize) return;
    const last = batch[batch.length - 1]!;
    after = { orderDate: last.orderDate, id: last.id };
  }
}

export async function findConsumerOrder(db: Db, id: string): Promise<ConsumerOrderRow | undefined> {
  const row = await selectRows(db).where('co.id', '=', id).executeTakeFirst();
  return row && toRow(row);
}
