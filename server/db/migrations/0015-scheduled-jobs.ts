import { type Kysely } from 'kysely';

/*
 * The back office that runs by itself (decision 027).
 * - job_runs (from 0001) learns retries: how many attempts a run took, its last error, when it may be tried again,
 *   until when a process holds it (`lease_until`: a process that died mid-run leaves it to be taken over), and what it
 *   did (`outcome`: counts only, as JSON).
 * - quota_alerts: the thresholds (50, 10, 0 % remaining) a state's month has reached, one row each, so each alert is
 *   emailed once per state and month whichever process noticed it first.
 * - outbox_attachments: files an email carries (the report spreadsheets), written with the email; base64 text, so the
 *   column is the same on both databases.
 * Frozen once landed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('job_runs').addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(1)).execute();
  await db.schema.alterTable('job_runs').addColumn('last_error', 'text').execute();
  await db.schema.alterTable('job_runs').addColumn('next_attempt_at', 'text').execute();
  await db.schema.alterTable('job_runs').addColumn('lease_until', 'text').execute();
  await db.schema.alterTable('job_runs').addColumn('outcome', 'text').execute();
  await db.schema.createIndex('job_runs_status').on('job_runs').columns(['status', 'next_attempt_at']).execute();

  await db.schema
    .createTable('quota_alerts')
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('threshold', 'integer', (c) => c.notNull())
    .addColumn('remaining_units', 'integer', (c) => c.notNull())
    .addColumn('quota_units', 'integer', (c) => c.notNull())
    .addColumn('raised_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('quota_alerts_pk', ['state', 'period', 'threshold'])
    .execute();

  await db.schema
    .createTable('outbox_attachments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email_id', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('content_base64', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('outbox_attachments_email').on('outbox_attachments').columns(['email_id', 'position']).unique().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('outbox_attachments').execute();
  await db.schema.dropTable('quota_alerts').execute();
  await db.schema.dropIndex('job_runs_status').ifExists().execute();
  for (const column of ['outcome', 'lease_until', 'next_attempt_at', 'last_error', 'attempts']) {
    await db.schema.alterTable('job_runs').dropColumn(column).execute();
  }
}
