import { type Kysely } from 'kysely';

/*
 * Decision 077: questionnaires of their own record their responses. flow_responses holds one row per run (run_id
 * unique: a retried step records nothing twice); the personal answers enciphered apart, the others plain so they can be
 * counted. The list reads a flow's responses newest first, filtered by day and version. Frozen once landed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('flow_responses')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('flow_id', 'text', (c) => c.notNull())
    .addColumn('flow_version', 'integer', (c) => c.notNull())
    .addColumn('run_id', 'text', (c) => c.notNull().unique())
    .addColumn('recorded_at', 'text', (c) => c.notNull())
    .addColumn('answers', 'text', (c) => c.notNull())
    .addColumn('personal_enc', 'text')
    .addColumn('personal_erased_at', 'text')
    .execute();
  await db.schema.createIndex('flow_responses_flow_recorded').on('flow_responses').columns(['flow_id', 'recorded_at', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('flow_responses').execute();
}
