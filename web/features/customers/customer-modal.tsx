import { SimpleGrid, Stack, Text, chakra } from '@chakra-ui/react';
import { useState } from 'react';
import type { Customer } from '#schemas/generated/customer.ts';
import type { UsState } from '#schemas/generated/us-state.ts';
import { isZipOrZipPlus4 } from '#engine/validators.ts';
import { SelectField } from '#web/components/form/select-field.tsx';
import { TextField } from '#web/components/form/text-field.tsx';
import { ModalDialog } from '#web/components/modal-dialog.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { addCustomer } from './add-customer.ts';
import { ACCOUNT_TYPES } from './customer-filter.ts';
import { updateCustomer } from './update-customer.ts';

export const CUSTOMER_SAVE_FAILED = 'Failed to update/submit customer';

type Draft = Omit<Customer, 'createdAt' | 'updatedAt'>;

const BLANK: Draft = { customerId: '', customerName: '', street: '', city: '', state: '', zip: '', phone: '', accountType: '' };

/** The customer modal (docs/product.md#bulk-orders-customers-and-products), for adding (superAdmin) and editing. Mount it only while open. */
export function CustomerModal({ customer, states, onClose, onSaved }: { customer: Customer | null; states: UsState[]; onClose: () => void; onSaved: (c: Customer) => void }) {
  const [draft, setDraft] = useState<Draft>(() => (customer ? { ...customer } : BLANK));
  const [idError, setIdError] = useState<string>();
  const [zipError, setZipError] = useState<string>();
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const change = (value: string, id: string) => {
    const key = id.replace('customer-', '') as keyof Draft;
    setDraft((d) => ({ ...d, [key]: value }));
    if (key === 'customerId') setIdError(undefined);
    if (key === 'zip') setZipError(undefined);
  };
  const accountTypes = [...new Set([...ACCOUNT_TYPES, ...(draft.accountType ? [draft.accountType] : [])])];

  const submit = async () => {
    const id = draft.customerId.trim();
    const badId = id ? undefined : 'Customer Id is required';
    const badZip = draft.zip.trim() === '' || isZipOrZipPlus4(draft.zip.trim()) ? undefined : 'Invalid Zip';
    setIdError(badId);
    setZipError(badZip);
    if (badId || badZip) return;
    const { customerId: _id, ...fields } = draft;
    const trimmed = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.trim()]));
    setSaving(true);
    setFailure(null);
    try {
      onSaved(customer ? await updateCustomer(customer.customerId, trimmed) : await addCustomer(id, trimmed));
    } catch (error) {
      setFailure(error instanceof ApiError && error.status === 409 ? error.message : CUSTOMER_SAVE_FAILED);
    } finally {
      setSaving(false);
    }
  };

  return (
    <ModalDialog open title={customer ? 'Edit Customer' : 'Add Customer'} onClose={onClose} submitLabel={customer ? 'Save' : 'Add Customer'} onSubmit={() => void submit()}
      submitting={saving} submittingLabel="Saving…" failure={failure} size="lg">
      <Stack gap="3">
        {customer ? (
          <Text>
            <chakra.span fontWeight="medium">Customer Id: </chakra.span>
            {customer.customerId}
          </Text>
        ) : (
          <TextField id="customer-customerId" label="Customer Id" required value={draft.customerId} error={idError} onChange={change} maxLength={100} />
        )}
        <TextField id="customer-customerName" label="Customer Name" value={draft.customerName} onChange={change} maxLength={200} />
        <TextField id="customer-street" label="Street" value={draft.street} onChange={change} maxLength={200} autoComplete="street-address" />
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
          <TextField id="customer-city" label="City" value={draft.city} onChange={change} maxLength={100} />
          <SelectField id="customer-state" label="State" value={draft.state} placeholder="Select a state" onChange={change}
            options={states.map((s) => ({ value: s.code, label: s.name }))} />
          <TextField id="customer-zip" label="Zip" value={draft.zip} error={zipError} onChange={change} maxLength={10} inputMode="numeric" />
        </SimpleGrid>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          <TextField id="customer-phone" label="Phone" type="tel" value={draft.phone} onChange={change} maxLength={20} />
          <SelectField id="customer-accountType" label="Account Type" value={draft.accountType} placeholder="Select an account type" onChange={change}
            options={accountTypes.map((t) => ({ value: t, label: t }))} />
        </SimpleGrid>
      </Stack>
    </ModalDialog>
  );
}
