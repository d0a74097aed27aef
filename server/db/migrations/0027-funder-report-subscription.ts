import { type Kysely } from 'kysely';

/*
 * Decision 079: staff may subscribe to the monthly funder report, as to the other reports (a column of users, as
 * sub_monthly_orders). Frozen once landed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('sub_monthly_funder', 'integer', (c) => c.notNull().defaultTo(0)).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('sub_monthly_funder').execute();
}
