import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { AuditEntryView, AuditQuery } from '#schemas/generated/audit.ts';
import { DataTable, type Column } from '#web/components/data-table.tsx';
import { tableState } from '#web/components/data/table-state.ts';
import { DateFormatPicker } from '#web/components/date-format-picker.tsx';
import { formatDateTime, useDatePreference } from '#web/components/date-format.ts';
import { DateRangeFilter, FilterInput, FilterPanel, useFilterDraft } from '#web/components/filter-panel.tsx';
import { SelectField } from '#web/components/form/select-field.tsx';
import { localDayEnd, localDayStart } from '#web/components/local-day.ts';
import { toastError } from '#web/components/load-error.ts';
import { PageTitle } from '#web/components/page-title.tsx';
import { Pagination } from '#web/components/pagination.tsx';
import { readRowsPerPage } from '#web/components/rows-per-page.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { saveFile } from '#web/lib/save-file.ts';
import { auditApi } from './audit-api.ts';
import { auditDetailText } from './audit-detail.ts';

interface AuditFilter {
  actorUserId: string;
  action: string;
  entityId: string;
  from: string;
  to: string;
}

const EMPTY: AuditFilter = { actorUserId: '', action: '', entityId: '', from: '', to: '' };

function toQuery(filter: AuditFilter): Omit<AuditQuery, 'limit' | 'offset'> {
  const query: Omit<AuditQuery, 'limit' | 'offset'> = {};
  if (filter.actorUserId) query.actorUserId = filter.actorUserId;
  if (filter.action) query.action = filter.action;
  if (filter.entityId.trim()) query.entityId = filter.entityId.trim();
  const from = filter.from && localDayStart(filter.from);
  const to = filter.to && localDayEnd(filter.to);
  if (from) query.from = from;
  if (to) query.to = to;
  return query;
}

/** 'quotas.change' and 'quotas.create' → the area 'quotas.' (every quota change) first, then each action. */
function actionOptions(actions: readonly string[]): { value: string; label: string }[] {
  const areas = [...new Set(actions.filter((a) => a.includes('.')).map((a) => `${a.slice(0, a.indexOf('.'))}.`))];
  return [...areas.map((a) => ({ value: a, label: `${a.slice(0, -1)} (every action)` })), ...actions.map((a) => ({ value: a, label: a }))];
}

/**
 * The audit log (superAdmin, decision 041): who did what to which record and when, newest first; filtered by who, what
 * and when, and downloaded as CSV. Personal values are never in it: staff reads of personal data are listed by what
 * was read, never its content.
 */
export default function AuditLogPage() {
  const preference = useDatePreference();
  const [filter, setFilter] = useState<AuditFilter>(EMPTY);
  const [draft, setDraft] = useFilterDraft(filter);
  const [page, setPage] = useState(() => ({ limit: readRowsPerPage(), offset: 0 }));
  const [exporting, setExporting] = useState(false);
  const query = useMemo(() => toQuery(filter), [filter]);
  const choices = useQuery({ queryKey: ['audit', 'choices'], queryFn: ({ signal }) => auditApi.choices(signal) });
  const entries = useQuery({
    queryKey: ['audit', query, page],
    queryFn: ({ signal }) => auditApi.list({ ...query, ...page }, signal),
    placeholderData: keepPreviousData,
  });
  const set = (key: keyof AuditFilter) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));
  const columns: Column<AuditEntryView>[] = [
    { key: 'at', header: 'When', cell: (e) => formatDateTime(e.at, preference) },
    { key: 'who', header: 'Who', cell: (e) => e.actor?.name ?? 'The portal' },
    { key: 'action', header: 'What', cell: (e) => e.action },
    { key: 'record', header: 'Record', cell: (e) => <Text as="span" overflowWrap="anywhere">{`${e.entity}${e.entityId ? ` ${e.entityId}` : ''}`}</Text> },
    { key: 'detail', header: 'Detail', cell: (e) => <Text as="span" overflowWrap="anywhere">{auditDetailText(e.detail)}</Text> },
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
      <FilterPanel label="Filter the audit log" columns={3} applied={filter}
        onSearch={() => { setFilter(draft); setPage((p) => ({ ...p, offset: 0 })); }}
        onReset={() => { setDraft(EMPTY); setFilter(EMPTY); setPage((p) => ({ ...p, offset: 0 })); }}>
        <SelectField id="audit-who" label="Who" value={draft.actorUserId} placeholder="Anyone"
          options={(choices.data?.actors ?? []).map((a) => ({ value: a.id, label: a.email ? `${a.name} (${a.email})` : a.name }))} onChange={set('actorUserId')} />
        <SelectField id="audit-what" label="What" value={draft.action} placeholder="Any action" options={actionOptions(choices.data?.actions ?? [])} onChange={set('action')} />
        <FilterInput id="audit-record" label="Record id" value={draft.entityId} maxLength={100} onChange={set('entityId')} />
        <DateRangeFilter from={['audit-from', 'From']} to={['audit-to', 'To']} value={{ from: draft.from, to: draft.to }} onFromChange={set('from')} onToChange={set('to')} />
      </FilterPanel>
      <HStack justify="space-between" align="end" flexWrap="wrap" gap="4">
        <DateFormatPicker />
        <Button onClick={() => void download()} loading={exporting} loadingText="Preparing CSV…" disabled={(entries.data?.total ?? 0) === 0}>Download CSV</Button>
      </HStack>
      <DataTable caption="Audit log" columns={columns} rows={entries.data?.items} rowKey={(e) => e.id} {...tableState(entries)} />
      <Pagination total={entries.data?.total ?? 0} totalCapped={entries.data?.totalCapped} limit={page.limit} offset={page.offset} onChange={setPage} disabled={entries.isFetching} />
    </Stack>
  );
}
