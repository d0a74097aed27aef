import { Box, DataList, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A titled, bordered section of a record's page (an order, an application), named by its heading for landmarks. */
export function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Box as="section" aria-labelledby={id} borderWidth="1px" borderRadius="md" p="4">
      <Heading as="h2" size="md" id={id} mb="3">{title}</Heading>
      {children}
    </Box>
  );
}

/** Label and value pairs of a record; an empty value reads as a dash. */
export function Facts({ items }: { items: [label: string, value: ReactNode][] }) {
  return (
    <DataList.Root orientation="horizontal" size="sm" gap="2">
      {items.map(([label, value]) => (
        <DataList.Item key={label} alignItems="start">
          <DataList.ItemLabel minW="9rem">{label}</DataList.ItemLabel>
          <DataList.ItemValue overflowWrap="anywhere">{value === '' || value === null || value === undefined ? '—' : value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
