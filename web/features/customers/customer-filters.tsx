import { Box, Button, HStack, Input, SimpleGrid } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { FieldLabel } from '#web/components/form/field-parts.tsx';
import { EMPTY_FILTER, FILTER_LABELS, type CustomerFilter } from './customer-filter.ts';

/** The Customers filters: each a case-insensitive "contains". */
export function CustomerFilters({ value, onSearch }: { value: CustomerFilter; onSearch: (filter: CustomerFilter) => void }) {
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(value);
  }
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(Object.fromEntries(Object.entries(draft).map(([k, v]) => [k, v.trim()])) as unknown as CustomerFilter);
  };
  return (
    <Box as="form" role="search" aria-label="Filter customers" onSubmit={submit} borderWidth="1px" borderRadius="md" p="4">
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
        {(Object.keys(FILTER_LABELS) as (keyof CustomerFilter)[]).map((key) => (
          <Box key={key}>
            <FieldLabel htmlFor={`filter-${key}`}>{FILTER_LABELS[key]}</FieldLabel>
            <Input id={`filter-${key}`} value={draft[key]} maxLength={200} autoComplete="off" onChange={(e) => setDraft((d) => ({ ...d, [key]: e.target.value }))} />
          </Box>
        ))}
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
