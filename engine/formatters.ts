/**
 * Input formatters (docs/product.md#rules-of-an-order), run as a person types (browser) and on the server before checking, so both agree.
 */

/** formatPhone('(303) 555-01') === '303-555-01'; formatPhone('13035550100') === '303-555-0100' */
export function formatPhone(input: string): string {
  let digits = input.replace(/\D/g, '');
  if (digits.length > 10 && digits.startsWith('1')) digits = digits.slice(1);
  digits = digits.slice(0, 10);
  if (digits.length <= 3) return digits;
  if (digits.length <= 6) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** formatZip('80202-1234') === '80202' (cut to 5 digits) */
export function formatZip(input: string): string {
  return input.replace(/\D/g, '').slice(0, 5);
}
