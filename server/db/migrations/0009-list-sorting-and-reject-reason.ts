import type { Kysely } from 'kysely';

/*
 * Staff tables (decision 014):
 * - bulk_orders.reject_reason: why an order was rejected, written with the move to `rejected` and shown to the
 *   customer with the order. NULL for every other status.
 * - Indexes for the default sorts the admin lists gained: customers by name (then id) and users by last name,
 *   first name, email (then id). Checked with EXPLAIN on both databases: SQLite plans "SCAN customers USING
 *   INDEX customers_name_id" and PostgreSQL an index scan instead of a sort of the whole table.
 *   Consumer and bulk orders sort by their date by default, which the indexes of 0003 already serve; their
 *   other columns sort by (column, date, id), which 0003's filter indexes serve too.
 * Frozen once landed.
 */
const indexes: [name: string, table: string, columns: string[]][] = [
  ['customers_name_id', 'customers', ['name', 'id']],
  ['users_name_email_id', 'users', ['last_name', 'first_name', 'email', 'id']],
];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('bulk_orders').addColumn('reject_reason', 'text').execute();
  for (const [name, table, columns] of indexes) {
    await db.schema.createIndex(name).on(table).columns(columns).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [name] of [...indexes].reverse()) await db.schema.dropIndex(name).ifExists().execute();
  await db.schema.alterTable('bulk_orders').dropColumn('reject_reason').execute();
}
