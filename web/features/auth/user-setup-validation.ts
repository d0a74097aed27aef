import { checkEmail } from '#engine/validators.ts';
import { passwordRuleError } from '#schemas/password-rules.ts';

export interface SetupValues {
  code: string;
  email: string;
  password: string;
  confirmPassword: string;
}

export type SetupErrors = Partial<Record<keyof SetupValues, string>>;

/** The rules and messages of docs/product.md#users for the account set-up, one field at a time. */
export function setupFieldError(field: keyof SetupValues, values: SetupValues): string | undefined {
  switch (field) {
    case 'code':
      return values.code.trim() ? undefined : 'Please enter a verification code';
    case 'email':
      return checkEmail(values.email).ok ? undefined : 'Please enter a valid email';
    case 'password':
      return passwordRuleError(values.password) ?? undefined;
    case 'confirmPassword':
      return values.confirmPassword === values.password ? undefined : "Password confirmation doesn't match";
  }
}

export function setupErrors(values: SetupValues): SetupErrors {
  const errors: SetupErrors = {};
  for (const field of ['code', 'email', 'password', 'confirmPassword'] as const) {
    const error = setupFieldError(field, values);
    if (error) errors[field] = error;
  }
  return errors;
}
