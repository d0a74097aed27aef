import { type Kysely } from 'kysely';

/*
 * Decision 060: how long the programme's staff usually take to review a membership application, a programme setting.
 * Null in a row saved before it: the default (engine/programme-settings.ts) is read then; the default lives there
 * alone, not in the schema. Frozen once landed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('programme_settings').addColumn('application_review_working_days', 'integer').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('programme_settings').dropColumn('application_review_working_days').execute();
}
