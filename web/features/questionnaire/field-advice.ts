/*
 * What to do, shown next to the spec's exact texts of spec §5 ('Invalid Zip', 'Invalid Phone Format', 'Invalid
 * Email', 'Invalid date'), which say what is wrong but not how to put it right.
 */
const ADVICE: Readonly<Record<string, string>> = {
  invalidZip: 'Enter a 5-digit ZIP code, like 80202 (or ZIP+4, like 80202-1234).',
  invalidPhone: 'Enter a 10-digit phone number, like 303-555-0142.',
  invalidEmail: 'Enter an email address, like name@example.com.',
  invalidDate: 'Enter a real date in the past as Month, Day and Year, like 7 2 1986.',
};

/** withAdvice('invalidZip', 'Invalid Zip') === 'Invalid Zip — Enter a 5-digit ZIP code, like 80202 (…).' */
export function withAdvice(code: string, message: string): string {
  const advice = ADVICE[code];
  return advice ? `${message} — ${advice}` : message;
}
