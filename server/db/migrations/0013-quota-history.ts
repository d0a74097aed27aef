import { sql, type Kysely } from 'kysely';

/*
 * The quotas' history (docs/product.md#quotas-and-progress): Progress for a past month uses the quota that was in force that
 * month, not today's.
 * - quota_history: every value a state's monthly quota took, from when (`effective_at`), and who set it; a
 *   deletion is a row with a NULL quantity (no quota from then on).
 * - Each quota that exists now is in force since it was created (its created_at): before that, the state had none.
 * - audit_log gets an index for its page's default order and its filter by who.
 * Frozen once landed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('quota_history')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.check(sql`quantity is null or quantity >= 0`))
    .addColumn('effective_at', 'text', (c) => c.notNull())
    .addColumn('actor_user_id', 'text')
    .execute();
  await db.schema.createIndex('quota_history_state_at').on('quota_history').columns(['state', 'effective_at']).execute();
  await sql`insert into quota_history (id, state, quantity, effective_at, actor_user_id)
    select 'qh-' || id, state, quantity, created_at, null from quotas`.execute(db);
  await db.schema.createIndex('audit_log_actor_at').on('audit_log').columns(['actor_user_id', 'at']).execute();
  await db.schema.createIndex('audit_log_action_at').on('audit_log').columns(['action', 'at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('audit_log_action_at').ifExists().execute();
  await db.schema.dropIndex('audit_log_actor_at').ifExists().execute();
  await db.schema.dropIndex('quota_history_state_at').ifExists().execute();
  await db.schema.dropTable('quota_history').execute();
}
