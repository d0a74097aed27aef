import { createHmac, createSign, generateKeyPairSync, type JsonWebKey } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifyIdToken } from '#server/oidc/id-token.ts';

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const other = generateKeyPairSync('rsa', { modulusLength: 2048 });
const jwk: JsonWebKey = { ...publicKey.export({ format: 'jwk' }), kid: 'k1', alg: 'RS256', use: 'sig' };
const NOW = 1_800_000_000;
const base = { iss: 'https://idp.example.org/oidc', aud: 'portal', sub: 'user-1', nonce: 'nonce-abcdefghijklmnop', iat: NOW - 10, exp: NOW + 600 };

const b64 = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

function rs256(claims: object, header: object = { alg: 'RS256', kid: 'k1' }, key = privateKey): string {
  const input = `${b64(header)}.${b64(claims)}`;
  return `${input}.${createSign('RSA-SHA256').update(input).sign(key).toString('base64url')}`;
}

let refetches = 0;
const options = {
  issuer: base.iss, audience: 'portal', nonce: base.nonce, now: NOW,
  keys: async (force: boolean) => { if (force) refetches++; return [jwk]; },
};

async function refusal(token: string, overrides: Partial<typeof options> = {}) {
  try {
    await verifyIdToken(token, { ...options, ...overrides });
  } catch (error) {
    return error as Error & { code: string; statusCode: number; cause: string };
  }
  throw new Error('token was accepted');
}

describe('ID token verification', () => {
  it('accepts a good RS256 token and returns its claims', async () => {
    const claims = await verifyIdToken(rs256(base), options);
    expect(claims.sub).toBe('user-1');
  });

  it('accepts an audience list when azp names us', async () => {
    await expect(verifyIdToken(rs256({ ...base, aud: ['portal', 'other'], azp: 'portal' }), options)).resolves.toMatchObject({ sub: 'user-1' });
    expect((await refusal(rs256({ ...base, aud: ['portal', 'other'] }))).cause).toMatch(/azp/);
  });

  const cases: [string, () => string, RegExp][] = [
    ['alg none', () => `${b64({ alg: 'none' })}.${b64(base)}.`, /algorithm none/],
    ['HS256 signed with the public key', () => {
      const input = `${b64({ alg: 'HS256', kid: 'k1' })}.${b64(base)}`;
      const secret = publicKey.export({ format: 'pem', type: 'spki' });
      return `${input}.${createHmac('sha256', secret).update(input).digest('base64url')}`;
    }, /algorithm HS256/],
    ['wrong audience', () => rs256({ ...base, aud: 'someone-else' }), /audience/],
    ['wrong issuer', () => rs256({ ...base, iss: 'https://evil.example.org' }), /issuer/],
    ['expired', () => rs256({ ...base, exp: NOW - 120 }), /expired/],
    ['issued in the future', () => rs256({ ...base, iat: NOW + 3600 }), /future/],
    ['unknown key id', () => rs256(base, { alg: 'RS256', kid: 'k-unknown' }), /no RS256 signing key/],
    ['signed by another key under our kid', () => rs256(base, { alg: 'RS256', kid: 'k1' }, other.privateKey), /signature/],
    ['nonce mismatch', () => rs256({ ...base, nonce: 'another-nonce-value-xyz' }), /nonce/],
    ['no nonce', () => rs256({ ...base, nonce: undefined }), /nonce/],
    ['altered payload', () => { const [h, , s] = rs256(base).split('.'); return `${h}.${b64({ ...base, sub: 'admin' })}.${s}`; }, /signature/],
    ['not a JWT', () => 'abc.def', /compact/],
    ['critical header', () => rs256(base, { alg: 'RS256', kid: 'k1', crit: ['b64'], b64: false }), /critical/],
  ];

  it.each(cases)('refuses %s with the one message people read', async (_name, make, reason) => {
    const error = await refusal(make());
    expect(error.code).toBe('ID_TOKEN_INVALID');
    expect(error.message).toBe('Id token verification failed.');
    expect(error.statusCode).toBe(401);
    expect(error.cause).toMatch(reason);
  });

  it('fetches the keys again when a key id is unknown (the provider rotated its key)', async () => {
    const before = refetches;
    await refusal(rs256(base, { alg: 'RS256', kid: 'k-new' }));
    expect(refetches).toBe(before + 1);
  });

  it('refuses a key shorter than 2048 bits', async () => {
    const weak = generateKeyPairSync('rsa', { modulusLength: 1024 });
    const weakJwk = { ...weak.publicKey.export({ format: 'jwk' }), kid: 'weak' };
    const error = await refusal(rs256(base, { alg: 'RS256', kid: 'weak' }, weak.privateKey), { keys: async () => [weakJwk] });
    expect(error.cause).toMatch(/2048/);
  });
});
