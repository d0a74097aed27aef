import { type Kysely } from 'kysely';

/*
 * Where people give up in the questionnaire (decision 029).
 * - funnel_runs: one row per consumer run (never a preview): a keyed hash of the run id, the flow version, the day it
 *   started in the programme's time zone, the step it is on, and how it ended with the reasons' codes. No personal
 *   data.
 * - funnel_steps: each step a run reached, whether it was completed, and the seconds it took; the run's version and
 *   day are copied onto it, so a funnel is counted from one covering index per table, without a join.
 * Neither refers to flow_runs, so the counts outlive the runs that retention deletes.
 * Frozen once landed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('funnel_runs')
    .addColumn('journey', 'text', (c) => c.primaryKey())
    .addColumn('flow_id', 'text', (c) => c.notNull())
    .addColumn('flow_version', 'integer', (c) => c.notNull())
    .addColumn('started_on', 'text', (c) => c.notNull())
    .addColumn('current_step', 'integer', (c) => c.notNull())
    .addColumn('outcome', 'text')
    .addColumn('outcome_step', 'integer')
    .addColumn('reason_codes', 'text')
    .execute();
  await db.schema.createIndex('funnel_runs_version_day').on('funnel_runs')
    .columns(['flow_id', 'flow_version', 'started_on', 'outcome', 'outcome_step', 'current_step', 'reason_codes']).execute();

  await db.schema
    .createTable('funnel_steps')
    .addColumn('journey', 'text', (c) => c.notNull())
    .addColumn('step', 'integer', (c) => c.notNull())
    .addColumn('flow_id', 'text', (c) => c.notNull())
    .addColumn('flow_version', 'integer', (c) => c.notNull())
    .addColumn('started_on', 'text', (c) => c.notNull())
    .addColumn('completed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('seconds', 'integer')
    .addPrimaryKeyConstraint('funnel_steps_pk', ['journey', 'step'])
    .execute();
  await db.schema.createIndex('funnel_steps_version_day').on('funnel_steps')
    .columns(['flow_id', 'flow_version', 'started_on', 'step', 'completed', 'seconds']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('funnel_steps').execute();
  await db.schema.dropTable('funnel_runs').execute();
}
