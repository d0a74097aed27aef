import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

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

export class FieldDecryptionError extends Error {
  constructor(reason: string) {
    super(`Encrypted field could not be read: ${reason}`);
    this.name = 'FieldDecryptionError';
  }
}

/** createFieldCipher(config.dataKey).encrypt('Jane') → 'v1:…:…:…' */
export function createFieldCipher(key: Buffer): FieldCipher {
  if (key.length !== 32) throw new Error('The field cipher needs a 32-byte key (DATA_KEY)');
  return {
    encrypt(plaintext) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return `v1:${iv.toString('base64')}:${cipher.getAuthTag().toString('base64')}:${ciphertext.toString('base64')}`;
    },
    decrypt(token) {
      const parts = token.split(':');
      if (parts.length !== 4 || parts[0] !== 'v1') throw new FieldDecryptionError('unknown format');
      const iv = Buffer.from(parts[1]!, 'base64');
      const tag = Buffer.from(parts[2]!, 'base64');
      if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) throw new FieldDecryptionError('damaged header');
      const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
      decipher.setAuthTag(tag);
      try {
        return Buffer.concat([decipher.update(Buffer.from(parts[3]!, 'base64')), decipher.final()]).toString('utf8');
      } catch {
        throw new FieldDecryptionError('authentication failed (altered value or wrong key)');
      }
    },
  };
}
