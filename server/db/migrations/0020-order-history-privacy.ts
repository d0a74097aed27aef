import { type Kysely } from 'kysely';

/*
 * Decision 042, nobody learns who ordered: an order held for staff because an earlier order matches one detail of the
 * person carries what matched (`review_detail`, JSON: the earlier order's MRN and day, and which detail); and the
 * emails that tell a person why their order was refused are counted per address and day (`refusal_notices`: the
 * email's keyed hash and the day only), so nobody can flood a mailbox with them.
 * Frozen once landed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('consumer_orders').addColumn('review_detail', 'text').execute();
  await db.schema
    .createTable('refusal_notices')
    .addColumn('email_hash', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('refusal_notices_pk', ['email_hash', 'day'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('refusal_notices').execute();
  await db.schema.alterTable('consumer_orders').dropColumn('review_detail').execute();
}
