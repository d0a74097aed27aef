import type { Kysely } from 'kysely';

// Frozen once landed. Password guessing and the issuer-independent accounts of decision 012.

export async function up(db: Kysely<any>): Promise<void> {
  // One row per failed password at the embedded provider. Counted in the database, so the throttles hold
  // across server processes (server/auth/sign-in-throttle.ts). The account is a keyed hash of the typed email:
  // an attacker's guesses (or a password typed into the email field) are never kept readable.
  await db.schema
    .createTable('sign_in_failures')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_key', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sign_in_failures_account').on('sign_in_failures').columns(['account_key', 'at']).execute();
  await db.schema.createIndex('sign_in_failures_ip').on('sign_in_failures').columns(['ip', 'at']).execute();
  await db.schema.createIndex('sign_in_failures_at').on('sign_in_failures').column('at').execute();

  await linkEmbeddedAccountsToMarker(db);
}

/**
 * Accounts of the embedded provider were linked to its URL (which follows PORT and PUBLIC_ORIGIN); they are now
 * linked to the fixed marker 'embedded' (EMBEDDED_ISSUER in server/auth/sign-in.service.ts). The embedded
 * provider is the only one whose subject is our own user id, which is how its rows are recognised.
 */
export async function linkEmbeddedAccountsToMarker(db: Kysely<any>): Promise<void> {
  await db.updateTable('users').set({ oidc_issuer: 'embedded' }).whereRef('oidc_subject', '=', 'id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  // The former issuer URLs are not known any more: the accounts are unlinked instead, and the embedded provider
  // links them again at the next sign-in (its subject is the user id).
  await db.updateTable('users').set({ oidc_issuer: null, oidc_subject: null }).where('oidc_issuer', '=', 'embedded').execute();
  await db.schema.dropTable('sign_in_failures').ifExists().execute();
}
