import { createHmac } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

/**
 * The self-hosted ALTCHA captcha: a signed proof-of-work challenge the widget solves in the browser. The server
 * keeps no state per challenge; the HMAC signature proves a challenge is ours, its `expiresAt` (signed too) ends it,
 * and spent challenges are remembered in the database until then (captcha-spent.repository.ts).
 */

export interface CaptchaSettings {
  algorithm: 'PBKDF2/SHA-256';
  /** PBKDF2 iterations per attempt. */
  cost: number;
  /** The secret counter the browser has to find is drawn from this range: the work is about counter × cost. */
  counterMin: number;
  counterMax: number;
  ttlSeconds: number;
}

/** About 3 million PBKDF2 iterations on average: a second or two in a browser with workers. */
export const CAPTCHA_DEFAULTS: CaptchaSettings = { algorithm: 'PBKDF2/SHA-256', cost: 1000, counterMin: 1000, counterMax: 5000, ttlSeconds: 600 };

export interface CaptchaKeys {
  signature: string;
  keySignature: string;
}

/** Two HMAC secrets derived from SESSION_SECRET, each used for nothing else. */
export function captchaKeys(sessionSecret: string): CaptchaKeys {
  const derive = (purpose: string) => createHmac('sha256', sessionSecret).update(`altcha:${purpose}`).digest('hex');
  return { signature: derive('challenge-signature'), keySignature: derive('key-signature') };
}

/** A new signed challenge, valid for `ttlSeconds` from now (the real clock: the widget and altcha-lib use it too). */
export async function newChallenge(keys: CaptchaKeys, settings: CaptchaSettings = CAPTCHA_DEFAULTS): Promise<Challenge> {
  return createChallenge({
    algorithm: settings.algorithm,
    cost: settings.cost,
    counter: randomInt(settings.counterMax, settings.counterMin),
    deriveKey,
    hmacSignatureSecret: keys.signature,
    hmacKeySignatureSecret: keys.keySignature,
    expiresAt: new Date(Date.now() + settings.ttlSeconds * 1000),
  });
}

export type CaptchaCheck =
  | { ok: true; /** the challenge's nonce: spent once */ id: string; expiresAt: Date }
  | { ok: false; reason: 'expired' | 'invalid' };

interface ClientPayload {
  challenge: Challenge;
  solution: Solution;
}

function parsePayload(value: string): ClientPayload | null {
  try {
    const payload = JSON.parse(Buffer.from(value, 'base64').toString('utf8')) as Partial<ClientPayload>;
    const challenge = payload.challenge;
    const solution = payload.solution;
    if (!challenge || typeof challenge !== 'object' || !challenge.parameters || typeof challenge.parameters !== 'object') return null;
    if (!solution || typeof solution !== 'object' || typeof solution.counter !== 'number' || typeof solution.derivedKey !== 'string') return null;
    return { challenge, solution };
  } catch {
    return null;
  }
}

/** Checks the widget's payload (base64 JSON of { challenge, solution }): our signature, not expired, solved. */
export async function checkSolution(keys: CaptchaKeys, value: unknown): Promise<CaptchaCheck> {
  if (typeof value !== 'string' || value.length === 0 || value.length > 5000) return { ok: false, reason: 'invalid' };
  const payload = parsePayload(value);
  const expiresAt = payload?.challenge.parameters.expiresAt;
  // Only challenges with an expiry are ours; without one a spent challenge could never be forgotten.
  if (!payload || typeof expiresAt !== 'number' || typeof payload.challenge.parameters.nonce !== 'string') return { ok: false, reason: 'invalid' };
  let result;
  try {
    result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: keys.signature,
      hmacKeySignatureSecret: keys.keySignature,
    });
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (result.verified) return { ok: true, id: payload.challenge.parameters.nonce, expiresAt: new Date(expiresAt * 1000) };
  // An expired challenge is only worth saying so when it is genuinely ours.
  return { ok: false, reason: result.expired && result.invalidSignature !== true ? 'expired' : 'invalid' };
}
