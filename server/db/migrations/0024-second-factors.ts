import { sql, type Kysely } from 'kysely';

/*
 * Decision 073: staff second factors.
 * - second_factors: a person's authenticator apps (TOTP, the secret enciphered; the last time step accepted, so a
 *   code is accepted once) and passkeys (WebAuthn credential id, public key, signature counter). An app is pending
 *   (`confirmed` 0) until its first code is typed.
 * - recovery_codes: ten single-use codes per person, stored as keyed hashes only.
 * - webauthn_challenges: a passkey ceremony's challenge, used once, five minutes.
 * - users.must_enrol_second_factor: set by a superAdmin's reset, cleared on enrolment.
 * - sessions.amr / sessions.acr: how the session was signed in (RFC 8176 method references, NIST level).
 * Frozen once landed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('second_factors')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('totp', 'passkey')`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text')
    .addColumn('totp_secret_enc', 'text')
    .addColumn('totp_last_step', 'bigint')
    .addColumn('credential_id', 'text', (c) => c.unique())
    .addColumn('public_key', 'text')
    .addColumn('sign_count', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('transports', 'text')
    .addColumn('backed_up', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('confirmed', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('second_factors_user').on('second_factors').column('user_id').execute();

  await db.schema
    .createTable('recovery_codes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('recovery_codes_user').on('recovery_codes').columns(['user_id', 'code_hash']).execute();

  await db.schema
    .createTable('webauthn_challenges')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('register', 'authenticate')`))
    .addColumn('challenge', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('webauthn_challenges_expiry').on('webauthn_challenges').column('expires_at').execute();

  await db.schema.alterTable('users').addColumn('must_enrol_second_factor', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('sessions').addColumn('amr', 'text', (c) => c.notNull().defaultTo('["pwd"]')).execute();
  await db.schema.alterTable('sessions').addColumn('acr', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('acr').execute();
  await db.schema.alterTable('sessions').dropColumn('amr').execute();
  await db.schema.alterTable('users').dropColumn('must_enrol_second_factor').execute();
  await db.schema.dropIndex('webauthn_challenges_expiry').ifExists().execute();
  await db.schema.dropTable('webauthn_challenges').execute();
  await db.schema.dropIndex('recovery_codes_user').ifExists().execute();
  await db.schema.dropTable('recovery_codes').execute();
  await db.schema.dropIndex('second_factors_user').ifExists().execute();
  await db.schema.dropTable('second_factors').execute();
}
