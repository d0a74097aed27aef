import { randomInt } from 'node:crypto';

/** Letters and digits a person cannot mistake for each other when reading an MRN aloud (no 0/O, 1/I/L). */
export const MRN_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** MRN_PATTERN.test('NX-7KQ2M9TD') */
export const MRN_PATTERN = /^NX-[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$/;

/**
 * A new MRN (spec-decisions 7): `NX-` and 8 random characters, about 40 bits, so an order's MRN says nothing
 * about its neighbours. Uniqueness is the database's unique index; the order path retries on a collision.
 */
export function newMrn(): string {
  let text = 'NX-';
  for (let i = 0; i < 8; i++) text += MRN_ALPHABET[randomInt(MRN_ALPHABET.length)];
  return text;
}
