import { Button, Code, HStack, Stack, Text, chakra } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { AuditActor, AuditEntryView } from '#schemas/generated/audit.ts';
import { APPLICATION_REFERENCE_FORM, MRN_FORM, readableCodeSource } from '#schemas/mrn.ts';
import { codeView } from '#web/components/code-view.ts';
import { DataTable, type Column } from '#web/components/data-table.tsx';
import { orderParam, type SortState } from '#web/components/data/table-sort.ts';
import { tableState } from '#web/components/data/table-state.ts';
import { formatDateTime, useDatePreference, type DatePreference } from '#web/components/date-format.ts';
import { DateRangeFilter, FilterPanel, useFilterDraft } from '#web/components/filter-panel.tsx';
import { SelectField } from '#web/components/form/select-field.tsx';
import { toastError } from '#web/components/load-error.ts';
import { PageTitle } from '#web/components/page-title.tsx';
import { Pagination } from '#web/components/pagination.tsx';
import { readRowsPerPage } from '#web/components/rows-per-page.ts';
import { useUrlFilter } from '#web/components/use-url-filter.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { saveFile } from '#web/lib/save-file.ts';
import { auditApi } from './audit-api.ts';
import { EMPTY_AUDIT_FILTER, auditFilterFromUrl, auditQueryOf, type AuditFilter } from './audit-filter.ts';

const NEWEST_FIRST: SortState = { field: 'at', direction: 'desc' };

/** The staff members to pick from: by name, with the email only where two share a name. */
function actorOptions(actors: readonly AuditActor[]): { value: string; label: string }[] {
  const names = actors.map((a) => a.name);
  return actors.map((a) => ({ value: a.id, label: names.indexOf(a.name) !== names.lastIndexOf(a.name) && a.email ? `${a.name} (${a.email})` : a.name }));
}

/** When it happened: on a phone the date over the time, a date's hyphens kept from breaking (non-breaking hyphens). */
function When({ at, preference }: { at: string; preference: DatePreference }) {
  return <Text as="span" display="block" maxW={{ base: '6rem', md: 'none' }} whiteSpace={{ base: 'normal', md: 'nowrap' }}>{formatDateTime(at, preference).replace(/-/g, '\u2011')}</Text>;
}

/** An order number or an application reference in a sentence. */
const READABLE_CODE = new RegExp(`(${[MRN_FORM, APPLICATION_REFERENCE_FORM].map(readableCodeSource).join('|')})`);

/** The entry's sentence, its order numbers and references each kept on one line (a phone would break them at the hyphen). */
function Sentence({ text }: { text: string }) {
  // split() with the code in a group: the codes are every second part.
  return <Text fontWeight="medium">{text.split(READABLE_CODE).map((part, i) => (i % 2 === 1 ? <chakra.span key={i} whiteSpace="nowrap">{part}</chakra.span> : part))}</Text>;
}

/** One entry: the sentence, its detail in words, and the entry as recorded behind "Show details", for engineers. */
function EntryCell({ entry }: { entry: AuditEntryView }) {
  const recorded = { action: entry.action, entity: entry.entity, entityId: entry.entityId, detail: entry.detail };
  return (
    // On a phone the table's cells stay on one line (components/data-table.tsx); an entry wraps in the width left.
    <Stack gap="1" minW="12rem" whiteSpace="normal">
      <Sentence text={entry.sentence} />
      {entry.details.length > 0 && (
        <chakra.ul ps="5" listStyleType="disc" color="fg.muted" fontSize="sm">
          {entry.details.map((line, i) => <li key={i}>{line}</li>)}
        </chakra.ul>
      )}
      <chakra.details fontSize="xs" color="fg.muted">
        <chakra.summary cursor="pointer" width="fit-content">Show details</chakra.summary>
        <Text mt="1">The entry as recorded, for engineers:</Text>
        <Code as="pre" {...codeView} display="block" whiteSpace="pre-wrap" overflowWrap="anywhere" p="2" mt="1">{JSON.stringify(recorded, null, 2)}</Code>
      </chakra.details>
    </Stack>
  );
}

