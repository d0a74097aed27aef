import type { Kysely } from 'kysely';
import { createFieldCipher, type FieldCipher } from '#server/crypto/field-cipher.ts';
import { missingKeys, type MigrationKeys } from '#server/db/migration-keys.ts';
import { sealSignInSecrets } from '#server/mail/sign-in-secrets.ts';

// Frozen once landed. Links that sign someone in, sealed apart from the outbox's text (decision 041).

/** The kinds that carried a sign-in link or code when this migration was written, and how each wrote it. */
const KINDS = ['order-confirmation', 'account-sign-in', 'invite'];
const LEGACY_SECRETS = [/\/account\?link=([A-Za-z0-9_-]{20,})/g, /Verification code: ([A-Z0-9]{6,})/g];
const BATCH = 500;

export async function upWithKeys(db: Kysely<any>, keys: MigrationKeys | undefined): Promise<void> {
  // Asked before any change: SQLite does not undo a column added by a migration that then fails.
  const { n } = await db.selectFrom('outbox').select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('kind', 'in', KINDS).where('erased_at', 'is', null)
    .where((eb) => eb.or([eb('text_body', 'like', '%/account?link=%'), eb('text_body', 'like', '%Verification code: %')])).executeTakeFirstOrThrow();
  if (Number(n) > 0 && !keys) throw missingKeys('0019-sealed-sign-in-secrets', `seal the sign-in links of ${n} emails`);
  // The secrets an email carries, enciphered; its text and HTML hold placeholders where they were.
  await db.schema.alterTable('outbox').addColumn('sealed_secrets', 'text').execute();
  if (keys) await sealEarlierEmails(db, createFieldCipher(keys.dataKey));
}

/** Seals the secrets of the emails written before, a batch at a time; erased emails hold none. Idempotent. */
async function sealEarlierEmails(db: Kysely<any>, cipher: FieldCipher): Promise<void> {
  let after = '';
  for (;;) {
    const rows: { id: string; text_body: string; html_body: string | null }[] = await db.selectFrom('outbox').select(['id', 'text_body', 'html_body'])
      .where('kind', 'in', KINDS).where('sealed_secrets', 'is', null).where('erased_at', 'is', null).where('id', '>', after)
      .orderBy('id').limit(BATCH).execute();
    if (rows.length === 0) return;
    after = rows[rows.length - 1]!.id;
    const carrying = rows.map((row) => ({ row, secrets: [...new Set(LEGACY_SECRETS.flatMap((form) => [...row.text_body.matchAll(form)].map((m) => m[1]!)))] }))
      .filter((r) => r.secrets.length > 0);
    for (const { row, secrets } of carrying) {
      const sealed = sealSignInSecrets({ text: row.text_body, html: row.html_body }, secrets, cipher);
      await db.updateTable('outbox').set({ text_body: sealed.text, html_body: sealed.html, sealed_secrets: sealed.sealed })
        .where('id', '=', row.id).where('sealed_secrets', 'is', null).execute();
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  // The secrets cannot be put back without the key: an email still holding some keeps the migration in place.
  const { n } = await db.selectFrom('outbox').select((eb) => eb.fn.countAll<number | string>().as('n')).where('sealed_secrets', 'is not', null).executeTakeFirstOrThrow();
  if (Number(n) > 0) throw new Error(`Migration 0019-sealed-sign-in-secrets cannot be reverted: ${n} emails hold sealed sign-in links`);
  await db.schema.alterTable('outbox').dropColumn('sealed_secrets').execute();
}
