import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { monthAndYear, monthsEndingAt } from '#engine/dates.ts';
import { SelectField } from '#web/components/form/select-field.tsx';
import { toastError } from '#web/components/load-error.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { downloadFunderReport } from './download-funder-report.ts';
import { progressYears } from './progress-period.ts';

/** The most months one report covers (the server's FUNDER_REPORT_MONTHS). */
const MOST_MONTHS = 24;

export const DOWNLOAD_FAILED = 'The funder report could not be downloaded. Please try again.';

/**
 * The funder report's download (docs/product.md#the-funder-report): a first and a last month, last month by default,
 * and the XLSX with its small counts withheld, ready to share.
 */
export function FunderReportDownload({ today }: { today: Date }) {
  const thisMonth = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}`;
  const options = useMemo(() => {
    const first = progressYears(today.getFullYear())[0]!;
    const count = (today.getFullYear() - first) * 12 + today.getMonth() + 1;
    return monthsEndingAt(thisMonth, count).reverse().map((m) => ({ value: m, label: monthAndYear(m) }));
  }, [today, thisMonth]);
  const lastMonth = monthsEndingAt(thisMonth, 2)[0]!;
  const [from, setFrom] = useState(lastMonth);
  const [to, setTo] = useState(lastMonth);
  const [downloading, setDownloading] = useState(false);
  const problem = from > to
    ? 'The first month comes after the last.'
    : monthsBetween(from, to) > MOST_MONTHS ? `A report covers at most ${MOST_MONTHS} months.` : undefined;

  const download = async () => {
    setDownloading(true);
    try {
      await downloadFunderReport(from, to);
    } catch (error) {
      toastError(error instanceof ApiError ? error.message : DOWNLOAD_FAILED);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Stack as="section" aria-labelledby="funder-heading" gap="3">
      <Heading as="h2" size="md" id="funder-heading">Funder report</Heading>
      <Text color="fg.muted" fontSize="sm" maxW="3xl">
        A spreadsheet of kits sent and replacement orders by state, month and county, ready to share with funders and the
        public: counts from 1 to 10 show as &lt;11, and a count that would give one back shows as *.
      </Text>
      <HStack gap="4" align="end" flexWrap="wrap">
        <SelectField id="funder-from" label="From" value={from} placeholder="Choose a month" options={options} onChange={(v) => v && setFrom(v)} error={problem} />
        <SelectField id="funder-to" label="To" value={to} placeholder="Choose a month" options={options} onChange={(v) => v && setTo(v)} />
        <Button onClick={download} loading={downloading} loadingText="Preparing report…" disabled={problem !== undefined}>
          Download funder report
        </Button>
      </HStack>
    </Stack>
  );
}

/** monthsBetween('2026-01', '2026-03') === 3: the months from one to the other, both counted. */
function monthsBetween(from: string, to: string): number {
  const index = (m: string) => Number(m.slice(0, 4)) * 12 + Number(m.slice(5, 7));
  return index(to) - index(from) + 1;
}
