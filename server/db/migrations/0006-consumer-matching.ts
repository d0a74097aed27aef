import { sql, type Kysely } from 'kysely';

// Frozen once landed. Returning consumers are recognised by a stricter normalisation (decision 011).
//
// The keyed hashes cannot be recomputed in SQL: they need HASH_KEY and the personal fields, which are encrypted
// with DATA_KEY. So this migration only records, per consumer, which normalisation its hashes were made with
// (every existing row: version 1); the re-hash step (server/consumer/consumer-rehash.ts), run with the keys right
// after the migrations by the server at start, by `npm run migrate` and by `npm run seed`, brings each row to the
// current version and moves its number on, once.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('consumers').addColumn('hash_version', 'integer', (c) => c.notNull().defaultTo(1)).execute();
  await db.schema.createIndex('consumers_hash_version').on('consumers').column('hash_version').execute();

  // Why an order is flagged for staff review, as a code (server/consumer/review-reasons.ts). The only reason that
  // existed before this migration is a shipping address used by another person.
  await db.schema.alterTable('consumers').addColumn('review_reason', 'text').execute();
  await db.schema.alterTable('consumer_orders').addColumn('review_reason', 'text').execute();
  await sql`update consumers set review_reason = 'sharedAddress' where flagged_for_review = 1`.execute(db);
  await sql`update consumer_orders set review_reason = 'sharedAddress' where flagged_for_review = 1`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('consumer_orders').dropColumn('review_reason').execute();
  await db.schema.alterTable('consumers').dropColumn('review_reason').execute();
  await db.schema.dropIndex('consumers_hash_version').ifExists().execute();
  await db.schema.alterTable('consumers').dropColumn('hash_version').execute();
}
