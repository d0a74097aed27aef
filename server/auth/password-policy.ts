import { passwordRuleError } from '#schemas/password-rules.ts';
import { createError } from '#server/errors/app-error.ts';
import { isCommonPassword } from './common-passwords.ts';

export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Please choose a less predictable password.';

/** Throws a 400 with the message a person can act on when a new password breaks the rules or is too common. */
export function assertAcceptablePassword(password: string, email?: string): void {
  const ruleError = passwordRuleError(password);
  if (ruleError) throw createError('PASSWORD_RULES', ruleError, 400);
  const localPart = email?.split('@')[0]?.toLowerCase() ?? '';
  if (isCommonPassword(password) || (localPart.length >= 4 && password.toLowerCase().includes(localPart))) {
    throw createError('PASSWORD_TOO_COMMON', COMMON_PASSWORD_MESSAGE, 400);
  }
}
