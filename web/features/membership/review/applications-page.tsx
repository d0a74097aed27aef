import { Link, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { ApplicationsQuery, ApplicationStatus, ApplicationSummary } from '#schemas/generated/membership-review.ts';
import { membershipApplicationPath } from '#web/lib/paths.ts';
import { DataTable, type Column } from '#web/components/data-table.tsx';
import { tableState } from '#web/components/data/table-state.ts';
import { formatDateTime, useDatePreference } from '#web/components/date-format.ts';
import { EmailAddress } from '#web/components/email-address.tsx';
import { DateRangeFilter, FilterPanel, useFilterDraft } from '#web/components/filter-panel.tsx';
import { SelectField } from '#web/components/form/select-field.tsx';
import { localDayEnd, localDayStart } from '#web/components/local-day.ts';
import { PageTitle } from '#web/components/page-title.tsx';
import { Pagination } from '#web/components/pagination.tsx';
import { readRowsPerPage } from '#web/components/rows-per-page.ts';
import { usStatesQuery } from '#web/lib/get-us-states.ts';
import { facilityTypes } from '../membership-form.ts';
import { ApplicationStatusBadge, statusOptions } from './application-status-badge.tsx';
import { reviewApi } from './review-api.ts';

interface Filter {
  status: ApplicationStatus | '';
  facilityType: string;
  state: string;
  from: string;
  to: string;
}

/** The queue opens on what waits for a decision. */
const INITIAL: Filter = { status: 'pending', facilityType: '', state: '', from: '', to: '' };
const CLEARED: Filter = { ...INITIAL, status: '' };

function toQuery(filter: Filter): Omit<ApplicationsQuery, 'limit' | 'offset'> {
  const from = filter.from && localDayStart(filter.from);
  const to = filter.to && localDayEnd(filter.to);
  return {
    ...(filter.status ? { status: filter.status } : {}),
    ...(filter.facilityType ? { facilityType: filter.facilityType } : {}),
    ...(filter.state ? { state: filter.state } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  };
}

/**
 * Membership (docs/product.md#membership-applications): facilities' applications to the purchasing group, pending ones first come first served;
 * each reference opens the application to approve or reject.
 */
export default function ApplicationsPage() {
  const preference = useDatePreference();
  const [filter, setFilter] = useState<Filter>(INITIAL);
  const [draft, setDraft] = useFilterDraft(filter);
  const [page, setPage] = useState(() => ({ limit: readRowsPerPage(), offset: 0 }));
  const query = useMemo(() => toQuery(filter), [filter]);
  const states = useQuery(usStatesQuery);
  const applications = useQuery({
    queryKey: ['membership-applications', query, page],
    queryFn: ({ signal }) => reviewApi.list({ ...query, ...page }, signal),
    placeholderData: keepPreviousData,
  });
  const set = (key: keyof Filter) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));
  const columns: Column<ApplicationSummary>[] = [
    {
      key: 'reference', header: 'Reference',
      cell: (a) => <Link asChild fontFamily="mono" whiteSpace="nowrap" color="fg.info"><RouterLink to={membershipApplicationPath(a.id)}>{a.reference}</RouterLink></Link>,
    },
    // Words wrap whole ('School/University' never splits in two); a word longer than the column allows still breaks.
    { key: 'business', header: 'Legal Business Name', cell: (a) => <Text as="span" overflowWrap="break-word">{a.legalBusinessName}</Text> },
    { key: 'type', header: 'Facility Type', cell: (a) => <Text as="span" overflowWrap="break-word">{a.facilityType}</Text> },
    { key: 'state', header: 'State', cell: (a) => a.state },
    { key: 'contact', header: 'Contact', cell: (a) => <><Text as="span" overflowWrap="break-word">{a.contactName}</Text><br /><EmailAddress address={a.contactEmail} /></> },
    { key: 'submitted', header: 'Submitted', cell: (a) => formatDateTime(a.submittedAt, preference) },
    { key: 'status', header: 'Status', cell: (a) => <ApplicationStatusBadge status={a.status} /> },
  ];
  const search = (next: Filter) => {
    setFilter(next);
    setPage((p) => ({ ...p, offset: 0 }));
  };
  return (
    <Stack gap="4" px={{ base: '4', md: '6' }} py="6">
      <PageTitle title="Membership" />
      <FilterPanel label="Filter membership applications" columns={3} applied={filter} onSearch={() => search(draft)} onReset={() => { setDraft(CLEARED); search(CLEARED); }}>
        <SelectField id="applications-status" label="Status" value={draft.status} placeholder="Any status" options={statusOptions} onChange={set('status')} />
        <SelectField id="applications-type" label="Facility Type" value={draft.facilityType} placeholder="Any type" options={facilityTypes.map((t) => ({ value: t, label: t }))} onChange={set('facilityType')} />
        <SelectField id="applications-state" label="State" value={draft.state} placeholder="Any state" options={(states.data ?? []).map((s) => ({ value: s.code, label: s.name }))} onChange={set('state')} />
        <DateRangeFilter from={['applications-from', 'Submitted from']} to={['applications-to', 'Submitted to']} value={{ from: draft.from, to: draft.to }} onFromChange={set('from')} onToChange={set('to')} />
      </FilterPanel>
      <DataTable caption="Membership applications" columns={columns} rows={applications.data?.items} rowKey={(a) => a.id} {...tableState(applications)} />
      <Pagination total={applications.data?.total ?? 0} limit={page.limit} offset={page.offset} onChange={setPage} disabled={applications.isFetching} />
    </Stack>
  );
}
