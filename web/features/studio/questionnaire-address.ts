import { ADDRESS_PATTERN, addressProblem } from '#schemas/questionnaire-address.ts';

/**
 * addressFromTitle('Follow-up survey (2026)') === 'follow-up-survey-2026': the address a new questionnaire's title
 * suggests (docs/product.md#questionnaires-of-their-own), which staff may change before creating it.
 */
export function addressFromTitle(title: string): string {
  return title.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase()
    .replace(/[^a-z0-9]+/g, '-').replace(/^-+/, '').slice(0, 60).replace(/-+$/, '');
}

/** What is wrong with an address, in the staff's words; null when the server may take it (it alone knows who holds it). */
export function addressAdvice(address: string): string | null {
  if (!address) return 'Give the questionnaire an address.';
  const problem = addressProblem(address);
  if (!problem) return null;
  return ADDRESS_PATTERN.test(address) ? `/${address} ${problem}: choose another address.` : `The address ${problem}.`;
}

/**
 * The questionnaire's id, which staff never see: its address (a letter first), made unique among `taken`. It
 * never changes, even when a later version moves the questionnaire to another address.
 */
export function idForAddress(address: string, taken: readonly string[]): string {
  const base = /^[a-z]/.test(address) ? address : `q-${address}`.slice(0, 60);
  let id = base;
  for (let n = 2; taken.includes(id); n++) id = `${base.slice(0, 56)}-${n}`;
  return id;
}
