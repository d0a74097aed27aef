import { Heading, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReplacementOrdersRow } from '#schemas/generated/replacement-orders.ts';
import { REPLACEMENT_REASONS } from '#schemas/request-reasons.ts';
import { DataTable, type Column } from '#web/components/data-table.tsx';
import { tableState } from '#web/components/data/table-state.ts';
import { getReplacementOrders } from './get-replacement-orders.ts';

const number = (n: number) => n.toLocaleString('en-US');

const columns: Column<ReplacementOrdersRow>[] = [
  { key: 'state', header: 'State', cell: (r) => r.stateName },
  ...REPLACEMENT_REASONS.map((reason): Column<ReplacementOrdersRow> => ({
    key: reason, header: reason, align: 'end', cell: (r) => number(r.reasons.find((x) => x.reason === reason)?.orders ?? 0),
  })),
  { key: 'total', header: 'All', align: 'end', cell: (r) => number(r.total) },
];

/**
 * Progress's replacement orders (docs/product.md#quotas-and-progress): per state, the month's orders asking for a kit
 * again, by reason, counted as the funder report counts them; staff see every count as it is.
 */
export function ReplacementOrders({ year, month, monthLabel }: { year: number; month: number; monthLabel: string }) {
  const replacements = useQuery({
    queryKey: ['progress', 'replacements', year, month],
    queryFn: ({ signal }) => getReplacementOrders({ year, month }, signal),
    placeholderData: keepPreviousData,
  });
  return (
    <Stack as="section" aria-labelledby="replacements-heading" gap="3">
      <Heading as="h2" size="md" id="replacements-heading">Replacement orders</Heading>
      <Text color="fg.muted" fontSize="sm">
        Orders for a new kit because the last one expired, was used, was lost or was damaged, placed in {monthLabel} and not cancelled.
      </Text>
      <DataTable
        caption={`Replacement orders by reason per state, ${monthLabel}`}
        columns={columns}
        rows={replacements.data?.rows}
        rowKey={(r) => `${r.state}-${r.period}`}
        emptyText={`No replacement orders in ${monthLabel}`}
        {...tableState(replacements)}
      />
    </Stack>
  );
}
