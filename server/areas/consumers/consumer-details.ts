import { checkDate, checkEmail, checkPhone, checkZip, type CheckResult } from '#engine/validators.ts';
import type { ConsumerValidation } from '#schemas/generated/consumer-validation.ts';
import { STATE_CODE_TYPED_PATTERN } from '#schemas/us-states.ts';

const STATE_CODE_TYPED = new RegExp(STATE_CODE_TYPED_PATTERN);

/** A consumer's details, checked and normalised (trimmed, phone 3-3-4, 5-digit zips, state codes upper case). */
export interface ConsumerDetails {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  dateOfBirth: string;
  gender: string;
  address: string;
  address2: string | null;
  state: string;
  county: string | null;
  city: string;
  zipCode: string;
  shipToAddressType: string;
  shipToAddress: string;
  shipToAddress2: string | null;
  shipToState: string;
  shipToCounty: string | null;
  shipToCity: string;
  shipToZipCode: string;
}

export interface FieldProblem {
  questionId: string;
  message: string;
}

const messages: Record<string, string> = {
  invalidPhone: 'Invalid Phone Format',
  invalidZip: 'Invalid Zip',
  invalidEmail: 'Invalid Email',
  invalidDate: 'Invalid date',
};

const required = [
  'firstName', 'lastName', 'phone', 'email', 'dateOfBirth', 'gender', 'address', 'state', 'city', 'zipCode',
  'shipToAddressType', 'shipToAddress', 'shipToState', 'shipToCity', 'shipToZipCode',
] as const;
const optional = ['address2', 'county', 'shipToAddress2', 'shipToCounty'] as const;

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : typeof v === 'number' ? String(v) : null);

/**
 * readConsumerDetails({ ...payload }, '2025-03-14') → { details } or { problems: [{ questionId: 'phone', message: 'Invalid Phone Format' }] }.
 * Used for the API payload and for the questionnaire's validation input alike, so both are held to the same rules.
 */
export function readConsumerDetails(input: Partial<ConsumerValidation> | Record<string, unknown>, today: string): { details: ConsumerDetails } | { problems: FieldProblem[] } {
  const source = input as Record<string, unknown>;
  const problems: FieldProblem[] = [];
  const out: Record<string, string | null> = {};
  for (const name of required) {
    const value = text(source[name]);
    if (value === null) problems.push({ questionId: name, message: 'This field is required.' });
    out[name] = value;
  }
  for (const name of optional) out[name] = text(source[name]);

  const check = (name: keyof ConsumerDetails, fn: (value: string) => CheckResult) => {
    const value = out[name];
    if (value === null || value === undefined) return;
    const result = fn(value);
    if (result.ok) out[name] = result.value;
    else problems.push({ questionId: name, message: messages[result.code] ?? 'Invalid value' });
  };
  check('phone', checkPhone);
  check('email', checkEmail);
  check('zipCode', checkZip);
  check('shipToZipCode', checkZip);
  check('dateOfBirth', (value) => checkDate(value, today));
  for (const name of ['state', 'shipToState'] as const) {
    const value = out[name];
    if (value !== null && value !== undefined) {
      if (STATE_CODE_TYPED.test(value)) out[name] = value.toUpperCase();
      else problems.push({ questionId: name, message: 'Choose a US state (two-letter code).' });
    }
  }
  if (problems.length) return { problems };
  return { details: out as unknown as ConsumerDetails };
}
