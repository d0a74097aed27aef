import { Box, Checkbox, Input, Stack, Tag, Text, Wrap } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import type { Customer } from '#schemas/generated/customer.ts';
import { FieldError, FieldLabel } from '#web/components/form/field-parts.tsx';
import { searchCustomers } from './users-api.ts';

export interface CustomerPickerProps {
  selected: string[];
  onChange: (ids: string[]) => void;
  error?: string;
}

/** The customers a customer-role user acts for: search by name, tick to add, remove from the chosen list. */
export function CustomerPicker({ selected, onChange, error }: CustomerPickerProps) {
  const [search, setSearch] = useState('');
  const [found, setFound] = useState<Customer[]>([]);
  useEffect(() => {
    let current = true;
    const timer = window.setTimeout(() => {
      searchCustomers(search).then((page) => current && setFound(page.items), () => current && setFound([]));
    }, 250);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [search]);

  const toggle = (id: string) => onChange(selected.includes(id) ? selected.filter((c) => c !== id) : [...selected, id]);

  return (
    <Box role="group" aria-labelledby="customers-label" aria-describedby={error ? 'customers-error' : undefined}>
      <FieldLabel required>
        <span id="customers-label">Customers</span>
      </FieldLabel>
      {selected.length > 0 && (
        <Wrap mb="2" aria-label="Chosen customers">
          {selected.map((id) => (
            <Tag.Root key={id}>
              <Tag.Label>{id}</Tag.Label>
              <Tag.EndElement>
                <Tag.CloseTrigger aria-label={`Remove customer ${id}`} onClick={() => toggle(id)} />
              </Tag.EndElement>
            </Tag.Root>
          ))}
        </Wrap>
      )}
      <Input aria-label="Search customers by name" placeholder="Search customers by name" value={search} onChange={(e) => setSearch(e.target.value)} mb="2" />
      <Stack maxH="40" overflowY="auto" gap="1">
        {found.length === 0 && <Text color="fg.muted" fontSize="sm">No customers found</Text>}
        {found.map((c) => (
          <Checkbox.Root key={c.customerId} checked={selected.includes(c.customerId)} onCheckedChange={() => toggle(c.customerId)}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{`${c.customerName} (${c.customerId})`}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Stack>
      <FieldError id="customers" error={error} />
    </Box>
  );
}
