import { checkDate, checkEmail, checkPhone } from '#engine/validators.ts';
import { emailHash, personHash, phoneHash } from '#server/crypto/consumer-hashes.ts';
import type { KeyedHasher } from '#server/crypto/keyed-hash.ts';
import type { Db } from '#server/db/database.ts';
import { createError } from '#server/errors/app-error.ts';

/** What staff typed to find a person's orders: each exact, matched through the keyed hashes. */
export interface PersonSearch {
  email?: string | undefined;
  phone?: string | undefined;
  name?: string | undefined;
  dob?: string | undefined;
}

/** A condition on consumers: the column and the hashes any of which matches. */
export interface PersonMatch {
  column: 'email_hash' | 'phone_hash' | 'person_hash';
  hashes: string[];
}

/**
 * The ways a full name may split into first and last name: "Last, First" splits at the comma; "Mary Ann van Dyke"
 * at each space (the hash keeps them apart, so every split is tried).
 *
 * nameSplits('Jane Q Smith') → [{ first: 'Jane', last: 'Q Smith' }, { first: 'Jane Q', last: 'Smith' }]
 */
export function nameSplits(name: string): { first: string; last: string }[] {
  const comma = name.indexOf(',');
  if (comma >= 0) return [{ last: name.slice(0, comma).trim(), first: name.slice(comma + 1).trim() }];
  const words = name.trim().split(/\s+/).filter(Boolean);
  const splits: { first: string; last: string }[] = [];
  for (let i = 1; i < words.length && splits.length < 8; i++) splits.push({ first: words.slice(0, i).join(' '), last: words.slice(i).join(' ') });
  return splits;
}

const refuse = (message: string) => createError('BAD_QUERY', message, 400);

/**
 * The hash conditions of a staff search; nothing is decrypted. A value that cannot be an email, a phone or a date is
 * refused (400) rather than matching nothing silently; a name is searched only with a date of birth, as the person
 * hash holds both.
 */
export function personMatches(hasher: KeyedHasher, search: PersonSearch, today: string): PersonMatch[] {
  const matches: PersonMatch[] = [];
  if (search.email?.trim()) {
    if (!checkEmail(search.email).ok) throw refuse('The email to search for is not an email address.');
    matches.push({ column: 'email_hash', hashes: [emailHash(hasher, search.email)] });
  }
  if (search.phone?.trim()) {
    if (!checkPhone(search.phone).ok) throw refuse('The phone to search for needs its 10 digits.');
    matches.push({ column: 'phone_hash', hashes: [phoneHash(hasher, search.phone)] });
  }
  const name = search.name?.trim();
  const dob = search.dob?.trim();
  if (name || dob) {
    if (!name || !dob) throw refuse('Search by name together with the date of birth.');
    if (!checkDate(dob, today).ok) throw refuse('The date of birth is not a valid date.');
    const splits = nameSplits(name);
    if (splits.length === 0) throw refuse('Give the first and the last name.');
    matches.push({ column: 'person_hash', hashes: splits.map((s) => personHash(hasher, { firstName: s.first, lastName: s.last, dob })) });
  }
  return matches;
}

/** The consumer records a search condition matches, as a query of their ids (the orders list filters by it, decision 046). */
export function consumerIdsMatching(db: Db, match: PersonMatch) {
  return db.selectFrom('consumers').select('id').where(match.column, 'in', match.hashes);
}
