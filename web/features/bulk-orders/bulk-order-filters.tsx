import { BULK_ORDER_STATUSES } from '#schemas/bulk-order-status.ts';
import type { Customer } from '#schemas/generated/customer.ts';
import type { Product } from '#schemas/generated/product.ts';
import { DateRangeFilter, FilterInput, FilterPanel, useFilterDraft } from '#web/components/filter-panel.tsx';
import { SelectField } from '#web/components/form/select-field.tsx';
import { EMPTY_FILTER, type BulkOrderFilter } from './bulk-order-filter.ts';

export interface BulkOrderFiltersProps {
  value: BulkOrderFilter;
  customers: Customer[];
  products: Product[];
  onSearch: (filter: BulkOrderFilter) => void;
}

/** The filter panel of Bulk Orders: customer, product, status, email and the created-date range. */
export function BulkOrderFilters({ value, customers, products, onSearch }: BulkOrderFiltersProps) {
  const [draft, setDraft] = useFilterDraft(value);
  const set = (key: keyof BulkOrderFilter) => (typed: string) => setDraft((d) => ({ ...d, [key]: typed }));
  return (
    <FilterPanel label="Filter bulk orders" columns={3} applied={value} onSearch={() => onSearch({ ...draft, userEmail: draft.userEmail.trim() })}
      onReset={() => { setDraft(EMPTY_FILTER); onSearch(EMPTY_FILTER); }}>
      <SelectField id="filter-customer" label="Customer" value={draft.customerId} placeholder="Any customer"
        options={customers.map((c) => ({ value: c.customerId, label: `${c.customerName || c.customerId} (${c.customerId})` }))} onChange={set('customerId')} />
      <SelectField id="filter-product" label="Product" value={draft.productId} placeholder="Any product"
        options={products.map((p) => ({ value: p.id, label: p.name }))} onChange={set('productId')} />
      <SelectField id="filter-status" label="Status" value={draft.orderStatus} placeholder="Any status"
        options={BULK_ORDER_STATUSES.map((s) => ({ value: s, label: s }))} onChange={set('orderStatus')} />
      <FilterInput id="filter-email" label="Email contains" value={draft.userEmail} maxLength={254} onChange={set('userEmail')} />
      <DateRangeFilter from={['filter-created-from', 'Created from']} to={['filter-created-to', 'Created to']}
        value={{ from: draft.createdFrom, to: draft.createdTo }} onFromChange={set('createdFrom')} onToChange={set('createdTo')} />
    </FilterPanel>
  );
}
