import type { Kysely } from 'kysely';

// Frozen once landed. What the consumer questionnaire's server side needs beyond 0001.

export async function up(db: Kysely<any>): Promise<void> {
  // Captcha solutions already used, kept until their challenge expires: a replayed solution is refused on
  // every server instance, because the primary key makes the second use fail.
  await db.schema
    .createTable('captcha_spent')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('captcha_spent_expires').on('captcha_spent').column('expires_at').execute();

  // POST /api/consumer-orders finds the run of a consumer.
  await db.schema.createIndex('flow_runs_consumer').on('flow_runs').column('consumer_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('flow_runs_consumer').ifExists().execute();
  await db.schema.dropTable('captcha_spent').ifExists().execute();
}
