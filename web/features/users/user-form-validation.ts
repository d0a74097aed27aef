import { appFieldWords } from '#engine/app-field-words.ts';
import { checkEmail } from '#engine/validators.ts';
import { checkNameOrAddress } from '#engine/visible-text.ts';
import userApi from '#schemas/user-api.schema.json' with { type: 'json' };
import { nameOrAddressFields } from '#schemas/name-or-address.ts';
import type { Role } from '#schemas/roles.ts';

export interface UserFormValues {
  firstName: string;
  lastName: string;
  email: string;
  role: Role | '';
  customers: string[];
}

export type UserFormErrors = Partial<Record<keyof UserFormValues, string>>;

export const USER_FIELD_LABELS: Record<keyof UserFormValues, string> = {
  firstName: 'First Name', lastName: 'Last Name', email: 'Email', role: 'Role', customers: 'Customers',
};

/** The names the server checks as the questionnaire does (decision 044). */
const names = nameOrAddressFields(userApi.definitions.UserInvite.properties);

/** The rules of docs/product.md#users for adding and editing a user, with its messages. */
export function userFieldError(field: keyof UserFormValues, values: UserFormValues): string | undefined {
  if (field === 'customers') return values.role === 'customer' && values.customers.length === 0 ? 'At least one customer is required' : undefined;
  const value = values[field].trim();
  const checked = names.has(field) ? checkNameOrAddress(value, true) : undefined;
  if (checked?.ok === false && checked.code === 'bidiControls') return `${USER_FIELD_LABELS[field]}: ${appFieldWords('bidiControls', 'en')}`;
  if (!value || checked?.ok === false) return `${USER_FIELD_LABELS[field]} is required`;
  if (field === 'email' && !checkEmail(value).ok) return 'A valid Email is required';
  return undefined;
}

export function userFormErrors(values: UserFormValues): UserFormErrors {
  const errors: UserFormErrors = {};
  for (const field of ['firstName', 'lastName', 'email', 'role', 'customers'] as const) {
    const error = userFieldError(field, values);
    if (error) errors[field] = error;
  }
  return errors;
}
