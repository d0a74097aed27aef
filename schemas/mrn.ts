/**
 * Letters and digits a person cannot mistake for each other when reading a reference aloud (no 0/O, 1/I/L): order
 * numbers (MRN) and membership application references.
 */
export const MRN_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** APPLICATION_REFERENCE_PATTERN.test('MA-7KQ2M9'): a membership application's reference, quoted in its emails. */
export const APPLICATION_REFERENCE_PATTERN = /^MA-[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{6}$/;

/** MRN_PATTERN.test('NX-7KQ2M9TD'): an order number as the portal makes it (docs/product.md#the-order-number). */
export const MRN_PATTERN = /^NX-[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$/;

/** looksLikeMrn(' nx-7kq2m9td ') === true: what a person typed may be an MRN (any case, outer spaces). */
export function looksLikeMrn(text: string): boolean {
  return MRN_PATTERN.test(text.trim().toUpperCase());
}
