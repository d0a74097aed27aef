import { Secret, TOTP } from 'otpauth';
import type { FieldCipher } from '#server/crypto/field-cipher.ts';
import type { Db } from '#server/db/database.ts';
import { storedInteger } from '#server/db/stored-number.ts';
import { PENDING_APP_MINUTES } from './second-factors.repository.ts';

/** RFC 6238 as every authenticator app reads it: SHA-1, 30 seconds, 6 digits; a code of the step before or after is accepted (decision 073). */
const PERIOD_SECONDS = 30;
const WINDOW_STEPS = 1;
const STEP_RANGE = { minimum: 0, maximum: Number.MAX_SAFE_INTEGER };

function totpOf(secretBase32: string, label = 'staff'): TOTP {
  return new TOTP({ issuer: 'Naloxone Portal', label, algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS, secret: Secret.fromBase32(secretBase32) });
}

/** A new secret (160 random bits, base32) and the otpauth:// address an app's QR code scanner reads. */
export function newTotpSecret(accountLabel: string): { secret: string; otpauthUri: string } {
  const secret = new Secret({ size: 20 }).base32;
  return { secret, otpauthUri: totpOf(secret, accountLabel).toString() };
}

/** The time step whose code `code` is, within one step of `now`; null when it is none of them. */
export function matchingStep(secretBase32: string, code: string, now: Date): number | null {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totpOf(secretBase32).validate({ token, timestamp: now.getTime(), window: WINDOW_STEPS });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / PERIOD_SECONDS) + delta;
}

/** The code of `now` for a secret: for tests and the demo only. */
export function totpCodeAt(secretBase32: string, now: Date): string {
  return totpOf(secretBase32).generate({ timestamp: now.getTime() });
}

/**
 * Accepts the code once: the step it matches is written only if it is later than the last accepted one, in one
 * conditional UPDATE, so the same code sent twice (or in parallel, to several processes) is accepted once.
 */
export async function acceptTotpStep(db: Db, factorId: string, step: number, now: Date): Promise<boolean> {
  const result = await db.updateTable('second_factors')
    .set({ totp_last_step: step, last_used_at: now.toISOString() })
    .where('id', '=', factorId)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * A code of any of the person's confirmed authenticator apps, accepted once (no replay within its window); the
 * app's last use is set. Attempts are throttled by the caller (the sign-in throttle, decision 073).
 */
export async function verifyTotpCode(db: Db, cipher: FieldCipher, input: { userId: string; code: string; now: Date }): Promise<boolean> {
  const apps = await db.selectFrom('second_factors').select(['id', 'totp_secret_enc', 'totp_last_step'])
    .where('user_id', '=', input.userId).where('kind', '=', 'totp').where('confirmed', '=', 1).execute();
  for (const app of apps) {
    if (!app.totp_secret_enc) continue;
    const step = matchingStep(cipher.decrypt(app.totp_secret_enc), input.code, input.now);
    if (step === null) continue;
    if (app.totp_last_step !== null && storedInteger(app.totp_last_step, STEP_RANGE) >= step) return false;
    return acceptTotpStep(db, app.id, step, input.now);
  }
  return false;
}

/** A pending app (made by `startAuthenticatorApp`, not yet confirmed) of this person, still within its 15 minutes. */
export async function pendingApp(db: Db, input: { userId: string; enrolmentId: string; now: Date }) {
  const since = new Date(input.now.getTime() - PENDING_APP_MINUTES * 60_000).toISOString();
  return db.selectFrom('second_factors').select(['id', 'totp_secret_enc'])
    .where('id', '=', input.enrolmentId).where('user_id', '=', input.userId).where('kind', '=', 'totp')
    .where('confirmed', '=', 0).where('created_at', '>', since).executeTakeFirst();
}
