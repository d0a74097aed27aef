import confusableSkeleton from 'unhomoglyph';

/**
 * How a consumer's name, email and address are reduced before they are hashed to recognise a returning person
 * (decision 011). One definition: consumer-hashes.ts hashes with it, so stored hashes and new ones agree; the review of
 * membership applications compares facilities by it too, never storing what it makes (decision 064).
 *
 * Bump MATCH_NORMALISATION_VERSION whenever an output below changes, or a hash is added (3: the phone's, decision 025): the consumers written under an older version
 * are hashed again from their encrypted fields (server/areas/consumers/consumer-rehash.ts).
 */
export const MATCH_NORMALISATION_VERSION = 3;

// Invisible code points a person never types on purpose: zero-width space and joiners, soft hyphen, word joiner,
// variation selectors, tag characters, Hangul fillers, ... (the Unicode property, so every one of them).
const DEFAULT_IGNORABLE = /\p{Default_Ignorable_Code_Point}/gu;
const COMBINING_MARK = /\p{M}/gu;
// Everything but letters and digits: spaces of every kind, punctuation, symbols, controls.
const NOT_LETTER_OR_DIGIT = /[^\p{L}\p{N}]+/gu;

/** removeDefaultIgnorables('Ja\u200Bne') === 'Jane' */
export function removeDefaultIgnorables(text: string): string {
  return text.replace(DEFAULT_IGNORABLE, '');
}

/** Full case folding as far as JavaScript offers it: 'ß' → 'ss', dotless 'ı' → 'i', and final 'ς' → 'σ' as in CaseFolding.txt. */
function caseFold(text: string): string {
  return text.toUpperCase().toLowerCase().replaceAll('\u03C2', '\u03C3');
}

function stripMarks(text: string): string {
  return text.normalize('NFD').replace(COMBINING_MARK, '');
}

/**
 * The text a name or an address is compared by: NFKC, without default-ignorable code points, case-folded, without
 * diacritics, each letter replaced by its prototype in Unicode's confusables data (UTS #39 skeleton: Cyrillic 'а' and
 * Greek 'ο' become Latin 'a' and 'o'), and without spaces or punctuation (which a disguise inserts anywhere).
 * The result is not for reading: 'm' becomes 'rn', as in the skeleton.
 *
 * matchText(' Jo\u00ADsé  Ѕmith. ') === matchText('jose smith') === 'josesrnith'
 */
export function matchText(text: string): string {
  // The skeleton is taken of the text as typed (UTS #39: NFD, then the prototypes) before NFKC as well as after it:
  // NFKC alone turns some look-alikes into letters the confusables data does not map (Greek lunate 'ϲ' → final 'ς').
  // Folded first: the data maps capital 'I' to 'l', so 'fI' must become 'fi' before it is looked up.
  const typed = confusableSkeleton(caseFold(removeDefaultIgnorables(text)).normalize('NFD'));
  const visible = removeDefaultIgnorables(typed.normalize('NFKC'));
  const plain = stripMarks(caseFold(visible));
  // The skeleton's prototypes may be capitals or carry marks of their own: fold and strip once more.
  const skeleton = stripMarks(caseFold(confusableSkeleton(plain)));
  return skeleton.replace(NOT_LETTER_OR_DIGIT, '');
}

/**
 * The email an address is compared by: trimmed, without default-ignorables, lower case, and without a `+tag`
 * (`jane+naloxone@example.org` reaches the same mailbox as `jane@example.org` at the providers that offer tags).
 *
 * matchEmail(' Jane+kit@Example.ORG ') === 'jane@example.org'
 */
export function matchEmail(email: string): string {
  const plain = removeDefaultIgnorables(email.normalize('NFKC')).trim().toLowerCase();
  const at = plain.lastIndexOf('@');
  if (at < 0) return plain;
  const local = plain.slice(0, at);
  const plus = local.indexOf('+');
  return `${plus > 0 ? local.slice(0, plus) : local}@${plain.slice(at + 1)}`;
}

/** A calendar date as stored (YYYY-MM-DD); only outer spaces and invisible code points could differ. */
export function matchDate(date: string): string {
  return removeDefaultIgnorables(date).trim();
}

/**
 * The phone a staff search compares by: its digits, the last 10 (a leading US country code 1 and any punctuation
 * are dropped).
 *
 * matchPhone('+1 (303) 555-0101') === matchPhone('303.555.0101') === '3035550101'
 */
export function matchPhone(phone: string): string {
  return phone.replace(/\D/g, '').slice(-10);
}
