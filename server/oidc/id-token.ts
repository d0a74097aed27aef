import { createPublicKey, timingSafeEqual, verify, type JsonWebKey, type KeyObject } from 'node:crypto';
import { createError } from '#server/errors/app-error.ts';

export const ID_TOKEN_FAILED = 'Id token verification failed.';

export interface IdTokenClaims {
  iss: string;
  sub: string;
  aud: string | string[];
  exp: number;
  iat: number;
  nonce?: string;
  azp?: string;
  sid?: string;
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  [claim: string]: unknown;
}

export interface VerifyIdTokenOptions {
  issuer: string;
  audience: string;
  nonce: string;
  /** seconds since the epoch: the verifier never reads the clock itself */
  now: number;
  /** the provider's signing keys; `forceRefresh` asks for a fresh copy when a key id is unknown (key rotation) */
  keys: (forceRefresh: boolean) => Promise<JsonWebKey[]>;
  clockToleranceSeconds?: number;
}

/** Why a token was refused, for the log only: the client always gets the one message of docs/product.md#errors-people-read. */
export class IdTokenError extends Error {}

function decodeJson(part: string): Record<string, unknown> {
  const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new IdTokenError('segment is not a JSON object');
  return value as Record<string, unknown>;
}

function sameString(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

function pickKey(keys: JsonWebKey[], kid: unknown): JsonWebKey | undefined {
  const usable = keys.filter((k) => k.kty === 'RSA' && (k.use === undefined || k.use === 'sig') && (k.alg === undefined || k.alg === 'RS256'));
  if (typeof kid === 'string') return usable.find((k) => k.kid === kid);
  return usable.length === 1 ? usable[0] : undefined;
}

async function publicKeyFor(header: Record<string, unknown>, options: VerifyIdTokenOptions): Promise<KeyObject> {
  const jwk = pickKey(await options.keys(false), header.kid) ?? pickKey(await options.keys(true), header.kid);
  if (!jwk) throw new IdTokenError(`no RS256 signing key with kid ${String(header.kid)}`);
  const { kty, n, e } = jwk;
  const key = createPublicKey({ key: { kty, n, e }, format: 'jwk' });
  if ((key.asymmetricKeyDetails?.modulusLength ?? 0) < 2048) throw new IdTokenError('signing key shorter than 2048 bits');
  return key;
}

function checkClaims(payload: Record<string, unknown>, options: VerifyIdTokenOptions): IdTokenClaims {
  const tolerance = options.clockToleranceSeconds ?? 60;
  const { iss, sub, aud, exp, iat, nonce, azp } = payload;
  if (iss !== options.issuer) throw new IdTokenError(`issuer ${String(iss)} is not ${options.issuer}`);
  const audiences = Array.isArray(aud) ? aud : [aud];
  if (!audiences.includes(options.audience)) throw new IdTokenError('audience is not this client');
  if (audiences.length > 1 && azp !== options.audience) throw new IdTokenError('azp is not this client');
  if (typeof exp !== 'number' || exp + tolerance <= options.now) throw new IdTokenError('token expired');
  if (typeof iat !== 'number' || iat - tolerance > options.now) throw new IdTokenError('token issued in the future');
  if (typeof nonce !== 'string' || !sameString(nonce, options.nonce)) throw new IdTokenError('nonce mismatch');
  if (typeof sub !== 'string' || sub.length === 0) throw new IdTokenError('no subject');
  return payload as IdTokenClaims;
}

/**
 * Verifies an ID token as decision 005 asks: RS256 only (so `none` and HMAC tokens signed with the public key are
 * refused before any key is used), then issuer, audience, expiry and nonce. Throws the one client message of
 * docs/product.md#errors-people-read; the reason is attached as `cause` for the log.
 */
export async function verifyIdToken(token: string, options: VerifyIdTokenOptions): Promise<IdTokenClaims> {
  try {
    const parts = token.split('.');
    if (parts.length !== 3) throw new IdTokenError('not a compact JWS');
    const [h, p, s] = parts as [string, string, string];
    const header = decodeJson(h);
    if (header.alg !== 'RS256') throw new IdTokenError(`algorithm ${String(header.alg)} refused`);
    if (header.crit !== undefined) throw new IdTokenError('critical header parameters are not supported');
    const key = await publicKeyFor(header, options);
    const valid = verify('RSA-SHA256', Buffer.from(`${h}.${p}`), key, Buffer.from(s, 'base64url'));
    if (!valid) throw new IdTokenError('signature does not verify');
    return checkClaims(decodeJson(p), options);
  } catch (cause) {
    const error = createError('ID_TOKEN_INVALID', ID_TOKEN_FAILED, 401);
    (error as Error).cause = cause instanceof IdTokenError ? cause.message : String(cause);
    throw error;
  }
}
