import { Badge, Box, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { badgeRecipe } from '@chakra-ui/react/theme';
import { useQuery } from '@tanstack/react-query';
import type { JobRun, JobView } from '#schemas/generated/jobs.ts';
import { formatDateTime, useDatePreference, type DatePreference } from '#web/components/date-format.ts';
import { LOAD_FAILED_MESSAGE } from '#web/components/load-error.ts';
import { PageTitle } from '#web/components/page-title.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { outcomeText } from './job-outcome.ts';
import { runPeriodText, scheduleText, zoneName } from './job-periods.ts';
import { jobsApi, jobsKey } from './jobs-api.ts';
import { RunPeriodForm } from './run-period-form.tsx';

const STATUS: Record<JobRun['status'], { label: string; palette: string }> = {
  done: { label: 'Done', palette: 'green' },
  running: { label: 'Running', palette: 'blue' },
  failed: { label: 'Failed', palette: 'red' },
};

/** What the sections of the page share: the person's way of reading dates, the programme's zone, the moment. */
interface Reading {
  preference: DatePreference;
  timeZone: string;
  now: Date;
}

function RunsTable({ job, reading }: { job: JobView; reading: Reading }) {
  const { preference, timeZone } = reading;
  const at = (iso: string | null) => formatDateTime(iso, preference, true, timeZone);
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md" tabIndex={0} role="region" aria-label={`Latest runs of ${job.title}`}>
      <Table.Root size="sm">
        <Table.Caption srOnly>Latest runs of {job.title}</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader scope="col">Period</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">Status</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">Started</Table.ColumnHeader>
            <Table.ColumnHeader scope="col" textAlign="end">Attempts</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">What it did, or why it failed</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {job.runs.map((r) => (
            <Table.Row key={r.period}>
              <Table.Cell whiteSpace="nowrap">{runPeriodText(job.unit, r, preference, timeZone)}</Table.Cell>
              <Table.Cell><Badge recipe={badgeRecipe} colorPalette={STATUS[r.status].palette} variant="subtle">{STATUS[r.status].label}</Badge></Table.Cell>
              <Table.Cell whiteSpace="nowrap">{at(r.startedAt)}</Table.Cell>
              <Table.Cell textAlign="end">{r.attempts}</Table.Cell>
              <Table.Cell minW="14rem" whiteSpace="normal" overflowWrap="anywhere">
                {r.status === 'failed'
                  ? `${r.lastError ?? ''}${r.nextAttemptAt ? ` Next try ${at(r.nextAttemptAt)}.` : ' Given up: run it by hand once the cause is fixed.'}`
                  : outcomeText(job.name, r.outcome)}
              </Table.Cell>
            </Table.Row>
          ))}
          {job.runs.length === 0 && (
            <Table.Row><Table.Cell colSpan={5} color="fg.muted">No run yet.</Table.Cell></Table.Row>
          )}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

function JobSection({ job, reading }: { job: JobView; reading: Reading }) {
  const headingId = `job-${job.name}`;
  const { preference, timeZone } = reading;
  return (
    <Box as="section" aria-labelledby={headingId} borderWidth="1px" borderRadius="md" p="4">
      <Stack gap="3">
        <HStack justify="space-between" align="start" wrap="wrap" gap="2">
          <Stack gap="1">
            <Heading as="h2" size="md" id={headingId}>{job.title}</Heading>
            <Text textStyle="sm" color="fg.muted">
              {`Runs ${scheduleText(job, preference)}. Next run ${formatDateTime(job.next.dueAt, preference, true, timeZone)}, for ${runPeriodText(job.unit, job.next, preference, timeZone).replace(/^Week/, 'the week')}.`}
            </Text>
          </Stack>
          {job.failing && <Badge recipe={badgeRecipe} colorPalette="red" variant="solid">Keeps failing</Badge>}
        </HStack>
        <RunsTable job={job} reading={reading} />
        <RunPeriodForm job={job} now={reading.now} preference={preference} timeZone={timeZone} />
      </Stack>
    </Box>
  );
}

/**
 * Jobs (superAdmin, decision 027): the work the portal does by itself (report emails, quota alerts), when it runs, how
 * its latest runs went, and a run by hand. Every server process runs the schedule; each period runs once.
 */
export default function JobsPage() {
  const preference = useDatePreference();
  const overview = useQuery({ queryKey: jobsKey, queryFn: ({ signal }) => jobsApi.overview(signal), refetchInterval: 60_000 });
  return (
    <Stack gap="4" px={{ base: '4', md: '6' }} py="6">
      <PageTitle title="Jobs" />
      <Text maxW="48rem">
        The portal does this work by itself.
        {overview.data ? <> Times in <Text as="span" fontWeight="semibold">{zoneName(overview.data.timeZone)}</Text>, the programme&apos;s time zone, in which the weeks, months and days are counted.</> : null}
        {' '}A run that fails is tried again after 1, 5, 15 and 60 minutes.
      </Text>
      {overview.isPending && <Text role="status">Loading the jobs…</Text>}
      {overview.isError && <Text role="alert" color="fg.error">{overview.error instanceof ApiError ? overview.error.message : LOAD_FAILED_MESSAGE}</Text>}
      {overview.data?.jobs.map((job) => (
        <JobSection key={job.name} job={job} reading={{ preference, timeZone: overview.data.timeZone, now: new Date(overview.dataUpdatedAt) }} />
      ))}
    </Stack>
  );
}
