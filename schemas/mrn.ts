import schema from './mrn.schema.json' with { type: 'json' };

/**
 * Letters and digits a person cannot mistake for each other when reading a reference aloud (no 0/O, 1/I/L): order
 * numbers (MRN) and membership application references.
 */
export const MRN_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A code people read aloud: a prefix and a number of characters of MRN_ALPHABET. */
export interface ReadableCodeForm {
  prefix: string;
  length: number;
}

/** An order number: NX-7KQ2M9TD. */
export const MRN_FORM: ReadableCodeForm = { prefix: 'NX-', length: 8 };
/** A membership application's reference: MA-7KQ2M9. */
export const APPLICATION_REFERENCE_FORM: ReadableCodeForm = { prefix: 'MA-', length: 6 };

/** readableCodeSource(MRN_FORM): NX- and 8 characters of MRN_ALPHABET, a code of that form anywhere in a text. */
export function readableCodeSource(form: ReadableCodeForm): string {
  return `${form.prefix}[${MRN_ALPHABET}]{${form.length}}`;
}

/** readableCodePattern(MRN_FORM): the pattern of NX- and 8 characters of MRN_ALPHABET, the one a code of that form matches. */
export function readableCodePattern(form: ReadableCodeForm): string {
  return `^${readableCodeSource(form)}$`;
}

/**
 * The pattern a schema of mrn.schema.json writes, as a RegExp, once it is checked to be the one readableCodePattern
 * builds from MRN_ALPHABET: a schema and the alphabet that disagree stop every importer at load (decision 050).
 */
export function checkedCodePattern(written: string, form: ReadableCodeForm, where: string): RegExp {
  const expected = readableCodePattern(form);
  if (written !== expected) throw new Error(`mrn.schema.json ${where}: the pattern ${written} is not ${expected}, the one MRN_ALPHABET gives`);
  return new RegExp(written);
}

/** APPLICATION_REFERENCE_PATTERN.test('MA-7KQ2M9'): a membership application's reference, quoted in its emails. */
export const APPLICATION_REFERENCE_PATTERN = checkedCodePattern(schema.definitions.ApplicationReference.pattern, APPLICATION_REFERENCE_FORM, 'ApplicationReference');

/** MRN_PATTERN.test('NX-7KQ2M9TD'): an order number as the portal makes it (docs/product.md#the-order-number). */
export const MRN_PATTERN = checkedCodePattern(schema.pattern, MRN_FORM, 'Mrn');

/** looksLikeMrn(' nx-7kq2m9td ') === true: what a person typed may be an MRN (any case, outer spaces). */
export function looksLikeMrn(text: string): boolean {
  return MRN_PATTERN.test(text.trim().toUpperCase());
}
