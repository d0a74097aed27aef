/** The special characters a password must contain one of (docs/product.md#users). */
export const PASSWORD_SPECIALS = '~!@#$%^&*_?';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 255;

/** The one message shown for a password that breaks the rules of docs/product.md#users. */
export const PASSWORD_RULES_MESSAGE =
  `Password must be ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters and contain at least one number, ` +
  `one special character (${PASSWORD_SPECIALS}), one uppercase and one lowercase letter`;

/** passwordRuleError('Demo-Super-2026!') === null; passwordRuleError('short') is the rules message. */
export function passwordRuleError(password: string): string | null {
  const ok =
    password.length >= PASSWORD_MIN_LENGTH &&
    password.length <= PASSWORD_MAX_LENGTH &&
    /[0-9]/.test(password) &&
    /[A-Z]/.test(password) &&
    /[a-z]/.test(password) &&
    [...PASSWORD_SPECIALS].some((c) => password.includes(c));
  return ok ? null : PASSWORD_RULES_MESSAGE;
}
