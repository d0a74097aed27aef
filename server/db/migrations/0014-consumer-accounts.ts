import { sql, type Kysely } from 'kysely';

/*
 * Consumer accounts (decision 026): optional, opened by a single-use link sent by email.
 * - consumer_accounts: one per email (its keyed hash, as the order path matches emails), the address enciphered
 *   for the sign-in emails, the language of those emails.
 * - consumer_account_links: single-use links by email (`create` from the order confirmation, 7 days; `sign-in` on
 *   request, 1 hour), stored as the SHA-256 of their token only.
 * - consumer_sessions: a consumer's sessions, separate from staff sessions (their own cookie), stored as the SHA-256
 *   of their token only; deleted with the account.
 * Frozen once landed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('consumer_accounts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email_hash', 'text', (c) => c.notNull().unique())
    .addColumn('email_enc', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_sign_in_at', 'text')
    .execute();
  await db.schema
    .createTable('consumer_account_links')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('create', 'sign-in')`))
    .addColumn('email_hash', 'text', (c) => c.notNull())
    .addColumn('email_enc', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('consumer_account_links_email').on('consumer_account_links').column('email_hash').execute();
  await db.schema
    .createTable('consumer_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('account_id', 'text', (c) => c.notNull().references('consumer_accounts.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('consumer_sessions_account').on('consumer_sessions').column('account_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('consumer_sessions').execute();
  await db.schema.dropIndex('consumer_account_links_email').ifExists().execute();
  await db.schema.dropTable('consumer_account_links').execute();
  await db.schema.dropTable('consumer_accounts').execute();
}
