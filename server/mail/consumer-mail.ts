import { FieldDecryptionError, type FieldCipher } from '#server/crypto/field-cipher.ts';
import { maskEmail } from './mask-email.ts';

/**
 * The outbox kinds written to consumers (members of the public). Whether someone ordered naloxone is health
 * information: their address is stored enciphered with DATA_KEY like their other personal fields, and the
 * recipient, subject and bodies are erased CONSUMER_MAIL_RETENTION_DAYS after sending. Staff emails (invite)
 * and organisations' emails (application) are not consumers' and stay as they are.
 */
export const CONSUMER_MAIL_KINDS: readonly string[] = ['order-confirmation', 'order-shipped', 'account-sign-in', 'order-refused', 'kit-expiry'];

export function isConsumerMail(kind: string): boolean {
  return CONSUMER_MAIL_KINDS.includes(kind);
}

/** The recipient as stored: enciphered for a consumer email. */
export function sealRecipient(kind: string, to: string, cipher: FieldCipher | undefined): string {
  if (!isConsumerMail(kind)) return to;
  if (!cipher) throw new Error(`enqueueEmail: a ${kind} email needs the field cipher (its recipient is stored enciphered)`);
  return cipher.encrypt(to);
}

/** The readable recipient of a stored row ('' once erased). */
export function openRecipient(row: { kind: string; to_address: string }, cipher: FieldCipher): string {
  if (!isConsumerMail(row.kind) || row.to_address === '') return row.to_address;
  return cipher.decrypt(row.to_address);
}

/** The text the Outbox page shows for a recipient that cannot be deciphered (altered row, other key). */
export const UNREADABLE_RECIPIENT = '(unreadable)';

/** What the Outbox page shows unless a superAdmin asks to reveal (and is audited): 'j***@e***.org'. */
export function shownRecipient(row: { kind: string; to_address: string }, cipher: FieldCipher): string {
  return listedRecipient(row, cipher, maskEmail);
}

/** The full address, for a superAdmin's audited reveal. */
export function revealedRecipient(row: { kind: string; to_address: string }, cipher: FieldCipher): string {
  return listedRecipient(row, cipher, (address) => address);
}

/** One damaged row must not take the whole Outbox page down. */
function listedRecipient(row: { kind: string; to_address: string }, cipher: FieldCipher, show: (address: string) => string): string {
  if (!isConsumerMail(row.kind) || row.to_address === '') return row.to_address;
  try {
    return show(openRecipient(row, cipher));
  } catch (error) {
    if (error instanceof FieldDecryptionError) return UNREADABLE_RECIPIENT;
    throw error;
  }
}
