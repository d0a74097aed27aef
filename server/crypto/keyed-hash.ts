import { createHmac, createSecretKey } from 'node:crypto';

/**
 * Finds a person again without decrypting anything: an HMAC-SHA256 (key HASH_KEY) of normalised values.
 * Without the key the hash cannot be recomputed from a guessed name, unlike a plain hash.
 */
export interface KeyedHasher {
  /**
   * hash('person', 'doe', 'jane', '1990-01-31'): the parts as given (consumer-hashes.ts normalises them first),
   * joined with a separator no value can hold.
   */
  hash(...parts: string[]): string;
}

export function createKeyedHasher(key: string | Buffer): KeyedHasher {
  if (key.length === 0) throw new Error('The keyed hash needs a key (HASH_KEY)');
  // The key as a key object once (a text key as its UTF-8 bytes, as createHmac reads it), not again on every hash.
  const secret = typeof key === 'string' ? createSecretKey(key, 'utf8') : createSecretKey(key);
  return {
    hash(...parts) {
      if (parts.length === 0) throw new Error('Nothing to hash');
      const hmac = createHmac('sha256', secret);
      // The unit separator keeps ('ab', 'c') and ('a', 'bc') apart; it is removed from the parts so none can fake it.
      hmac.update(parts.map((p) => p.replaceAll('\u001f', '')).join('\u001f'), 'utf8');
      return hmac.digest('base64url');
    },
  };
}
