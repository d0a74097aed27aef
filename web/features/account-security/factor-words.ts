import { formatDateTime, type DatePreference } from '#web/components/date-format.ts';
import type { Factor } from '#schemas/generated/second-factors-api.ts';

/** How a kind of factor is named on the page. */
export const KIND_LABELS: Record<Factor['kind'], string> = { passkey: 'Passkey', authenticatorApp: 'Authenticator app' };

/** "Added 11/27/2026 · Last used 11/27/2026 3:04 PM", in the person's date preference; "Not used yet" before its first sign-in. */
export function factorDates(factor: Pick<Factor, 'addedAt' | 'lastUsedAt'>, preference: DatePreference): string {
  const added = `Added ${formatDateTime(factor.addedAt, preference, false)}`;
  const used = factor.lastUsedAt ? `Last used ${formatDateTime(factor.lastUsedAt, preference)}` : 'Not used yet';
  return `${added} · ${used}`;
}

/** "8 of 10 left" */
export function codesLeft(left: number): string {
  return `${left} of 10 left`;
}

/** The text file of a set of recovery codes, as Download saves it. */
export function recoveryCodesFile(codes: readonly string[], email: string | undefined): string {
  return [
    `Naloxone Portal recovery codes${email ? ` for ${email}` : ''}`,
    'Each code signs you in once, when you cannot use your passkey or authenticator app.',
    '',
    ...codes,
    '',
  ].join('\n');
}

/** A typed authenticator code as sent: digits only ('123 456' → '123456'); null unless it is six digits. */
export function typedCode(text: string): string | null {
  const digits = text.replace(/[\s-]/g, '');
  return /^\d{6}$/.test(digits) ? digits : null;
}

export const CODE_NEEDED = 'Type the 6-digit code your app shows.';
