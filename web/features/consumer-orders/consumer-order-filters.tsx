import { Box, Button, HStack, Input, SimpleGrid } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import type { Product } from '#schemas/generated/product.ts';
import type { UsState } from '#schemas/generated/us-state.ts';
import { FieldLabel } from '#web/components/form/field-parts.tsx';
import { SelectField } from '#web/components/form/select-field.tsx';
import { clampNonNegative } from '#web/components/non-negative.ts';
import { EMPTY_FILTER, REQUEST_REASONS, type ConsumerOrderFilter } from './consumer-order-filter.ts';

export interface ConsumerOrderFiltersProps {
  value: ConsumerOrderFilter;
  products: Product[];
  states: UsState[];
  onSearch: (filter: ConsumerOrderFilter) => void;
}

/** The filter panel of Consumer Orders (spec §7): product (NDC), order date range, state, quantity, reason, tracking number. */
export function ConsumerOrderFilters({ value, products, states, onSearch }: ConsumerOrderFiltersProps) {
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  // The address changed (back button, a pasted link): show what is now applied.
  if (shown !== value) {
    setShown(value);
    setDraft(value);
  }
  const set = (key: keyof ConsumerOrderFilter) => (typed: string) => setDraft((d) => ({ ...d, [key]: typed }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch({ ...draft, trackingNumber: draft.trackingNumber.trim() });
  };
  return (
    <Box as="form" role="search" aria-label="Filter consumer orders" onSubmit={submit} borderWidth="1px" borderRadius="md" p="4">
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
        <SelectField id="filter-ndc" label="Product (NDC)" value={draft.ndc} placeholder="Any product"
          options={products.map((p) => ({ value: p.ndc, label: `${p.name} (${p.ndc})` }))} onChange={set('ndc')} />
        <Box>
          <FieldLabel htmlFor="filter-from">Order date from</FieldLabel>
          <Input id="filter-from" type="date" value={draft.orderDateFrom} max={draft.orderDateTo || undefined} onChange={(e) => set('orderDateFrom')(e.target.value)} />
        </Box>
        <Box>
          <FieldLabel htmlFor="filter-to">Order date to</FieldLabel>
          <Input id="filter-to" type="date" value={draft.orderDateTo} min={draft.orderDateFrom || undefined} onChange={(e) => set('orderDateTo')(e.target.value)} />
        </Box>
        <SelectField id="filter-state" label="State" value={draft.state} placeholder="Any state"
          options={states.map((s) => ({ value: s.code, label: s.name }))} onChange={set('state')} />
        <Box>
          <FieldLabel htmlFor="filter-quantity">Quantity</FieldLabel>
          <Input id="filter-quantity" type="number" inputMode="numeric" min={0} step={1} value={draft.quantity}
            onChange={(e) => set('quantity')(clampNonNegative(e.target.value))} />
        </Box>
        <SelectField id="filter-reason" label="Reason" value={draft.reason} placeholder="Any reason"
          options={REQUEST_REASONS.map((r) => ({ value: r, label: r }))} onChange={set('reason')} />
        <Box>
          <FieldLabel htmlFor="filter-tracking">Tracking number</FieldLabel>
          <Input id="filter-tracking" value={draft.trackingNumber} maxLength={60} autoComplete="off" onChange={(e) => set('trackingNumber')(e.target.value)} />
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
