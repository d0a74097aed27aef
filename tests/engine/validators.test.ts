import { describe, expect, it } from 'vitest';
import { checkDate, checkEmail, checkFormat, checkMaxLength, checkPhone, checkZip, isEmail } from '#engine/validators.ts';
import { formatPhone, formatZip } from '#engine/formatters.ts';

describe('phone (10 digits, optional leading 1, formatted 3-3-4)', () => {
  it.each([
    ['3035550142', '303-555-0142'],
    ['(303) 555-0142', '303-555-0142'],
    ['1 303 555 0142', '303-555-0142'],
    ['+1-303-555-0142', '303-555-0142'],
    ['303.555.0142', '303-555-0142'],
  ])('accepts %s as %s', (input, value) => {
    expect(checkPhone(input)).toEqual({ ok: true, value });
  });

  it.each(['555-0142', '30355501421', '23035550142', '303-555-014x', ''])('refuses %s', (input) => {
    expect(checkPhone(input)).toEqual({ ok: false, code: 'invalidPhone' });
  });

  it('formats as the person types', () => {
    expect(formatPhone('303')).toBe('303');
    expect(formatPhone('3035')).toBe('303-5');
    expect(formatPhone('303555014')).toBe('303-555-014');
    expect(formatPhone('(303) 555-01429999')).toBe('303-555-0142');
    expect(formatPhone('13035550142')).toBe('303-555-0142');
  });
});

describe('zip (cut to 5 digits, valid at exactly 5)', () => {
  it('cuts to 5 digits', () => {
    expect(formatZip('80202-1234')).toBe('80202');
    expect(formatZip('8a0b2')).toBe('802');
    expect(checkZip('80202-1234')).toEqual({ ok: true, value: '80202' });
    expect(checkZip(' 41501 ')).toEqual({ ok: true, value: '41501' });
  });

  it.each(['8020', 'abcde', '80 2', ''])('refuses %s', (input) => {
    expect(checkZip(input)).toEqual({ ok: false, code: 'invalidZip' });
  });
});

describe('email', () => {
  it.each(['maria.lopez@example.org', 'a+b@sub.example.co'])('accepts %s', (input) => {
    expect(checkEmail(input).ok).toBe(true);
  });

  it.each(['maria@', '@example.org', 'maria@example', 'ma ria@example.org', `${'a'.repeat(250)}@b.org`])('refuses %s', (input) => {
    expect(checkEmail(input)).toEqual({ ok: false, code: 'invalidEmail' });
  });

  it('is one rule: the API format (isEmail) takes the text as sent, the forms (checkEmail) trim it first', () => {
    expect(isEmail('maria.lopez@example.org')).toBe(true);
    expect(isEmail(' maria.lopez@example.org')).toBe(false);
    expect(checkEmail(' maria.lopez@example.org ')).toEqual({ ok: true, value: 'maria.lopez@example.org' });
    for (const input of ['maria@example', 'maria@example..org', 'maria@.example.org']) expect(isEmail(input)).toBe(false);
  });

  it('refuses an address that hides characters: invisible ones or ones that change its order', () => {
    for (const input of ['maria\u200B@example.org', 'maria@example.org\uFEFF', '\u202Egro.elpmaxe@airam', 'maria@exam\u00ADple.org']) {
      expect(isEmail(input), JSON.stringify(input)).toBe(false);
    }
    // In a form the invisible formatting is removed first, as from every typed text; a direction control is refused.
    expect(checkFormat({ validate: 'email' }, 'maria\u200B@example.org', '2025-01-01')).toEqual({ ok: true, value: 'maria@example.org' });
    expect(checkFormat({ validate: 'email' }, 'maria@example.org\u200E', '2025-01-01')).toEqual({ ok: false, code: 'bidiControls' });
  });
});

describe('date (YYYY-MM-DD, not in the future, year above 1800)', () => {
  const today = '2025-03-14';
  it('accepts a past date and today', () => {
    expect(checkDate('1986-07-02', today)).toEqual({ ok: true, value: '1986-07-02' });
    expect(checkDate('2025-03-14', today).ok).toBe(true);
    expect(checkDate('2024-02-29', today).ok).toBe(true);
  });

  it.each(['2025-03-15', '1800-12-31', '2023-02-29', '1986-7-2', '02/07/1986', '1986-13-01', '19860702xx'])('refuses %s', (input) => {
    expect(checkDate(input, today)).toEqual({ ok: false, code: 'invalidDate' });
  });
});

describe('lengths and combined formats', () => {
  it('counts characters, not UTF-16 units', () => {
    expect(checkMaxLength('😀'.repeat(30), 30).ok).toBe(true);
    expect(checkMaxLength('a'.repeat(31), 30)).toEqual({ ok: false, code: 'maxLength' });
  });

  it('trims, normalises, then checks the length', () => {
    expect(checkFormat({ validate: 'zip', maxLength: 5 }, ' 80202 ', '2025-01-01')).toEqual({ ok: true, value: '80202' });
    expect(checkFormat({ maxLength: 40 }, `  ${'x'.repeat(40)}  `, '2025-01-01').ok).toBe(true);
    expect(checkFormat({ maxLength: 3 }, 'abcd', '2025-01-01')).toEqual({ ok: false, code: 'maxLength' });
    expect(checkFormat(undefined, '  hi ', '2025-01-01')).toEqual({ ok: true, value: 'hi' });
  });

  it('removes invisible formatting before it trims and counts, and refuses a direction control in any text', () => {
    expect(checkFormat({ maxLength: 4 }, '\uFEFF Jo\u200Bse\u00AD ', '2025-01-01')).toEqual({ ok: true, value: 'Jose' });
    expect(checkFormat({ validate: 'zip' }, '80202\u2060', '2025-01-01')).toEqual({ ok: true, value: '80202' });
    for (const control of ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069', '\u200E', '\u200F', '\u061C']) {
      expect(checkFormat(undefined, `12 Main St${control}`, '2025-01-01')).toEqual({ ok: false, code: 'bidiControls' });
    }
  });
});
