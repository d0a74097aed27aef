import { sql, type Kysely } from 'kysely';

/*
 * Preview runs (decision 021): flow_runs.preview marks a staff member's preview of a questionnaire version
 * (a draft included). Such a run writes no consumer, no order, spends no quota and sends no email; it is never a
 * "run in progress" of a version, nor counted anywhere else. Frozen once landed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('flow_runs').addColumn('preview', 'integer', (c) => c.notNull().defaultTo(0).check(sql`preview in (0, 1)`)).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('flow_runs').dropColumn('preview').execute();
}
