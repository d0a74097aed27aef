import { formatPhone, formatZip } from '#engine/formatters.ts';
import type { ViewQuestion } from '#schemas/generated/flow-api.ts';

/** formatDateTyping('19900517') === '1990-05-17': digits grouped as YYYY-MM-DD while they are typed. */
export function formatDateTyping(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 8);
  return [digits.slice(0, 4), digits.slice(4, 6), digits.slice(6, 8)].filter(Boolean).join('-');
}

/** The formatter a text question applies as a person types (phone and ZIP are formatted as typed). */
export function typingFormat(q: ViewQuestion): ((text: string) => string) | undefined {
  if (q.type === 'LOCAL_DATE') return formatDateTyping;
  if (q.format?.validate === 'phone') return formatPhone;
  if (q.format?.validate === 'zip') return formatZip;
  return undefined;
}

/** Browser autofill hints by field name (WCAG 1.3.5 identify input purpose). */
const AUTOCOMPLETE: Readonly<Record<string, string>> = {
  firstName: 'given-name',
  lastName: 'family-name',
  email: 'email',
  phone: 'tel-national',
  dob: 'bday',
  gender: 'sex',
  address: 'address-line1',
  city: 'address-level2',
  zip: 'postal-code',
  shippingAddress: 'shipping address-line1',
  shippingAddress2: 'shipping address-line2',
  shippingCity: 'shipping address-level2',
  shippingZip: 'shipping postal-code',
};

export function autoCompleteOf(q: ViewQuestion): string | undefined {
  return q.field ? AUTOCOMPLETE[q.field] : undefined;
}
