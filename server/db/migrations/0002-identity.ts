import type { Kysely } from 'kysely';

// Frozen once landed. The embedded OpenID provider's store and keys, and the counters the sign-in paths need.

export async function up(db: Kysely<unknown>): Promise<void> {
  // Every artefact of the provider (sessions, grants, codes, tokens, interactions), one JSON document per row.
  await db.schema
    .createTable('oidc_payloads')
    .addColumn('model', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('grant_id', 'text')
    .addColumn('uid', 'text')
    .addColumn('user_code', 'text')
    .addColumn('consumed_at', 'text')
    .addColumn('expires_at', 'text')
    .addPrimaryKeyConstraint('oidc_payloads_pk', ['model', 'id'])
    .execute();
  await db.schema.createIndex('oidc_payloads_grant').on('oidc_payloads').column('grant_id').execute();
  await db.schema.createIndex('oidc_payloads_uid').on('oidc_payloads').column('uid').execute();
  await db.schema.createIndex('oidc_payloads_expires').on('oidc_payloads').column('expires_at').execute();

  // The provider's signing keys (private JWK), so tokens stay verifiable across restarts and instances.
  await db.schema
    .createTable('oidc_signing_keys')
    .addColumn('kid', 'text', (c) => c.primaryKey())
    .addColumn('private_jwk', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('retired_at', 'text')
    .execute();

  // A wrong verification code counts against the invite; after a few the code is spent (brute-force guard that
  // holds across server instances, unlike a per-process rate limit).
  await db.schema.alterTable('invites').addColumn('failed_attempts', 'integer', (c) => c.notNull().defaultTo(0)).execute();

  // The provider refresh token of the sign-in, encrypted, used server-side only on session refresh.
  await db.schema.alterTable('sessions').addColumn('provider_refresh_token_enc', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('provider_refresh_token_enc').execute();
  await db.schema.alterTable('invites').dropColumn('failed_attempts').execute();
  await db.schema.dropTable('oidc_signing_keys').ifExists().execute();
  await db.schema.dropTable('oidc_payloads').ifExists().execute();
}
