import { createHash, generateKeyPair, type JsonWebKey } from 'node:crypto';
import type { Db } from '#server/db/database.ts';

function generateRsaJwk(): Promise<JsonWebKey> {
  return new Promise((resolve, reject) => {
    generateKeyPair('rsa', { modulusLength: 2048 }, (err, _publicKey, privateKey) => {
      if (err) reject(err);
      else resolve(privateKey.export({ format: 'jwk' }));
    });
  });
}

/** RFC 7638 thumbprint: a key id that is the same wherever the key is loaded. */
function thumbprint(jwk: JsonWebKey): string {
  const canonical = JSON.stringify({ e: jwk.e, kty: jwk.kty, n: jwk.n });
  return createHash('sha256').update(canonical).digest('base64url');
}

/**
 * The embedded provider's signing keys, newest first, created on first start and kept in the database so ID tokens
 * stay verifiable across restarts and every instance signs with the same key. Two instances starting together
 * may both create a key; both are kept and the order is the same everywhere.
 */
export async function loadSigningKeys(db: Db, now: () => Date = () => new Date()): Promise<JsonWebKey[]> {
  const read = () =>
    db.selectFrom('oidc_signing_keys').select(['kid', 'private_jwk']).where('retired_at', 'is', null)
      .orderBy('created_at', 'desc').orderBy('kid').execute();
  let rows = await read();
  if (rows.length === 0) {
    const jwk = await generateRsaJwk();
    const kid = thumbprint(jwk);
    await db.insertInto('oidc_signing_keys')
      .values({ kid, private_jwk: JSON.stringify({ ...jwk, kid, alg: 'RS256', use: 'sig' }), created_at: now().toISOString(), retired_at: null })
      .onConflict((oc) => oc.column('kid').doNothing())
      .execute();
    rows = await read();
  }
  return rows.map((row) => JSON.parse(row.private_jwk) as JsonWebKey);
}
