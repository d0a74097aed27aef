/* eslint-disable */
/**
 * Generated from schemas/captcha-challenge.schema.json by scripts/generate-types.ts (npm run types). Do not edit by hand.
 */

/**
 * GET /api/captcha/challenge: a signed ALTCHA proof-of-work challenge (altcha-lib v2 format) for the questionnaire's captcha question. The widget solves it and the step answer carries the widget's payload in `value`.
 */
export interface CaptchaChallenge {
  parameters: {
    algorithm: string;
    nonce: string;
    salt: string;
    cost: number;
    keyLength: number;
    keyPrefix: string;
    keySignature?: string;
    /**
     * seconds since the epoch
     */
    expiresAt?: number;
    [k: string]: unknown;
  };
  signature: string;
}
