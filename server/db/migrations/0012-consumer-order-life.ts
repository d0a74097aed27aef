import { sql, type Kysely } from 'kysely';

/*
 * The consumer order's life (decision 025):
 * - consumer_orders.status and its moves' facts: carrier, shipped_on and delivered_on (days), sent_to_fulfilment_at (first on a
 *   pick list), status_changed_at, and language (the consumer's, for the emails that follow). Orders placed before
 *   this migration take the status their facts imply: a tracking number → shipped, flagged → needs review, else
 *   approved (they were all accepted on placement).
 * - consumer_order_events: each status change, numbered per order (seq), who (null for the portal itself), when, why; carrier and tracking
 *   number for a shipment. Never a personal value.
 * - outbox.consumer_order_id: the order an email is about, for the order's detail page.
 * - consumers.phone_hash: the keyed hash of the phone's 10 digits, so staff find orders by phone without decrypting
 *   (written from now on, and for older rows by the re-hash of normalisation version 3).
 * - Indexes for the new filters, each served in order-date order like the others of 0003.
 * Frozen once landed.
 */
const STATUSES = sql`status in ('received', 'needs review', 'approved', 'shipped', 'delivered', 'cancelled')`;

const indexes: [name: string, table: string, columns: string[]][] = [
  ['consumer_orders_status_date', 'consumer_orders', ['status', 'order_date', 'id']],
  ['consumer_orders_flagged_date', 'consumer_orders', ['flagged_for_review', 'order_date', 'id']],
  ['consumer_orders_consumer_date', 'consumer_orders', ['consumer_id', 'order_date', 'id']],
  ['outbox_consumer_order', 'outbox', ['consumer_order_id']],
  ['consumers_phone', 'consumers', ['phone_hash']],
];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('consumer_orders').addColumn('status', 'text', (c) => c.notNull().defaultTo('received').check(STATUSES)).execute();
  for (const column of ['carrier', 'shipped_on', 'delivered_on', 'sent_to_fulfilment_at', 'status_changed_at']) {
    await db.schema.alterTable('consumer_orders').addColumn(column, 'text').execute();
  }
  await db.schema.alterTable('consumer_orders').addColumn('language', 'text', (c) => c.notNull().defaultTo('en')).execute();
  await sql`update consumer_orders set status = case
      when tracking_number is not null then 'shipped'
      when flagged_for_review = 1 then 'needs review'
      else 'approved' end,
    shipped_on = case when tracking_number is not null then substr(order_date, 1, 10) else null end,
    status_changed_at = order_date`.execute(db);

  await db.schema
    .createTable('consumer_order_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('consumer_orders.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('actor_user_id', 'text')
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('carrier', 'text')
    .addColumn('tracking_number', 'text')
    .execute();
  // The order's changes in the order they were made (two may share an instant: placement writes received and its move).
  await db.schema.createIndex('consumer_order_events_order_seq').on('consumer_order_events').columns(['order_id', 'seq']).unique().execute();

  await db.schema.alterTable('outbox').addColumn('consumer_order_id', 'text').execute();
  await db.schema.alterTable('consumers').addColumn('phone_hash', 'text').execute();
  for (const [name, table, columns] of indexes) {
    await db.schema.createIndex(name).on(table).columns(columns).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [name] of [...indexes].reverse()) await db.schema.dropIndex(name).ifExists().execute();
  await db.schema.alterTable('consumers').dropColumn('phone_hash').execute();
  await db.schema.alterTable('outbox').dropColumn('consumer_order_id').execute();
  await db.schema.dropIndex('consumer_order_events_order_seq').ifExists().execute();
  await db.schema.dropTable('consumer_order_events').execute();
  for (const column of ['language', 'status_changed_at', 'sent_to_fulfilment_at', 'delivered_on', 'shipped_on', 'carrier', 'status']) {
    await db.schema.alterTable('consumer_orders').dropColumn(column).execute();
  }
}
