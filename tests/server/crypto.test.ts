import { createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { addressHash, emailHash, personHash } from '#server/crypto/consumer-hashes.ts';
import { createFieldCipher, FieldDecryptionError } from '#server/crypto/field-cipher.ts';
import { createKeyedHasher } from '#server/crypto/keyed-hash.ts';
import { matchText } from '#server/crypto/match-normalise.ts';

describe('field cipher', () => {
  const cipher = createFieldCipher(randomBytes(32));

  it('round-trips any text, with a fresh IV each time', () => {
    for (const value of ['Jane', '', 'José Ñúñez 🙂', '1550 Larimer St, Apt #4'.repeat(20)]) {
      const token = cipher.encrypt(value);
      expect(token).toMatch(/^v1:[A-Za-z0-9+/=]+:[A-Za-z0-9+/=]+:[A-Za-z0-9+/=]*$/);
      expect(token).not.toContain(value || '\u0000');
      expect(cipher.decrypt(token)).toBe(value);
    }
    expect(cipher.encrypt('Jane')).not.toBe(cipher.encrypt('Jane'));
  });

  it('detects a changed ciphertext, tag or IV', () => {
    const [version, iv, tag, ct] = cipher.encrypt('Kentucky').split(':') as [string, string, string, string];
    const flip = (b64: string) => {
      const bytes = Buffer.from(b64, 'base64');
      bytes[0] = bytes[0]! ^ 1;
      return bytes.toString('base64');
    };
    for (const tampered of [[version, iv, tag, flip(ct)], [version, iv, flip(tag), ct], [version, flip(iv), tag, ct]]) {
      expect(() => cipher.decrypt(tampered.join(':'))).toThrow(FieldDecryptionError);
    }
  });

  it('refuses another key, an unknown version and a damaged token', () => {
    const token = cipher.encrypt('secret');
    expect(() => createFieldCipher(randomBytes(32)).decrypt(token)).toThrow(/authentication failed/);
    expect(() => cipher.decrypt(token.replace(/^v1:/, 'v9:'))).toThrow(/unknown format/);
    expect(() => cipher.decrypt('v1:abc')).toThrow(/unknown format/);
    expect(() => cipher.decrypt('v1:AAAA:AAAA:AAAA')).toThrow(/damaged header/);
    expect(() => createFieldCipher(randomBytes(16))).toThrow(/32-byte key/);
  });

  it('gives every token an IV of its own across its draws of random bytes, readable with the raw key alone', () => {
    const key = randomBytes(32);
    const own = createFieldCipher(key);
    const tokens = Array.from({ length: 2_500 }, (_, i) => own.encrypt(`value ${i}`));
    const ivs = tokens.map((t) => t.split(':')[1]!);
    expect(new Set(ivs).size).toBe(tokens.length);
    expect(ivs.every((iv) => Buffer.from(iv, 'base64').length === 12)).toBe(true);
    // AES-256-GCM with the key's bytes, as rows written before the key object was kept are read.
    const [, iv, tag, ct] = tokens[2_049]!.split(':') as [string, string, string, string];
    const plain = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'), { authTagLength: 16 });
    plain.setAuthTag(Buffer.from(tag, 'base64'));
    expect(Buffer.concat([plain.update(Buffer.from(ct, 'base64')), plain.final()]).toString('utf8')).toBe('value 2049');
  });
});

describe('keyed hash', () => {
  const hasher = createKeyedHasher('k'.repeat(40));

  it('is the HMAC-SHA256 of the parts joined by the unit separator, under the key as UTF-8 bytes (stored hashes stay valid)', () => {
    for (const key of ['k'.repeat(40), 'clé-secrète-ünïcode-🙂-0123456789abcdef']) {
      const expected = createHmac('sha256', key).update('person\u001fdoe\u001fjane', 'utf8').digest('base64url');
      expect(createKeyedHasher(key).hash('person', 'doe', 'jane')).toBe(expected);
    }
    const bytes = randomBytes(32);
    expect(createKeyedHasher(bytes).hash('x')).toBe(createHmac('sha256', bytes).update('x').digest('base64url'));
  });

  it('hashes normalised values: case, outer and inner spaces do not count', () => {
    // The normalisation moved out of the hasher into match-normalise.ts (one definition per kind of value).
    expect(matchText('  Jane   DOE \t')).toBe(matchText('jane doe'));
    expect(personHash(hasher, { lastName: ' Doe ', firstName: 'JANE', dob: '1990-01-31' })).toBe(personHash(hasher, { lastName: 'doe', firstName: 'jane', dob: '1990-01-31' }));
    expect(emailHash(hasher, ' Jane.Doe@Example.ORG ')).toBe(emailHash(hasher, 'jane.doe@example.org'));
  });

  it('depends on the key and keeps parts apart', () => {
    expect(createKeyedHasher('other-key-'.repeat(4)).hash('jane')).not.toBe(hasher.hash('jane'));
    expect(hasher.hash('ab', 'c')).not.toBe(hasher.hash('a', 'bc'));
    expect(hasher.hash('jane')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('gives the same person hash for the same person however typed, and different ones for different people', () => {
    const a = personHash(hasher, { lastName: 'Doe ', firstName: 'JANE', dob: '1990-01-31' });
    expect(personHash(hasher, { lastName: 'doe', firstName: 'jane', dob: '1990-01-31' })).toBe(a);
    expect(personHash(hasher, { lastName: 'Doe', firstName: 'Jane', dob: '1990-02-01' })).not.toBe(a);
    // Namespaced: an email equal to some text in another field never collides.
    expect(emailHash(hasher, 'doe')).not.toBe(hasher.hash('doe'));
    expect(addressHash(hasher, { address: '1 Main St', city: 'Hazard', state: 'KY', zip: '41701-1234' })).toBe(
      addressHash(hasher, { address: '1  main st', address2: '', city: 'HAZARD', state: 'ky', zip: '41701' }),
    );
  });
});
