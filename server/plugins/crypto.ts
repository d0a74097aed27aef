import fp from 'fastify-plugin';
import { createFieldCipher, type FieldCipher } from '#server/crypto/field-cipher.ts';
import { createKeyedHasher, type KeyedHasher } from '#server/crypto/keyed-hash.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Encrypts and decrypts consumers' personal fields (DATA_KEY). */
    fieldCipher: FieldCipher;
    /** Keyed hashes for finding a consumer again (HASH_KEY); see server/crypto/consumer-hashes.ts. */
    keyedHasher: KeyedHasher;
  }
}

export default fp(
  async (app) => {
    app.decorate('fieldCipher', createFieldCipher(app.config.dataKey));
    app.decorate('keyedHasher', createKeyedHasher(app.config.hashKey));
  },
  { name: 'crypto', dependencies: ['config'] },
);