/**
 * The audit log (superAdmin; decisions 041 and 065): each entry a sentence saying who did what to which record, named
 * as staff name it, newest first; filtered by person, kind of action and days, the filter kept in the address
 * (docs/product.md#lists), and downloaded as CSV. Personal values of the public are never in it.
 */
export default function AuditLogPage() {
  const preference = useDatePreference();
  const [urlFilter, setUrlFilter] = useUrlFilter();
  const filter = useMemo(() => auditFilterFromUrl(urlFilter), [urlFilter]);
  const [draft, setDraft] = useFilterDraft(filter);
  const [page, setPage] = useState(() => ({ limit: readRowsPerPage(), offset: 0 }));
  const [sort, setSort] = useState<SortState>(NEWEST_FIRST);
  const [exporting, setExporting] = useState(false);
  const query = useMemo(() => auditQueryOf(filter), [filter]);
  const order = orderParam(sort) as 'at DESC' | 'at ASC';
  const choices = useQuery({ queryKey: ['audit', 'choices'], queryFn: ({ signal }) => auditApi.choices(signal) });
  const entries = useQuery({
    queryKey: ['audit', query, page, order],
    queryFn: ({ signal }) => auditApi.list({ ...query, ...page, order }, signal),
    placeholderData: keepPreviousData,
  });
  const set = (key: keyof AuditFilter) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));
  const search = (next: AuditFilter) => {
    setUrlFilter({ ...next });
    setPage((p) => ({ ...p, offset: 0 }));
  };
  const columns: Column<AuditEntryView>[] = [
    { key: 'at', header: 'When', sortField: 'at', cell: (e) => <When at={e.at} preference={preference} /> },
    { key: 'entry', header: 'What happened', cell: (e) => <EntryCell entry={e} /> },
  ];
  const download = async () => {
    setExporting(true);
    try {
      saveFile(await auditApi.exportCsv(query));
    } catch (error) {
      toastError(error instanceof ApiError ? error.message : 'The CSV file could not be downloaded. Please try again.');
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack gap="4" px={{ base: '4', md: '6' }} py="6">
      <PageTitle title="Audit Log" />
      <FilterPanel label="Filter the audit log" columns={4} applied={filter} onSearch={() => search(draft)} onReset={() => { setDraft(EMPTY_AUDIT_FILTER); search(EMPTY_AUDIT_FILTER); }}>
        <SelectField id="audit-who" label="Person" value={draft.actorUserId} placeholder="Anyone" options={actorOptions(choices.data?.actors ?? [])} onChange={set('actorUserId')} />
        <SelectField id="audit-kind" label="Kind of action" value={draft.kind} placeholder="Any action" options={choices.data?.kinds ?? []} onChange={set('kind')} />
        <DateRangeFilter from={['audit-from', 'From']} to={['audit-to', 'To']} value={{ from: draft.from, to: draft.to }} onFromChange={set('from')} onToChange={set('to')} />
      </FilterPanel>
      <HStack justify="flex-end">
        <Button onClick={() => void download()} loading={exporting} loadingText="Preparing CSV…" disabled={(entries.data?.total ?? 0) === 0}>Download CSV</Button>
      </HStack>
      <DataTable caption="Audit log" columns={columns} rows={entries.data?.items} rowKey={(e) => e.id} {...tableState(entries)} sort={sort}
        onSortChange={(next) => {
          setSort(next);
          setPage((p) => ({ ...p, offset: 0 }));
        }} />
      <Pagination total={entries.data?.total ?? 0} totalCapped={entries.data?.totalCapped} limit={page.limit} offset={page.offset} onChange={setPage} disabled={entries.isFetching} />
    </Stack>
  );
}
