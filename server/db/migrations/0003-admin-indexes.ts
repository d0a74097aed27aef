import type { Kysely } from 'kysely';

/*
 * Indexes of the admin lists, each taken from a query the admin API runs (server/admin/*.repository.ts) and
 * checked with EXPLAIN on both databases against the bench data (scripts/bench-seed.ts, 200,000 and 1,000,000
 * consumer orders). Every list is "WHERE <one filter> ORDER BY <date> DESC, id DESC LIMIT n" plus a count of
 * the same WHERE, so each index is (filter column, date, id): the page is read in order straight from the
 * index (no sort of the matching rows) and the count is answered from the index alone.
 *
 * Before, on SQLite with 200,000 orders: every consumer-order filter planned "SCAN co ... USE TEMP B-TREE FOR
 * ORDER BY" (the NDC filter took 435 ms); after, "SEARCH co USING INDEX consumer_orders_<x>_date" and a
 * covering count. PostgreSQL: "Seq Scan + Sort" became "Index Scan Backward" and "Index Only Scan".
 * Not indexed, on purpose: the bulk orders' email "like" filter (a contains-match no B-tree serves; the
 * created_at index walks 100,000 rows in a few milliseconds) and their quantity (same reason).
 * Frozen once landed.
 */
const indexes: [name: string, table: string, columns: string[]][] = [
  // GET /api/consumer-orders: no filter and the order-date range; also the keyset walk of the XLSX export.
  ['consumer_orders_date', 'consumer_orders', ['order_date', 'id']],
  ['consumer_orders_product_date', 'consumer_orders', ['product_id', 'order_date', 'id']],
  ['consumer_orders_state_date', 'consumer_orders', ['state', 'order_date', 'id']],
  ['consumer_orders_quantity_date', 'consumer_orders', ['quantity', 'order_date', 'id']],
  ['consumer_orders_reason_date', 'consumer_orders', ['reason', 'order_date', 'id']],
  ['consumer_orders_tracking', 'consumer_orders', ['tracking_number']],
  // GET /api/bulk-orders: the default order and its equality filters (customer scope included).
  ['bulk_orders_created', 'bulk_orders', ['created_at', 'id']],
  ['bulk_orders_customer_created', 'bulk_orders', ['customer_id', 'created_at', 'id']],
  ['bulk_orders_product_created', 'bulk_orders', ['product_id', 'created_at', 'id']],
  ['bulk_orders_status_created', 'bulk_orders', ['order_status', 'created_at', 'id']],
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, table, columns] of indexes) {
    await db.schema.createIndex(name).on(table).columns(columns).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [name] of [...indexes].reverse()) await db.schema.dropIndex(name).ifExists().execute();
}
