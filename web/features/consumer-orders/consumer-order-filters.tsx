import { Box, Input } from '@chakra-ui/react';
import type { Product } from '#schemas/generated/product.ts';
import type { UsState } from '#schemas/generated/us-state.ts';
import { DateRangeFilter, FilterInput, FilterPanel, useFilterDraft } from '#web/components/filter-panel.tsx';
import { FieldLabel } from '#web/components/form/field-parts.tsx';
import { SelectField } from '#web/components/form/select-field.tsx';
import { clampNonNegative } from '#web/components/non-negative.ts';
import { CONSUMER_ORDER_STATUSES } from '#schemas/consumer-order-status.ts';
import { EMPTY_FILTER, REQUEST_REASONS, type ConsumerOrderFilter } from './consumer-order-filter.ts';
import { statusLabel } from './order-status-badge.tsx';

export interface ConsumerOrderFiltersProps {
  value: ConsumerOrderFilter;
  products: Product[];
  states: UsState[];
  onSearch: (filter: ConsumerOrderFilter) => void;
}

/** The filter panel of Consumer Orders (decision 025): product (NDC), order date range, state, quantity, reason, tracking number, status, review flag. */
export function ConsumerOrderFilters({ value, products, states, onSearch }: ConsumerOrderFiltersProps) {
  const [draft, setDraft] = useFilterDraft(value);
  const set = (key: keyof ConsumerOrderFilter) => (typed: string) => setDraft((d) => ({ ...d, [key]: typed }));
  return (
    <FilterPanel label="Filter consumer orders" columns={4} applied={value} onSearch={() => onSearch({ ...draft, trackingNumber: draft.trackingNumber.trim() })}
      onReset={() => { setDraft(EMPTY_FILTER); onSearch(EMPTY_FILTER); }}>
      <SelectField id="filter-ndc" label="Product (NDC)" value={draft.ndc} placeholder="Any product"
        options={products.map((p) => ({ value: p.ndc, label: `${p.name} (${p.ndc})` }))} onChange={set('ndc')} />
      <DateRangeFilter from={['filter-from', 'Order date from']} to={['filter-to', 'Order date to']}
        value={{ from: draft.orderDateFrom, to: draft.orderDateTo }} onFromChange={set('orderDateFrom')} onToChange={set('orderDateTo')} />
      <SelectField id="filter-state" label="State" value={draft.state} placeholder="Any state"
        options={states.map((s) => ({ value: s.code, label: s.name }))} onChange={set('state')} />
      <Box>
        <FieldLabel htmlFor="filter-quantity">Quantity</FieldLabel>
        <Input id="filter-quantity" type="number" inputMode="numeric" min={0} step={1} value={draft.quantity}
          onChange={(e) => set('quantity')(clampNonNegative(e.target.value))} />
      </Box>
      <SelectField id="filter-reason" label="Reason" value={draft.reason} placeholder="Any reason"
        options={REQUEST_REASONS.map((r) => ({ value: r, label: r }))} onChange={set('reason')} />
      <FilterInput id="filter-tracking" label="Tracking number" value={draft.trackingNumber} maxLength={60} onChange={set('trackingNumber')} />
      <SelectField id="filter-status" label="Status" value={draft.status} placeholder="Any status"
        options={CONSUMER_ORDER_STATUSES.map((s) => ({ value: s, label: statusLabel(s) }))} onChange={set('status')} />
      <SelectField id="filter-flagged" label="Flagged for review" value={draft.flagged} placeholder="Flagged or not"
        options={[{ value: 'true', label: 'Flagged' }, { value: 'false', label: 'Not flagged' }]} onChange={set('flagged')} />
    </FilterPanel>
  );
}
