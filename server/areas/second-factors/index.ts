/**
 * The second-factors area's surface (decision 073): staff authenticator apps, passkeys and recovery codes. The
 * embedded provider's sign-in pages use the checks below; the portal's own routes add and remove factors.
 *
 * - `hasSecondFactor(db, userId)`: a confirmed factor exists.
 * - `verifyTotpCode(db, fieldCipher, { userId, code, now })`: a code of any confirmed app, accepted once (replay-safe).
 * - `consumeRecoveryCode(db, recoveryCodeKey(sessionSecret), { userId, code, now })`: single use.
 * - `passkeyAuthenticationOptions(db, relyingParty(publicOrigin), { userId | null, now })` then
 *   `verifyPasskeyAuthentication(db, rp, { challengeId, response, now, log? })` → `{ userId, amr, userVerified }` or null.
 * - `secondFactorRequired(config, { role, mustEnrolSecondFactor })`.
 * Attempts at codes are throttled by the caller with the sign-in area's throttle, the account key
 * `keyedHasher.hash('second-factor', userId)`.
 */
export type FactorAmr = 'otp' | 'hwk' | 'swk';
export { secondFactorRoutes } from './second-factors.routes.ts';
export type { CodeThrottle } from './code-throttle.ts';
export { relyingParty, type RelyingParty } from './relying-party.ts';
export { factorCounts, factorsOf, hasSecondFactor } from './second-factors.repository.ts';
export { totpCodeAt, verifyTotpCode } from './totp.ts';
export { consumeRecoveryCode, recoveryCodeKey, type RecoveryCodeKey } from './recovery-codes.ts';
export { PASSKEY_BODY_LIMIT, passkeyAuthenticationOptions, verifyPasskeyAuthentication, type PasskeyLog } from './passkeys.ts';
export { secondFactorRequired, sessionHasSecondFactor } from '#server/auth/second-factor-policy.ts';
