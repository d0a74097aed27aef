import { Badge, Box, Button, HStack, Input, SimpleGrid, chakra, useBreakpointValue } from '@chakra-ui/react';
import { useId, useState, type Dispatch, type FormEvent, type ReactNode, type SetStateAction } from 'react';
import { activeFilterCount } from './active-filters.ts';
import { DateInput } from './date-input.tsx';
import { FieldLabel } from './form/field-parts.tsx';

/**
 * The filter a panel is editing: it starts as the applied filter and follows it when the address changes (back
 * button, a pasted link), so the panel shows what is now applied.
 */
export function useFilterDraft<F>(applied: F): [F, Dispatch<SetStateAction<F>>] {
  const [draft, setDraft] = useState(applied);
  const [shown, setShown] = useState(applied);
  if (shown !== applied) {
    setShown(applied);
    setDraft(applied);
  }
  return [draft, setDraft];
}

export interface FilterPanelProps {
  /** the search landmark's name, e.g. 'Filter bulk orders' */
  label: string;
  /** fields per row on a wide screen */
  columns: number;
  /** the filter the list shows now: its filled-in fields are counted on the Filters button of a narrow screen */
  applied: object;
  onSearch: () => void;
  onReset: () => void;
  children: ReactNode;
}

/** Below the md breakpoint (900 px, docs/product.md#figures-and-limits): the width where the staff drawer closes too. */
function useNarrowScreen(): boolean {
  // Read at once (no first render at another width); where no width is known (tests), a wide screen.
  return useBreakpointValue({ base: true, md: false }, { ssr: false, fallback: 'md' }) ?? false;
}

function Chevron({ open }: { open: boolean }) {
  return (
    <chakra.svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false" transform={open ? 'rotate(180deg)' : undefined}>
      <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </chakra.svg>
  );
}

/**
 * The filter panel of a staff list: a search form with its fields in a grid, then Reset and Search. On a wide screen
 * it is open; on a narrow one it folds behind a Filters button that counts the filters applied, so the list starts
 * on the first screen, and folds again after Search (docs/decisions/067-quota-month-one-toast-list-filters.md).
 */
export function FilterPanel({ label, columns, applied, onSearch, onReset, children }: FilterPanelProps) {
  const narrow = useNarrowScreen();
  const [open, setOpen] = useState(false);
  const formId = useId();
  const count = activeFilterCount(applied);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch();
    setOpen(false);
  };
  return (
    <Box>
      {narrow && (
        <Button variant="outline" aria-expanded={open} aria-controls={formId} onClick={() => setOpen((o) => !o)}
          aria-label={count > 0 ? `Filters, ${count} applied` : 'Filters'}>
          Filters
          {count > 0 && <Badge colorPalette="blue" variant="solid" borderRadius="full">{count}</Badge>}
          <Chevron open={open} />
        </Button>
      )}
      <Box as="form" id={formId} role="search" aria-label={label} onSubmit={submit} borderWidth="1px" borderRadius="md" p="4"
        mt={narrow ? '2' : undefined} hidden={narrow && !open}>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: columns }} gap="4">
          {children}
        </SimpleGrid>
        <HStack justify="flex-end" gap="2" mt="4">
          <Button type="button" variant="outline" onClick={onReset}>
            Reset
          </Button>
          <Button type="submit">Search</Button>
        </HStack>
      </Box>
    </Box>
  );
}

export interface FilterInputProps {
  id: string;
  label: string;
  value: string;
  onChange: (typed: string) => void;
  /** a text filter (default) is not filled in by the browser's autocomplete; a day reads as the person reads dates */
  type?: 'text' | 'date';
  min?: string;
  max?: string;
  maxLength?: number;
}

/** One typed filter of a panel: its label above an input. */
export function FilterInput({ id, label, value, onChange, type = 'text', min, max, maxLength }: FilterInputProps) {
  return (
    <Box>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      {type === 'date'
        ? <DateInput id={id} value={value} min={min} max={max} onChange={onChange} />
        : <Input id={id} value={value} maxLength={maxLength} autoComplete="off" onChange={(e) => onChange(e.target.value)} />}
    </Box>
  );
}

export interface DateRangeFilterProps {
  /** ids and labels of the two inputs, e.g. ['filter-from', 'Order date from'] */
  from: [id: string, label: string];
  to: [id: string, label: string];
  value: { from: string; to: string };
  onFromChange: (typed: string) => void;
  onToChange: (typed: string) => void;
}

/** Two date filters where the first cannot be after the second. */
export function DateRangeFilter({ from, to, value, onFromChange, onToChange }: DateRangeFilterProps) {
  return (
    <>
      <FilterInput id={from[0]} label={from[1]} type="date" value={value.from} max={value.to || undefined} onChange={onFromChange} />
      <FilterInput id={to[0]} label={to[1]} type="date" value={value.to} min={value.from || undefined} onChange={onToChange} />
    </>
  );
}
