import { Stack } from '@chakra-ui/react';
import { useCallback, useEffect, useState } from 'react';
import type { User } from '#schemas/generated/user-api.ts';
import type { Role } from '#schemas/roles.ts';
import { SelectField } from '#web/components/form/select-field.tsx';
import { TextField } from '#web/components/form/text-field.tsx';
import { CustomerPicker } from './customer-picker.tsx';
import { ModalDialog } from '#web/components/modal-dialog.tsx';
import { ROLE_LABELS } from './user-format.ts';
import { userFieldError, userFormErrors, type UserFormErrors, type UserFormValues } from './user-form-validation.ts';

const ROLE_OPTIONS = (['superAdmin', 'admin', 'customer'] as const).map((value) => ({ value, label: ROLE_LABELS[value] }));

function initialValues(user: User | null): UserFormValues {
  return user
    ? { firstName: user.firstName, lastName: user.lastName, email: user.email, role: user.claims.role, customers: user.claims.customers }
    : { firstName: '', lastName: '', email: '', role: '', customers: [] };
}

export interface UserFormModalProps {
  open: boolean;
  /** null adds a user; a user edits them (Add and Edit share one modal) */
  user: User | null;
  onClose: () => void;
  onSubmit: (values: UserFormValues & { role: Role }) => Promise<void>;
}

export function UserFormModal({ open, user, onClose, onSubmit }: UserFormModalProps) {
  const [values, setValues] = useState<UserFormValues>(() => initialValues(user));
  const [errors, setErrors] = useState<UserFormErrors>({});
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    if (open) {
      setValues(initialValues(user));
      setErrors({});
    }
  }, [open, user]);

  const onChange = useCallback((value: string, id: string) => {
    setValues((current) => {
      const next = { ...current, [id]: value } as UserFormValues;
      // A role other than customer has no customers (docs/product.md#users).
      if (id === 'role' && value !== 'customer') next.customers = [];
      return next;
    });
    // Editing a field clears its error.
    setErrors((e) => ({ ...e, [id]: undefined, ...(id === 'role' ? { customers: undefined } : {}) }));
  }, []);

  const onBlur = useCallback((id: string) => {
    setValues((current) => {
      setErrors((e) => ({ ...e, [id]: userFieldError(id as keyof UserFormValues, current) }));
      return current;
    });
  }, []);

  async function submit() {
    const found = userFormErrors(values);
    setErrors(found);
    if (Object.keys(found).length > 0 || values.role === '') return;
    setSubmitting(true);
    try {
      await onSubmit({ ...values, role: values.role });
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <ModalDialog open={open} title={user ? 'Edit User' : 'Add User'} onClose={onClose} submitLabel={user ? 'Update' : 'Submit'} onSubmit={submit} submitting={submitting}>
      <Stack gap="4">
        <TextField id="firstName" label="First Name" value={values.firstName} onChange={onChange} onBlur={onBlur} error={errors.firstName} required autoComplete="off" />
        <TextField id="lastName" label="Last Name" value={values.lastName} onChange={onChange} onBlur={onBlur} error={errors.lastName} required autoComplete="off" />
        <TextField id="email" label="Email" type="email" value={values.email} onChange={onChange} onBlur={onBlur} error={errors.email} required autoComplete="off" />
        <SelectField id="role" label="Role" value={values.role} options={ROLE_OPTIONS} onChange={onChange} onBlur={onBlur} error={errors.role} required />
        {values.role === 'customer' && (
          <CustomerPicker
            selected={values.customers}
            error={errors.customers}
            onChange={(customers) => {
              setValues((v) => ({ ...v, customers }));
              setErrors((e) => ({ ...e, customers: undefined }));
            }}
          />
        )}
      </Stack>
    </ModalDialog>
  );
}
