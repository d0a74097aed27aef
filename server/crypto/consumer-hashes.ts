import type { KeyedHasher } from './keyed-hash.ts';

/**
 * The keyed hashes stored on a consumer (spec-decisions 6). Written by consumer validation and by the
 * seed; both must build them here so that the same person always gives the same hashes.
 */
export function personHash(hasher: KeyedHasher, p: { lastName: string; firstName: string; dob: string }): string {
  return hasher.hash('person', p.lastName, p.firstName, p.dob);
}

export function emailHash(hasher: KeyedHasher, email: string): string {
  return hasher.hash('email', email);
}

/** Of the shipping address: the same address with a different person is flagged for review. */
export function addressHash(
  hasher: KeyedHasher,
  a: { address: string; address2?: string | null; city: string; state: string; zip: string },
): string {
  return hasher.hash('address', a.address, a.address2 ?? '', a.city, a.state, a.zip.slice(0, 5));
}
