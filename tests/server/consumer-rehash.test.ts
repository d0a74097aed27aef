import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { addressHash, emailHash, personHash, phoneHash } from '#server/crypto/consumer-hashes.ts';
import { MATCH_NORMALISATION_VERSION } from '#server/crypto/match-normalise.ts';
import { createFieldCipher } from '#server/crypto/field-cipher.ts';
import { bringUpToDate } from '#server/db/bring-up-to-date.ts';
import { migrateToBefore, migrateToLatest } from '#server/db/migrator.ts';
import { buildTestApp, testConfig, testDatabases, testSecrets, type TestDatabase } from './test-db.ts';

/** The keyed hash as it was before migration 0006: each part NFKC, trimmed, lower case, spaces collapsed. */
function oldHash(...parts: string[]): string {
  const norm = (v: string) => v.normalize('NFKC').trim().toLowerCase().replace(/\s+/g, ' ');
  return createHmac('sha256', testSecrets.HASH_KEY).update(parts.map(norm).join('\u001f'), 'utf8').digest('base64url');
}

const p = { firstName: 'Zoë', lastName: 'O\u2019Brien', dob: '1979-04-30', email: 'Zoe.OBrien@example.org', address: '12 Elm St.', city: 'Denver', zip: '80202' };

/** A database as it was before migration 0006, holding one consumer hashed the old way. */
async function databaseBefore0006(database: TestDatabase) {
  const db = await database.connect();
  await migrateToLatest(db);
  await migrateToBefore(db, '0006-consumer-matching'); // the database as it was before 0006
  const cipher = createFieldCipher(Buffer.from(testSecrets.DATA_KEY, 'base64'));
  const enc = (v: string) => cipher.encrypt(v);
  await db.insertInto('consumers').values({
    id: 'before-0006', person_hash: oldHash('person', p.lastName, p.firstName, p.dob), email_hash: oldHash('email', p.email),
    address_hash: oldHash('address', p.address, '', p.city, 'CO', p.zip), first_name_enc: enc(p.firstName), last_name_enc: enc(p.lastName),
    email_enc: enc(p.email), phone_enc: enc('303-555-0100'), dob_enc: enc(p.dob), gender_enc: enc('Female'), address_enc: enc(p.address),
    city_enc: enc(p.city), state: 'CO', zip_enc: enc(p.zip), county: null, ship_address_type: 'Home', ship_address_enc: enc(p.address),
    ship_address2_enc: null, ship_city_enc: enc(p.city), ship_state: 'CO', ship_zip_enc: enc(p.zip), ship_county: null,
    flagged_for_review: 1, created_at: new Date().toISOString(), purged_at: null,
  }).execute();
  return db;
}

describe.each(testDatabases())('migration 0006 and the re-hash at start on $name', (database) => {
  it('makes the hashes of consumers stored before it again, so the same person is still found, and keeps the review reason', async () => {
    await databaseBefore0006(database);
    const app = await buildTestApp({ database }); // migrates to 0006, then re-hashes with the configured keys
    try {
      const row = await app.db.selectFrom('consumers').selectAll().where('id', '=', 'before-0006').executeTakeFirstOrThrow();
      expect(Number(row.hash_version)).toBe(MATCH_NORMALISATION_VERSION);
      expect(row.review_reason).toBe('sharedAddress');
      // Found again however the person now writes themself.
      expect(row.person_hash).toBe(personHash(app.keyedHasher, { firstName: 'ZOE', lastName: 'o brien.', dob: p.dob }));
      expect(row.email_hash).toBe(emailHash(app.keyedHasher, 'zoe.obrien+refill@example.org'));
      // Normalisation 3 adds the phone's hash, for staff searches by phone.
      expect(row.phone_hash).toBe(phoneHash(app.keyedHasher, '(303) 555-0100'));
      expect(row.address_hash).toBe(addressHash(app.keyedHasher, { address: '12 elm st', city: 'DENVER', state: 'co', zip: '80202-1234' }));
    } finally {
      await app.close();
    }
  });
});

describe.each(testDatabases())('bringUpToDate (server start, npm run migrate, npm run seed) on $name', (database) => {
  it('applies the pending migrations, then re-hashes; a second call has nothing to do', async () => {
    const db = await databaseBefore0006(database);
    try {
      const config = testConfig();
      const first = await bringUpToDate(db, config);
      expect(first.migrations[0]).toBe('0006-consumer-matching applied');
      expect(first.rehash).toEqual({ rehashed: 1, unreadable: [] });
      const row = await db.selectFrom('consumers').select('hash_version').where('id', '=', 'before-0006').executeTakeFirstOrThrow();
      expect(Number(row.hash_version)).toBe(MATCH_NORMALISATION_VERSION);
      expect(await bringUpToDate(db, config)).toEqual({ migrations: [], rehash: { rehashed: 0, unreadable: [] } });
    } finally {
      await db.destroy();
    }
  });
});
