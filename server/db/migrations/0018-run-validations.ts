import { type Kysely } from 'kysely';

/*
 * Several server processes (decision 030): the consumer validations a questionnaire run asked for, counted
 * in the database so the per-run limit holds whichever process answers. Only the run id and the instant; a row is
 * deleted an hour after it was written.
 * Frozen once landed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('run_validations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('run_id', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('run_validations_run_at').on('run_validations').columns(['run_id', 'at']).execute();
  await db.schema.createIndex('run_validations_at').on('run_validations').column('at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('run_validations').execute();
}
