import { randomInt } from 'node:crypto';
import { MRN_ALPHABET, type ReadableCodeForm } from '#schemas/mrn.ts';

/**
 * readableCode(MRN_FORM) → 'NX-7KQ2M9TD': a prefix and random characters of an alphabet without look-alikes, for
 * numbers people read aloud (an order's MRN, an application's reference). Random, so one says nothing of its
 * neighbours; uniqueness is the database's unique index, and callers retry on a collision.
 */
export function readableCode({ prefix, length }: ReadableCodeForm): string {
  let text = prefix;
  for (let i = 0; i < length; i++) text += MRN_ALPHABET[randomInt(MRN_ALPHABET.length)];
  return text;
}
