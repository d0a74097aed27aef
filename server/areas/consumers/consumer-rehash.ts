import { addressHash, emailHash, personHash, phoneHash } from '#server/crypto/consumer-hashes.ts';
import { createFieldCipher, type FieldCipher } from '#server/crypto/field-cipher.ts';
import { createKeyedHasher, type KeyedHasher } from '#server/crypto/keyed-hash.ts';
import { MATCH_NORMALISATION_VERSION } from '#server/crypto/match-normalise.ts';
import type { Db } from '#server/db/database.ts';

export interface RehashReport {
  /** Consumers whose hashes were made again with the current normalisation. */
  rehashed: number;
  /** Consumers whose fields could not be decrypted (another DATA_KEY, damaged value): left as they were, retried next time. */
  unreadable: string[];
}

/**
 * Brings the keyed hashes of consumers written under an older normalisation (consumers.hash_version) to the current
 * one, from their encrypted fields (decision 011). Runs after the migrations, in `bringUpToDate`
 * (server/db/bring-up-to-date.ts: server start, `npm run migrate`, `npm run seed`); a row is done once, as its version moves on with its hashes. Safe to
 * run from two processes at once: both write the same values, and only over an older version.
 */
export async function rehashConsumers(db: Db, cipher: FieldCipher, hasher: KeyedHasher, batchSize = 500): Promise<RehashReport> {
  const report: RehashReport = { rehashed: 0, unreadable: [] };
  let after = '';
  for (;;) {
    const rows = await db
      .selectFrom('consumers')
      .select(['id', 'first_name_enc', 'last_name_enc', 'dob_enc', 'email_enc', 'phone_enc', 'ship_address_enc', 'ship_address2_enc', 'ship_city_enc', 'ship_state', 'ship_zip_enc'])
      .where('hash_version', '<', MATCH_NORMALISATION_VERSION)
      .where('purged_at', 'is', null)
      .where('id', '>', after)
      .orderBy('id')
      .limit(batchSize)
      .execute();
    if (rows.length === 0) return report;
    await db.transaction().execute(async (trx) => {
     for (const row of rows) {
      let hashes: { person_hash: string; email_hash: string; phone_hash: string; address_hash: string };
      try {
        const read = cipher.decrypt.bind(cipher);
        hashes = {
          person_hash: personHash(hasher, { lastName: read(row.last_name_enc), firstName: read(row.first_name_enc), dob: read(row.dob_enc) }),
          email_hash: emailHash(hasher, read(row.email_enc)),
          phone_hash: phoneHash(hasher, read(row.phone_enc)),
          address_hash: addressHash(hasher, {
            address: read(row.ship_address_enc), address2: row.ship_address2_enc ? read(row.ship_address2_enc) : null,
            city: read(row.ship_city_enc), state: row.ship_state, zip: read(row.ship_zip_enc),
          }),
        };
      } catch {
        report.unreadable.push(row.id);
        continue;
      }
      const result = await trx
        .updateTable('consumers')
        .set({ ...hashes, hash_version: MATCH_NORMALISATION_VERSION })
        .where('id', '=', row.id)
        .where('hash_version', '<', MATCH_NORMALISATION_VERSION)
        .executeTakeFirst();
      report.rehashed += Number(result.numUpdatedRows);
     }
    });
    after = rows[rows.length - 1]!.id;
  }
}

/** rehashConsumers with the keys as the configuration holds them (config.dataKey, config.hashKey). */
export function rehashConsumersWithKeys(db: Db, keys: { dataKey: Buffer; hashKey: string }): Promise<RehashReport> {
  return rehashConsumers(db, createFieldCipher(keys.dataKey), createKeyedHasher(keys.hashKey));
}
