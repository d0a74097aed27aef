import type { Kysely } from 'kysely';
import { createFieldCipher } from '#server/crypto/field-cipher.ts';
import { missingKeys, type MigrationKeys } from '#server/db/migration-keys.ts';

// Frozen once landed. Consumers' emails at rest (decision 012): enciphered recipients, and erasure after sending.

/** The consumer kinds as they were when this migration was written (server/mail/consumer-mail.ts may grow). */
const CONSUMER_KINDS = ['order-confirmation'];
/** How the field cipher writes a value; a recipient that starts so is already enciphered. */
const ENCIPHERED = 'v1:';
const BATCH = 500;

export async function upWithKeys(db: Kysely<any>, keys: MigrationKeys | undefined): Promise<void> {
  // When the recipient, subject and bodies of a sent consumer email were erased; the rest of the row stays.
  await db.schema.alterTable('outbox').addColumn('erased_at', 'text').execute();
  await encipherConsumerRecipients(db, keys);
}

/** Enciphers the plain-text recipients of consumer emails written before, a batch at a time. Idempotent. */
export async function encipherConsumerRecipients(db: Kysely<any>, keys: MigrationKeys | undefined): Promise<number> {
  let done = 0;
  for (;;) {
    const rows: { id: string; to_address: string }[] = await db.selectFrom('outbox').select(['id', 'to_address'])
      .where('kind', 'in', CONSUMER_KINDS).where('to_address', '<>', '').where('to_address', 'not like', `${ENCIPHERED}%`)
      .orderBy('id').limit(BATCH).execute();
    if (rows.length === 0) return done;
    if (!keys) throw missingKeys('0008-consumer-mail-at-rest', `encipher ${rows.length}+ consumer email recipients`);
    const cipher = createFieldCipher(keys.dataKey);
    for (const row of rows) {
      await db.updateTable('outbox').set({ to_address: cipher.encrypt(row.to_address) })
        .where('id', '=', row.id).where('to_address', '=', row.to_address).execute();
    }
    done += rows.length;
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  // Recipients stay enciphered: writing them back in plain text would undo the point, and the key is not here.
  await db.schema.alterTable('outbox').dropColumn('erased_at').execute();
}
