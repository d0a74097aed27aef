import { FilterInput, FilterPanel, useFilterDraft } from '#web/components/filter-panel.tsx';
import { EMPTY_FILTER, FILTER_LABELS, type CustomerFilter } from './customer-filter.ts';

/** The Customers filters: each a case-insensitive "contains". */
export function CustomerFilters({ value, onSearch }: { value: CustomerFilter; onSearch: (filter: CustomerFilter) => void }) {
  const [draft, setDraft] = useFilterDraft(value);
  const search = () => onSearch(Object.fromEntries(Object.entries(draft).map(([k, v]) => [k, v.trim()])) as unknown as CustomerFilter);
  return (
    <FilterPanel label="Filter customers" columns={3} applied={value} onSearch={search} onReset={() => { setDraft(EMPTY_FILTER); onSearch(EMPTY_FILTER); }}>
      {(Object.keys(FILTER_LABELS) as (keyof CustomerFilter)[]).map((key) => (
        <FilterInput key={key} id={`filter-${key}`} label={FILTER_LABELS[key]} value={draft[key]} maxLength={200}
          onChange={(typed) => setDraft((d) => ({ ...d, [key]: typed }))} />
      ))}
    </FilterPanel>
  );
}
