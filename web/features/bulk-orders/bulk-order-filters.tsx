import { Box, Button, HStack, Input, SimpleGrid } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import type { Customer } from '#schemas/generated/customer.ts';
import type { Product } from '#schemas/generated/product.ts';
import { FieldLabel } from '#web/components/form/field-parts.tsx';
import { SelectField } from '#web/components/form/select-field.tsx';
import { EMPTY_FILTER, STATUSES, type BulkOrderFilter } from './bulk-order-filter.ts';

export interface BulkOrderFiltersProps {
  value: BulkOrderFilter;
  customers: Customer[];
  products: Product[];
  onSearch: (filter: BulkOrderFilter) => void;
}

/** The filter panel of Bulk Orders: customer, product, status, email and the created-date range. */
export function BulkOrderFilters({ value, customers, products, onSearch }: BulkOrderFiltersProps) {
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(value);
  }
  const set = (key: keyof BulkOrderFilter) => (typed: string) => setDraft((d) => ({ ...d, [key]: typed }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch({ ...draft, userEmail: draft.userEmail.trim() });
  };
  return (
    <Box as="form" role="search" aria-label="Filter bulk orders" onSubmit={submit} borderWidth="1px" borderRadius="md" p="4">
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
        <SelectField id="filter-customer" label="Customer" value={draft.customerId} placeholder="Any customer"
          options={customers.map((c) => ({ value: c.customerId, label: `${c.customerName || c.customerId} (${c.customerId})` }))} onChange={set('customerId')} />
        <SelectField id="filter-product" label="Product" value={draft.productId} placeholder="Any product"
          options={products.map((p) => ({ value: p.id, label: p.name }))} onChange={set('productId')} />
        <SelectField id="filter-status" label="Status" value={draft.orderStatus} placeholder="Any status"
          options={STATUSES.map((s) => ({ value: s, label: s }))} onChange={set('orderStatus')} />
        <Box>
          <FieldLabel htmlFor="filter-email">Email contains</FieldLabel>
          <Input id="filter-email" value={draft.userEmail} maxLength={254} autoComplete="off" onChange={(e) => set('userEmail')(e.target.value)} />
        </Box>
        <Box>
          <FieldLabel htmlFor="filter-created-from">Created from</FieldLabel>
          <Input id="filter-created-from" type="date" value={draft.createdFrom} max={draft.createdTo || undefined} onChange={(e) => set('createdFrom')(e.target.value)} />
        </Box>
        <Box>
          <FieldLabel htmlFor="filter-created-to">Created to</FieldLabel>
          <Input id="filter-created-to" type="date" value={draft.createdTo} min={draft.createdFrom || undefined} onChange={(e) => set('createdTo')(e.target.value)} />
        </Box>
      </SimpleGrid>
      <HStack justify="flex-end" gap="2" mt="4">
        <Button type="button" variant="outline" onClick={() => { setDraft(EMPTY_FILTER); onSearch(EMPTY_FILTER); }}>
          Reset
        </Button>
        <Button type="submit">Search</Button>
      </HStack>
    </Box>
  );
}
