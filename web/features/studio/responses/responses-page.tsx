import { Box, Button, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import type { ResponseListItem } from '#schemas/generated/flow-responses.ts';
import { DataTable, type Column } from '#web/components/data-table.tsx';
import { tableState } from '#web/components/data/table-state.ts';
import { formatDateTime, useDatePreference } from '#web/components/date-format.ts';
import { DateRangeFilter } from '#web/components/filter-panel.tsx';
import { SelectField } from '#web/components/form/select-field.tsx';
import { toastError } from '#web/components/load-error.ts';
import { localDayEnd, localDayStart } from '#web/components/local-day.ts';
import { PageTitle } from '#web/components/page-title.tsx';
import { Pagination } from '#web/components/pagination.tsx';
import { paths, studioPaths } from '#web/lib/paths.ts';
import { useFlowTitle } from '../flow-title.ts';
import { studioApi, studioKeys } from '../studio-api.ts';
import { QuestionSummaryView } from './choice-bars.tsx';
import { answerText } from './answer-text.ts';
import { responsesApi, responsesKeys, type ResponseFilter } from './responses-api.ts';

const ALL = '';

/**
 * A questionnaire's responses (docs/product.md#questionnaires-of-their-own, /questionnaire/:flowId/responses?version=&from=&to=):
 * per question a summary (choices counted, with a bar each), the responses newest first, and the export. Nothing
 * here shows a personal answer: a response's own page does, and that read is in the audit log.
 */
export default function ResponsesPage() {
  const { flowId = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const preference = useDatePreference();
  const title = useFlowTitle(flowId);
  const versions = useQuery({ queryKey: studioKeys.versions(flowId), queryFn: ({ signal }) => studioApi.versions(flowId, signal) });
  const answered = (versions.data ?? []).filter((v) => v.status !== 'draft').sort((a, b) => b.version - a.version);
  const version = Number(search.get('version')) || undefined;
  const from = search.get('from') ?? '';
  const to = search.get('to') ?? '';
  const [page, setPage] = useState({ limit: 10, offset: 0 });
  const set = (key: string, value: string) => {
    setPage((p) => ({ ...p, offset: 0 }));
    setSearch((s) => { if (value) s.set(key, value); else s.delete(key); return s; }, { replace: true });
  };
  const filter: ResponseFilter = { version, from: from ? localDayStart(from) : undefined, to: to ? localDayEnd(to) : undefined };
  const live = answered.length > 0;
  const list = useQuery({ queryKey: responsesKeys.list(flowId, filter, page), queryFn: ({ signal }) => responsesApi.list(flowId, filter, page, signal), enabled: live });
  const summary = useQuery({ queryKey: responsesKeys.summary(flowId, filter), queryFn: ({ signal }) => responsesApi.summary(flowId, filter, signal), enabled: live });
  const [downloading, setDownloading] = useState<'xlsx' | 'csv' | null>(null);
  const download = async (format: 'xlsx' | 'csv') => {
    setDownloading(format);
    try {
      await responsesApi.download(flowId, filter, format);
    } catch {
      toastError('The responses could not be downloaded. Please try again.');
    } finally {
      setDownloading(null);
    }
  };

  const columns: Column<ResponseListItem>[] = [
    {
      key: 'recorded', header: 'Recorded',
      cell: (r) => <Link asChild colorPalette="blue" color="colorPalette.fg" fontWeight="medium"><RouterLink to={studioPaths.response(flowId, r.id)}>{formatDateTime(r.recordedAt, preference)}</RouterLink></Link>,
    },
    { key: 'version', header: 'Version', cell: (r) => `Version ${r.version}` },
    {
      key: 'answers', header: 'First answers',
      cell: (r) => (r.answers.length
        ? <Stack gap="0">{r.answers.map((a) => <Text key={a.questionId}><Text as="span" color="fg.muted">{a.question}</Text>{` ${answerText(a, preference)}`}</Text>)}</Stack>
        : '—'),
    },
  ];
  const options = answered.map((v) => ({ value: String(v.version), label: `Version ${v.version}${v.live ? ' (live)' : ''}` }));

  return (
    <Stack gap="5" px={{ base: '4', md: '6' }} py="6">
      <PageTitle title={`Responses: ${title}`} />
      <Link asChild alignSelf="flex-start"><RouterLink to={paths.questionnaire}>← All questionnaires</RouterLink></Link>
      <Stack gap="1">
        <Text as="h2" fontSize="xl" fontWeight="semibold">{`Responses to ${title}`}</Text>
        <Text color="fg.muted" maxW="3xl">
          Each response is what one person answered, recorded when they reached the end. Answers that identify someone
          (a name, an email, an address) are shown only on the response&apos;s own page, and opening it is recorded in
          the audit log; they are erased after the retention period, and never downloaded.
        </Text>
      </Stack>
      {versions.isError && <Text color="fg.error" role="alert">The versions could not be loaded.</Text>}
      {versions.data && !live && <Box><Text>No version of this questionnaire has been live yet: there are no responses.</Text></Box>}
      {live && (
        <>
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4" alignItems="end" maxW="5xl">
            <SelectField id="responses-version" label="Version" placeholder="Every version" value={version === undefined ? ALL : String(version)} options={options} onChange={(v) => set('version', v)} />
            <DateRangeFilter from={['responses-from', 'Recorded from']} to={['responses-to', 'Recorded until']} value={{ from, to }}
              onFromChange={(v) => set('from', v)} onToChange={(v) => set('to', v)} />
          </SimpleGrid>
          <HStack gap="2" wrap="wrap">
            <Button variant="outline" loading={downloading === 'xlsx'} loadingText="Downloading…" onClick={() => void download('xlsx')}>Export spreadsheet (XLSX)</Button>
            <Button variant="outline" loading={downloading === 'csv'} loadingText="Downloading…" onClick={() => void download('csv')}>Export CSV</Button>
          </HStack>
          <Box as="section" aria-labelledby="responses-summary">
            <Text as="h2" id="responses-summary" fontSize="lg" fontWeight="semibold" mb="1">Answers by question</Text>
            {summary.isError && <Text color="fg.error" role="alert">The summary could not be loaded.</Text>}
            {summary.data && (
              <>
                <Text color="fg.muted" mb="3">{`${summary.data.responses.toLocaleString('en-US')} ${summary.data.responses === 1 ? 'response' : 'responses'}${version ? `, counted by the questions of version ${version}` : ', counted by the questions of the live version'}.`}</Text>
                <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" alignItems="start">
                  {summary.data.questions.map((q) => <QuestionSummaryView key={q.questionId} question={q} headingId={`summary-${q.questionId}`} />)}
                </SimpleGrid>
              </>
            )}
          </Box>
          <Box as="section" aria-labelledby="responses-list">
            <Text as="h2" id="responses-list" fontSize="lg" fontWeight="semibold" mb="3">Each response</Text>
            <Box hideBelow="md">
              <DataTable caption={`Responses to ${title}, newest first`} columns={columns} rows={list.data?.items} rowKey={(r) => r.id} emptyText="No response matches." {...tableState(list)} />
            </Box>
            {/* On a phone each response is a card: its answers stay in view without scrolling sideways. */}
            <Stack as="ul" hideFrom="md" gap="3" listStyleType="none" ps="0" aria-label={`Responses to ${title}, newest first`}>
              {list.data?.items.map((r) => (
                <Box as="li" key={r.id} borderWidth="1px" rounded="md" p="3">
                  <HStack justify="space-between" mb="1" wrap="wrap">{columns[0]!.cell(r)}<Text color="fg.muted">{`Version ${r.version}`}</Text></HStack>
                  {columns[2]!.cell(r)}
                </Box>
              ))}
              {list.data?.items.length === 0 && <Text as="li">No response matches.</Text>}
            </Stack>
            {list.data && list.data.total > 0 && (
              <Box mt="3"><Pagination total={list.data.total} totalCapped={list.data.totalCapped ?? false} limit={page.limit} offset={page.offset} onChange={setPage} /></Box>
            )}
          </Box>
        </>
      )}
    </Stack>
  );
}
