import { Heading, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReversalsReportedRow } from '#schemas/generated/reversals-reported.ts';
import { DataTable, type Column } from '#web/components/data-table.tsx';
import { tableState } from '#web/components/data/table-state.ts';
import { getReversalsReported } from './get-reversals-reported.ts';

const columns: Column<ReversalsReportedRow>[] = [
  { key: 'state', header: 'State', cell: (r) => r.stateName },
  { key: 'reversals', header: 'Reversals reported', align: 'end', cell: (r) => r.reversals.toLocaleString('en-US') },
];

/**
 * Progress's overdose reversals reported (docs/product.md#the-overdose-reversal-report): per state, the reversals people
 * told the portal about that happened in the month, counted as the funder report counts them; every count as it is.
 */
export function ReversalsReported({ year, month, monthLabel }: { year: number; month: number; monthLabel: string }) {
  const reversals = useQuery({
    queryKey: ['progress', 'reversals', year, month],
    queryFn: ({ signal }) => getReversalsReported({ year, month }, signal),
    placeholderData: keepPreviousData,
  });
  return (
    <Stack as="section" aria-labelledby="reversals-heading" gap="3">
      <Heading as="h2" size="md" id="reversals-heading">Overdose reversals reported</Heading>
      <Text color="fg.muted" fontSize="sm">
        Overdoses reversed with naloxone in {monthLabel}, as people reported them on the anonymous reversal report.
      </Text>
      <DataTable
        caption={`Overdose reversals reported per state, ${monthLabel}`}
        columns={columns}
        rows={reversals.data?.rows}
        rowKey={(r) => `${r.state}-${r.period}`}
        emptyText={`No reversals reported in ${monthLabel}`}
        {...tableState(reversals)}
      />
    </Stack>
  );
}
