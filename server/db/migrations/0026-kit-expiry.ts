import { type Kysely } from 'kysely';

/*
 * Decision 078, kits that expire:
 * - consumer_orders.kit_lot / kit_expires_on: the lot number and expiry date (YYYY-MM-DD; a month printed on a box is
 *   its last day) of the kits an order shipped with, from the mailing service's file or the batch staff set;
 *   consumer_orders.expiry_reminder: 1 when the person asked for an email before their kit expires.
 * - kit_batches: the lot and expiry staff set for the next shipments of a product; the newest row of a product
 *   applies to its orders shipped after it when the file gives none.
 * - kit_reminders: one row per order reminded (the primary key makes it once per kit across processes and re-runs),
 *   with the SHA-256 of its replacement link's token (used once, until links_expire_at) and its unsubscribe link's.
 * - outbox.list_unsubscribe: the one-click unsubscribe address an email carries in its headers (RFC 8058).
 * - programme_settings.expiry_reminder_days: how many days before a kit expires the email goes (null: the default).
 * Frozen once landed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('outbox').addColumn('list_unsubscribe', 'text').execute();
  await db.schema.alterTable('programme_settings').addColumn('expiry_reminder_days', 'integer').execute();
  await db.schema.alterTable('consumer_orders').addColumn('kit_lot', 'text').execute();
  await db.schema.alterTable('consumer_orders').addColumn('kit_expires_on', 'text').execute();
  await db.schema.alterTable('consumer_orders').addColumn('expiry_reminder', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.createIndex('consumer_orders_kit_expires_on').on('consumer_orders').column('kit_expires_on').execute();
  await db.schema
    .createTable('kit_batches')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id'))
    .addColumn('lot', 'text', (c) => c.notNull())
    .addColumn('expires_on', 'text', (c) => c.notNull())
    .addColumn('set_at', 'text', (c) => c.notNull())
    .addColumn('set_by', 'text')
    .execute();
  await db.schema.createIndex('kit_batches_product_set_at').on('kit_batches').columns(['product_id', 'set_at']).execute();
  await db.schema
    .createTable('kit_reminders')
    .addColumn('order_id', 'text', (c) => c.primaryKey().references('consumer_orders.id'))
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('replace_token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('unsubscribe_token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('links_expire_at', 'text', (c) => c.notNull())
    .addColumn('replace_used_at', 'text')
    .addColumn('unsubscribed_at', 'text')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('kit_reminders').execute();
  await db.schema.dropTable('kit_batches').execute();
  await db.schema.dropIndex('consumer_orders_kit_expires_on').execute();
  await db.schema.alterTable('consumer_orders').dropColumn('expiry_reminder').execute();
  await db.schema.alterTable('consumer_orders').dropColumn('kit_expires_on').execute();
  await db.schema.alterTable('consumer_orders').dropColumn('kit_lot').execute();
  await db.schema.alterTable('programme_settings').dropColumn('expiry_reminder_days').execute();
  await db.schema.alterTable('outbox').dropColumn('list_unsubscribe').execute();
}
