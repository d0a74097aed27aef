import { renderSVG } from 'uqr';
import type { AuthenticatorAppStart } from '#schemas/generated/second-factors-api.ts';
import type { FieldCipher } from '#server/crypto/field-cipher.ts';
import type { Db } from '#server/db/database.ts';
import { confirmApp, insertPendingApp } from './second-factors.repository.ts';
import { matchingStep, newTotpSecret, pendingApp } from './totp.ts';

/** 'JBSWY3DPEHPK3PXP…' → 'JBSW Y3DP EHPK 3PXP …': the key as a person types it from the screen. */
export const groupedInFours = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * A new authenticator app for the person, pending until its first code (decision 073): its secret (enciphered at
 * rest), the otpauth:// address, and that address as a QR code drawn on the server.
 */
export async function startAuthenticatorApp(db: Db, cipher: FieldCipher, input: { userId: string; email: string; now: Date }): Promise<AuthenticatorAppStart> {
  const { secret, otpauthUri } = newTotpSecret(input.email);
  const enrolmentId = await insertPendingApp(db, { userId: input.userId, secretEnc: cipher.encrypt(secret), now: input.now });
  // Named for screen readers, which then read the key in text beside it; white behind it in dark mode too.
  const qrSvg = renderSVG(otpauthUri, { ecc: 'M', border: 2 }).replace('<svg ', '<svg role="img" aria-label="QR code to scan with an authenticator app" ');
  return { enrolmentId, secret: groupedInFours(secret), otpauthUri, qrSvg };
}

export type AppConfirmation = { confirmed: true; factorId: string } | { confirmed: false; reason: 'unknown' | 'wrong-code' };

/** The first code of a pending app: right, the app becomes a factor under its name; its step is spent. */
export async function confirmAuthenticatorApp(db: Db, cipher: FieldCipher, input: { userId: string; enrolmentId: string; code: string; name: string; now: Date }): Promise<AppConfirmation> {
  const pending = await pendingApp(db, input);
  if (!pending?.totp_secret_enc) return { confirmed: false, reason: 'unknown' };
  const step = matchingStep(cipher.decrypt(pending.totp_secret_enc), input.code, input.now);
  if (step === null) return { confirmed: false, reason: 'wrong-code' };
  if (!await confirmApp(db, { id: pending.id, name: input.name, step, now: input.now })) return { confirmed: false, reason: 'unknown' };
  return { confirmed: true, factorId: pending.id };
}
