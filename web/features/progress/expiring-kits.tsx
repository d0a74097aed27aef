import { Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { ExpiringKitsRow } from '#schemas/generated/expiring-kits.ts';
import { addDays } from '#engine/dates.ts';
import { DataTable, type Column } from '#web/components/data-table.tsx';
import { tableState } from '#web/components/data/table-state.ts';
import { formatDay, useDatePreference } from '#web/components/date-format.ts';
import { getExpiringKits } from './get-expiring-kits.ts';

const number = (n: number) => n.toLocaleString('en-US');

/** The reply's three 30-day bands, as their headers read. */
const BANDS = ['Within 30 days', 'In 31 to 60 days', 'In 61 to 90 days'] as const;

const columns: Column<ExpiringKitsRow>[] = [
  { key: 'state', header: 'State', cell: (r) => r.stateName },
  ...BANDS.map((header, i): Column<ExpiringKitsRow> => ({ key: `band-${i}`, header, align: 'end', cell: (r) => number(r.bands[i] ?? 0) })),
  { key: 'total', header: 'All', align: 'end', cell: (r) => number(r.total) },
  { key: 'withEmail', header: 'Will be emailed', align: 'end', cell: (r) => number(r.withEmail) },
];

/**
 * Progress's kits that expire soon (docs/product.md#kits-that-expire): per state, the kits shipped that expire in the
 * next 90 days from the programme's today, and how many of them their person will get the kit-expiry email about.
 */
export function ExpiringKits() {
  const preference = useDatePreference();
  const kits = useQuery({ queryKey: ['progress', 'expiring-kits'], queryFn: ({ signal }) => getExpiringKits(signal) });
  const today = kits.data?.today;
  const span = today ? ` from ${formatDay(today, preference)} to ${formatDay(addDays(today, 89), preference)}` : ' in the next 90 days';
  return (
    <Stack as="section" aria-labelledby="expiring-kits-heading" gap="3">
      <Heading as="h2" size="md" id="expiring-kits-heading">Kits that expire soon</Heading>
      <Text color="fg.muted" fontSize="sm">
        Kits shipped that expire{span}, and how many of them the person asked to be emailed about before they expire.
      </Text>
      <DataTable
        caption="Kits that expire in the next 90 days per state"
        columns={columns}
        rows={kits.data?.rows}
        rowKey={(r) => r.state}
        emptyText="No kit shipped expires in the next 90 days"
        {...tableState(kits)}
      />
    </Stack>
  );
}
