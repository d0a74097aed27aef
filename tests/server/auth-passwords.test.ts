import { describe, expect, it } from 'vitest';
import { passwordRuleError, PASSWORD_RULES_MESSAGE } from '#schemas/password-rules.ts';
import { isCommonPassword } from '#server/auth/common-passwords.ts';
import { DEMO_PASSWORDS } from '#server/areas/users/demo-passwords.ts';
import { hashPassword, verifyPassword } from '#server/auth/password-hash.ts';
import { assertAcceptablePassword } from '#server/auth/password-policy.ts';

describe('password hashing (scrypt)', () => {
  it('verifies the right password only, with a fresh salt each time', async () => {
    const a = await hashPassword('Quiet-Harbor-73!');
    const b = await hashPassword('Quiet-Harbor-73!');
    expect(a).toMatch(/^scrypt\$32768\$8\$3\$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('Quiet-Harbor-73!', a)).toBe(true);
    expect(await verifyPassword('quiet-harbor-73!', a)).toBe(false);
    expect(await verifyPassword('Quiet-Harbor-73!', null)).toBe(false);
    expect(await verifyPassword('Quiet-Harbor-73!', 'plain-text')).toBe(false);
  });
});

describe('password rules of docs/product.md#users and the common-password list', () => {
  it.each([
    ['Sh0rt!a', false], ['nouppercase1!', false], ['NOLOWERCASE1!', false], ['NoDigits!!', false], ['NoSpecial123', false],
    ['Good-Pass-1!', true], [`A1!${'a'.repeat(252)}`, true], [`A1!${'a'.repeat(253)}`, false],
  ])('%s passes the rules: %s', (password, ok) => {
    expect(passwordRuleError(password) === null).toBe(ok);
    if (!ok) expect(passwordRuleError(password)).toBe(PASSWORD_RULES_MESSAGE);
  });

  it.each(['Password1!', 'P@ssw0rd1!', 'Welcome2026!', 'Qwerty123!', 'Naloxone1!', 'Letmein#99'])('refuses the common %s although it passes the rules', (password) => {
    expect(passwordRuleError(password)).toBeNull();
    expect(isCommonPassword(password)).toBe(true);
    expect(() => assertAcceptablePassword(password)).toThrow(/too common/);
  });

  it('refuses a password made of the email name', () => {
    expect(() => assertAcceptablePassword('Jordan.Lee-2026!', 'jordan.lee@example.org')).toThrow(/too common/);
  });

  it('accepts the documented demo passwords', () => {
    for (const [email, password] of Object.entries(DEMO_PASSWORDS)) expect(() => assertAcceptablePassword(password, email)).not.toThrow();
  });
});
