import { Box, HStack, Stack } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { ProgressRow } from '#schemas/generated/progress.ts';
import { FIGURE_LABELS } from '#schemas/progress-figures.ts';
import { DataTable, type Column } from '#web/components/data-table.tsx';
import { SelectField } from '#web/components/form/select-field.tsx';
import { PageTitle } from '#web/components/page-title.tsx';
import { Pagination } from '#web/components/pagination.tsx';
import { orderParam, type SortState } from '#web/components/data/table-sort.ts';
import { tableState } from '#web/components/data/table-state.ts';
import { getProgress } from './get-progress.ts';
import { ProgressChart } from './progress-chart.tsx';
import { ProgressTrend } from './progress-trend.tsx';
import { FunderReportDownload } from './funder-report-download.tsx';
import { ExpiringKits } from './expiring-kits.tsx';
import { ReplacementOrders } from './replacement-orders.tsx';
import { ReversalsReported } from './reversals-reported.tsx';
import { MONTH_NAMES, progressYears } from './progress-period.ts';
import { RemainingCell } from './remaining-cell.tsx';

const PAGE = 10;

const columns: Column<ProgressRow>[] = [
  { key: 'state', header: 'State', cell: (r) => r.stateName, sortField: 'stateName' },
  { key: 'month', header: 'Month', cell: (r) => MONTH_NAMES[r.month - 1], sortField: 'month' },
  { key: 'year', header: 'Year', cell: (r) => r.year, sortField: 'year' },
  { key: 'used', header: FIGURE_LABELS.used, cell: (r) => r.usedUnits.toLocaleString('en-US'), align: 'end', sortField: 'usedUnits' },
  { key: 'shipped', header: FIGURE_LABELS.shipped, cell: (r) => r.shippedUnits.toLocaleString('en-US'), align: 'end', sortField: 'shippedUnits' },
  { key: 'remaining', header: FIGURE_LABELS.remaining, cell: (r) => <RemainingCell row={r} />, align: 'end', sortField: 'remaining' },
];

/**
 * Progress (docs/product.md#quotas-and-progress, decision 063): units taken from the quota, shipped and remaining per
 * state for the chosen month, as a chart and a table; the month's replacement orders by reason and overdose reversals
 * reported; the 12-month trend; and
 * the funder report's download (decision 079).
 */
export default function ProgressPage() {
  const today = useMemo(() => new Date(), []);
  const [year, setYear] = useState(today.getFullYear());
  const [month, setMonth] = useState(today.getMonth() + 1);
  const [offset, setOffset] = useState(0);
  const [sort, setSort] = useState<SortState>({ field: 'stateName', direction: 'asc' });
  const progress = useQuery({
    queryKey: ['progress', year, month, sort],
    queryFn: ({ signal }) => getProgress({ year, month, order: orderParam(sort) }, signal),
    placeholderData: keepPreviousData,
  });
  const rows = progress.data?.rows ?? [];
  const monthLabel = `${MONTH_NAMES[month - 1]} ${year}`;

  return (
    <Stack gap="4" px={{ base: '4', md: '6' }} py="6">
      <PageTitle title="Progress" />
      <HStack gap="4" align="end" flexWrap="wrap">
        <SelectField
          id="progress-month"
          label="Month"
          value={String(month)}
          placeholder="Choose a month"
          options={MONTH_NAMES.map((name, i) => ({ value: String(i + 1), label: name }))}
          onChange={(value) => {
            if (!value) return;
            setMonth(Number(value));
            setOffset(0);
          }}
        />
        <SelectField
          id="progress-year"
          label="Year"
          value={String(year)}
          placeholder="Choose a year"
          options={progressYears(today.getFullYear()).map((y) => ({ value: String(y), label: String(y) }))}
          onChange={(value) => {
            if (!value) return;
            setYear(Number(value));
            setOffset(0);
          }}
        />
      </HStack>
      <ProgressChart rows={rows} monthLabel={monthLabel} />
      <Box>
        <DataTable
          caption={`Units taken from the quota, shipped and remaining per state, ${monthLabel}`}
          columns={columns}
          rows={rows.slice(offset, offset + PAGE)}
          rowKey={(r) => `${r.state}-${r.period}`}
          {...tableState(progress)}
          sort={sort}
          onSortChange={(next) => {
            setSort(next);
            setOffset(0);
          }}
        />
        <Pagination total={rows.length} limit={PAGE} offset={offset} sizes={[PAGE]} onChange={(p) => setOffset(p.offset)} />
      </Box>
      <ReplacementOrders year={year} month={month} monthLabel={monthLabel} />
      <ReversalsReported year={year} month={month} monthLabel={monthLabel} />
      <ExpiringKits />
      <ProgressTrend />
      <FunderReportDownload today={today} />
    </Stack>
  );
}
