import { checkEmail, checkPhone } from '#engine/validators.ts';
import { looksLikeMrn } from '#schemas/mrn.ts';

/** What the search box found in what was typed: an MRN opens its order, an email or phone filters the list. */
export type OrderSearch =
  | { kind: 'mrn'; mrn: string }
  | { kind: 'email'; email: string }
  | { kind: 'phone'; phone: string }
  | { kind: 'unclear'; message: string };

/**
 * orderSearch('nx-7kq2m9td') → { kind: 'mrn', mrn: 'NX-7KQ2M9TD' }; orderSearch('(303) 555-0142') → phone;
 * orderSearch('jane@example.org') → email. The same validators as the server's, so what passes here is searched.
 */
export function orderSearch(text: string): OrderSearch {
  const typed = text.trim();
  if (!typed) return { kind: 'unclear', message: 'Type an MRN, an email or a phone number.' };
  if (looksLikeMrn(typed)) return { kind: 'mrn', mrn: typed.toUpperCase() };
  if (typed.includes('@')) {
    return checkEmail(typed).ok ? { kind: 'email', email: typed } : { kind: 'unclear', message: 'This email address is not complete.' };
  }
  if (/^[\d\s().+-]+$/.test(typed)) {
    return checkPhone(typed).ok ? { kind: 'phone', phone: typed } : { kind: 'unclear', message: 'A phone number has 10 digits.' };
  }
  if (/^nx-/i.test(typed)) return { kind: 'unclear', message: 'An MRN is NX- and 8 letters or digits, as in NX-7KQ2M9TD.' };
  return { kind: 'unclear', message: 'Type an MRN (NX-…), an email or a phone number.' };
}
