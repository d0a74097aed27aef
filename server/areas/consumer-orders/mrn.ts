import { randomInt } from 'node:crypto';
import { MRN_ALPHABET } from '#schemas/mrn.ts';

/**
 * A new MRN (spec-decisions 7): `NX-` and 8 random characters, about 40 bits, so an order's MRN says nothing
 * about its neighbours. Uniqueness is the database's unique index; the order path retries on a collision.
 */
export function newMrn(): string {
  let text = 'NX-';
  for (let i = 0; i < 8; i++) text += MRN_ALPHABET[randomInt(MRN_ALPHABET.length)];
  return text;
}
