import { createCipheriv, createDecipheriv, createSecretKey, randomFillSync } from 'node:crypto';

/**
 * Authenticated encryption of one personal value (AES-256-GCM), stored as `v1:<iv>:<tag>:<ciphertext>`
 * in base64. The version prefix lets a later key or algorithm coexist with rows written by this one.
 */
export interface FieldCipher {
  encrypt(plaintext: string): string;
  /** Throws when the value was altered, truncated, or written with another key. */
  decrypt(token: string): string;
}

const IV_BYTES = 12;
const TAG_BYTES = 16;
/** IVs drawn from the system's random source at once: a call for 12 bytes costs more than the encryption of a run. */
const IVS_PER_DRAW = 1024;

export class FieldDecryptionError extends Error {
  constructor(reason: string) {
    super(`Encrypted field could not be read: ${reason}`);
    this.name = 'FieldDecryptionError';
  }
}

/** createFieldCipher(config.dataKey).encrypt('Jane') → 'v1:…:…:…' */
export function createFieldCipher(key: Buffer): FieldCipher {
  if (key.length !== 32) throw new Error('The field cipher needs a 32-byte key (DATA_KEY)');
  // The key as a key object once, rather than the raw bytes handed to every cipher (decision 048, second round).
  const secret = createSecretKey(key);
  // Random IVs are taken in turn from a block of random bytes, each once: every IV is still 96 random bits.
  let ivs = Buffer.alloc(0);
  let next = 0;
  const freshIv = (): Buffer => {
    if (next + IV_BYTES > ivs.length) {
      ivs = randomFillSync(Buffer.allocUnsafe(IV_BYTES * IVS_PER_DRAW));
      next = 0;
    }
    return ivs.subarray(next, (next += IV_BYTES));
  };
  return {
    encrypt(plaintext) {
      const iv = freshIv();
      const cipher = createCipheriv('aes-256-gcm', secret, iv);
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return `v1:${iv.toString('base64')}:${cipher.getAuthTag().toString('base64')}:${ciphertext.toString('base64')}`;
    },
    decrypt(token) {
      const parts = token.split(':');
      if (parts.length !== 4 || parts[0] !== 'v1') throw new FieldDecryptionError('unknown format');
      const iv = Buffer.from(parts[1]!, 'base64');
      const tag = Buffer.from(parts[2]!, 'base64');
      if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) throw new FieldDecryptionError('damaged header');
      const decipher = createDecipheriv('aes-256-gcm', secret, iv, { authTagLength: TAG_BYTES });
      decipher.setAuthTag(tag);
      try {
        return Buffer.concat([decipher.update(Buffer.from(parts[3]!, 'base64')), decipher.final()]).toString('utf8');
      } catch {
        throw new FieldDecryptionError('authentication failed (altered value or wrong key)');
      }
    },
  };
}
