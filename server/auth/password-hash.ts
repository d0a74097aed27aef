import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt's cost parameters; they are stored with each hash, which is verified with its own. */
export interface ScryptCost { N: number; r: number; p: number }

// OWASP's scrypt setting of equal strength to N=2^17,p=1 but with 32 MiB per hash instead of 128 MiB.
const DEFAULT: ScryptCost = { N: 2 ** 15, r: 8, p: 3 };
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, params: ScryptCost): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r + 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

/**
 * hashPassword('s3cret!A') → 'scrypt$32768$8$3$<salt b64url>$<hash b64url>': the parameters travel with the hash.
 * The portal always hashes at the default cost; only the tests' stored fixtures pass a lower one (decision 076).
 */
export async function hashPassword(password: string, cost: ScryptCost = DEFAULT): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parts = stored?.split('$') ?? [];
  if (parts.length !== 6 || parts[0] !== 'scrypt') {
    // Spend the same time on a missing hash as on a wrong password, so timing does not reveal accounts.
    await derive(password, Buffer.alloc(16), DEFAULT);
    return false;
  }
  const [, n, r, p, salt, hash] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
