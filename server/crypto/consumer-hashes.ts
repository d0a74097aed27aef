import type { KeyedHasher } from './keyed-hash.ts';
import { matchDate, matchEmail, matchPhone, matchText } from './match-normalise.ts';

/**
 * The keyed hashes stored on a consumer (docs/product.md#rules-of-an-order, decision 011). Written by consumer validation, by the seed
 * and by the re-hash of older rows; all build them here, from the values reduced by match-normalise.ts, so that the
 * same person always gives the same hashes however they type their name.
 */
export function personHash(hasher: KeyedHasher, p: { lastName: string; firstName: string; dob: string }): string {
  return hasher.hash('person', matchText(p.lastName), matchText(p.firstName), matchDate(p.dob));
}

export function emailHash(hasher: KeyedHasher, email: string): string {
  return hasher.hash('email', matchEmail(email));
}

/** Of the phone: staff find a person's orders by it (never used to recognise a returning person). */
export function phoneHash(hasher: KeyedHasher, phone: string): string {
  return hasher.hash('phone', matchPhone(phone));
}

/** Of the shipping address: the same address with a different person is flagged for review. */
export function addressHash(
  hasher: KeyedHasher,
  a: { address: string; address2?: string | null; city: string; state: string; zip: string },
): string {
  const zip = a.zip.replace(/\D/g, '').slice(0, 5);
  return hasher.hash('address', matchText(a.address), matchText(a.address2 ?? ''), matchText(a.city), a.state.trim().toUpperCase(), zip);
}
