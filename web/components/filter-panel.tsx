import { Box, Button, HStack, Input, SimpleGrid } from '@chakra-ui/react';
import { useState, type Dispatch, type FormEvent, type ReactNode, type SetStateAction } from 'react';
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
  onSearch: () => void;
  onReset: () => void;
  children: ReactNode;
}

/** The filter panel of a staff list: a search form with its fields in a grid, then Reset and Search. */
export function FilterPanel({ label, columns, onSearch, onReset, children }: FilterPanelProps) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch();
  };
  return (
    <Box as="form" role="search" aria-label={label} onSubmit={submit} borderWidth="1px" borderRadius="md" p="4">
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
