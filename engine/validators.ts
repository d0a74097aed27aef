/**
 * Field validators of docs/product.md#rules-of-an-order. Each returns the normalised value or a message code; the flow's `messages` hold
 * the texts for the codes ('Invalid Phone Format', 'Invalid Zip', 'Invalid Email', 'Invalid date', 'Maximum N characters').
 */
import emailSchema from '#schemas/email.schema.json' with { type: 'json' };
import zipCodeSchema from '#schemas/zip-code.schema.json' with { type: 'json' };
import zipPlus4Schema from '#schemas/zip-or-zip-plus-4.schema.json' with { type: 'json' };
import type { Format } from '#schemas/generated/flow.ts';
import { MRN_PATTERN } from '#schemas/mrn.ts';
import { formatPhone, formatZip } from './formatters.ts';
import { parseIsoDate } from './dates.ts';
import { checkTypedText, hasBidiControl, withoutInvisibleFormatting } from './visible-text.ts';

export type FormatCode = 'invalidPhone' | 'invalidZip' | 'invalidEmail' | 'invalidDate' | 'invalidOrderNumber' | 'maxLength' | 'bidiControls';

export type CheckResult = { ok: true; value: string } | { ok: false; code: FormatCode };

const ok = (value: string): CheckResult => ({ ok: true, value });
const fail = (code: FormatCode): CheckResult => ({ ok: false, code });

/** checkPhone('1 (303) 555-0100') → { ok: true, value: '303-555-0100' }: 10 digits, optionally with a leading 1. */
export function checkPhone(text: string): CheckResult {
  const trimmed = text.trim();
  if (/[^\d\s().+-]/.test(trimmed)) return fail('invalidPhone');
  const digits = trimmed.replace(/\D/g, '');
  if (digits.length === 10 || (digits.length === 11 && digits.startsWith('1'))) return ok(formatPhone(digits));
  return fail('invalidPhone');
}

const ZIP_CODE = new RegExp(zipCodeSchema.pattern);
const ZIP_OR_ZIP_PLUS_4 = new RegExp(zipPlus4Schema.pattern);

/**
 * A person's or an applicant's ZIP code as the portal keeps it (schemas/zip-code.schema.json, decision 050):
 * isZipCode('80202') === true; isZipCode('80202-1234') === false; isZipCode('8020') === false.
 */
export function isZipCode(text: string): boolean {
  return ZIP_CODE.test(text);
}

/** A customer's ZIP code (schemas/zip-or-zip-plus-4.schema.json): isZipOrZipPlus4('80202-1234') === true. */
export function isZipOrZipPlus4(text: string): boolean {
  return ZIP_OR_ZIP_PLUS_4.test(text);
}

/** checkZip('80202-1234') → { ok: true, value: '80202' }: cut to 5 digits as typed (formatZip), then isZipCode. */
export function checkZip(text: string): CheckResult {
  const trimmed = text.trim();
  if (/[^\d\s-]/.test(trimmed)) return fail('invalidZip');
  const zip = formatZip(trimmed);
  return isZipCode(zip) ? ok(zip) : fail('invalidZip');
}

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/u;

/**
 * The one rule of an email address, for every form and the API (`format: email` of schemas/email.schema.json):
 * isEmail('a@b.org') === true; isEmail('a@localhost') === false; isEmail(' a@b.org') === false (no spaces anywhere),
 * nor invisible or direction characters (visible-text.ts): isEmail('a\u200B@b.org') === false.
 */
export function isEmail(text: string): boolean {
  return [...text].length <= emailSchema.maxLength && EMAIL.test(text) && !hasBidiControl(text) && withoutInvisibleFormatting(text) === text;
}

/** checkEmail(' a@b.org ') → { ok: true, value: 'a@b.org' }: isEmail on the trimmed text. */
export function checkEmail(text: string): CheckResult {
  const trimmed = text.trim();
  return isEmail(trimmed) ? ok(trimmed) : fail('invalidEmail');
}

/**
 * checkDate('1990-05-17', '2025-03-14') → ok. A real calendar date written YYYY-MM-DD (10 characters, two dashes),
 * year above 1800 and not after `today` (also YYYY-MM-DD, given as data).
 */
export function checkDate(text: string, today: string): CheckResult {
  const trimmed = text.trim();
  const date = parseIsoDate(trimmed);
  if (trimmed.length !== 10 || !date || date.year <= 1800 || trimmed > today) return fail('invalidDate');
  return ok(trimmed);
}

/** checkMaxLength('abc', 2) → { ok: false, code: 'maxLength' }; counts characters, not UTF-16 units. */
export function checkMaxLength(text: string, max: number): CheckResult {
  return [...text].length <= max ? ok(text) : fail('maxLength');
}

/**
 * checkOrderNumber(' nx-7kq2m9td ') → { ok: true, value: 'NX-7KQ2M9TD' }: an order number as the portal makes it
 * (schemas/mrn.ts), in any case; only its form is checked, it is never looked up.
 */
export function checkOrderNumber(text: string): CheckResult {
  const value = text.trim().toUpperCase();
  return MRN_PATTERN.test(value) ? ok(value) : fail('invalidOrderNumber');
}

/**
 * checkFormat({ validate: 'zip', maxLength: 5 }, ' 80202 ', today) → { ok: true, value: '80202' }. Every text first
 * loses its invisible formatting and is refused with a bidirectional control (visible-text.ts), then is trimmed.
 */
export function checkFormat(format: Format | undefined, text: string, today: string): CheckResult {
  const typed = checkTypedText(text);
  if (!typed.ok) return fail(typed.code);
  let value = typed.value.trim();
  switch (format?.validate) {
    case 'phone': {
      const r = checkPhone(value);
      if (!r.ok) return r;
      value = r.value;
      break;
    }
    case 'zip': {
      const r = checkZip(value);
      if (!r.ok) return r;
      value = r.value;
      break;
    }
    case 'email': {
      const r = checkEmail(value);
      if (!r.ok) return r;
      value = r.value;
      break;
    }
    case 'date': {
      const r = checkDate(value, today);
      if (!r.ok) return r;
      break;
    }
    case 'orderNumber': {
      const r = checkOrderNumber(value);
      if (!r.ok) return r;
      value = r.value;
      break;
    }
    default:
      break;
  }
  if (format?.maxLength !== undefined) return checkMaxLength(value, format.maxLength);
  return ok(value);
}
