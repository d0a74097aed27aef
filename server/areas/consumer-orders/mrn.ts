import { MRN_FORM } from '#schemas/mrn.ts';
import { readableCode } from '#server/crypto/readable-code.ts';

/**
 * A new MRN (docs/product.md#the-order-number): `NX-` and 8 random characters, about 40 bits, so an order's MRN says nothing
 * about its neighbours. Uniqueness is the database's unique index; the order path retries on a collision.
 */
export function newMrn(): string {
  return readableCode(MRN_FORM);
}
