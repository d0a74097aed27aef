import { type Kysely } from 'kysely';

/*
 * Decision 066: each staff member's way of reading dates and times (one of the six date formats, the 12- or 24-hour
 * clock), kept with their account. Null until they choose: their browser's language decides then. Frozen once landed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('date_format', 'text').execute();
  await db.schema.alterTable('users').addColumn('time_format', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('time_format').execute();
  await db.schema.alterTable('users').dropColumn('date_format').execute();
}
