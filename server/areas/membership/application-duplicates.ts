import type { DuplicateField, LikelyDuplicate } from '#schemas/generated/membership-review.ts';
import { matchEmail, matchPhone, matchText } from '#server/crypto/match-normalise.ts';

/**
 * What a membership application is compared by with customers and other pending applications (decision 064): the
 * legal name, the contact email, the facility's phone and its street address with the ZIP code's 5 digits, each
 * reduced by the portal's one normalisation for recognising a returning person (match-normalise.ts). A detail that is
 * empty once reduced (a customer without a ZIP, a phone of fewer than 10 digits) matches nothing.
 */
export interface FacilityKeys {
  'legal name': string;
  email: string;
  phone: string;
  'street address': string;
}

/** The fields in the order they are named: legal name, email, phone, street address. */
const FIELDS: readonly DuplicateField[] = ['legal name', 'email', 'phone', 'street address'];

/**
 * facilityKeys({ legalName: 'Mile High, Inc.', email: 'Ann+x@Example.org', phone: '(303) 555-0100', street: '12 Main St.', zip: '80202-1234' })
 * → { 'legal name': 'rnilehighinc', email: 'ann@example.org', phone: '3035550100', 'street address': '12rnainst 80202' }
 */
export function facilityKeys(f: { legalName: string; email?: string; phone: string; street: string; zip: string }): FacilityKeys {
  const phone = matchPhone(f.phone);
  const street = matchText(f.street);
  const zip = f.zip.replace(/\D/g, '').slice(0, 5);
  return {
    'legal name': matchText(f.legalName),
    email: f.email ? matchEmail(f.email) : '',
    phone: phone.length === 10 ? phone : '',
    'street address': street && zip.length === 5 ? `${street} ${zip}` : '',
  };
}

/** The details two facilities share, in FIELDS' order; empty when none. */
export function sharedDetails(a: FacilityKeys, b: FacilityKeys): DuplicateField[] {
  return FIELDS.filter((field) => a[field] !== '' && a[field] === b[field]);
}

/** 'same phone and street address', 'same legal name, email and phone' */
export function sharedDetailsWords(fields: readonly DuplicateField[]): string {
  const last = fields[fields.length - 1];
  return `same ${fields.length > 1 ? `${fields.slice(0, -1).join(', ')} and ${last}` : last}`;
}

/** A likely duplicate of the given kind, or none when the two share no detail. */
export function duplicateOf(kind: LikelyDuplicate['kind'], id: string, label: string, mine: FacilityKeys, theirs: FacilityKeys, alsoShared: readonly DuplicateField[] = []): LikelyDuplicate | null {
  const shared = sharedDetails(mine, theirs);
  const [first, ...rest] = FIELDS.filter((f) => alsoShared.includes(f) || shared.includes(f));
  return first ? { kind, id, label, matched: [first, ...rest], why: sharedDetailsWords([first, ...rest]) } : null;
}
