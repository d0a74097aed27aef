import { Button, HStack, Stack } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import type { Customer } from '#schemas/generated/customer.ts';
import { hasRank } from '#schemas/roles.ts';
import { DataTable, type Column } from '#web/components/data-table.tsx';
import { toastSuccess } from '#web/components/load-error.ts';
import { PageTitle } from '#web/components/page-title.tsx';
import { Pagination } from '#web/components/pagination.tsx';
import { readRowsPerPage } from '#web/components/rows-per-page.ts';
import { useLoad } from '#web/components/use-load.ts';
import { useUrlFilter } from '#web/components/use-url-filter.ts';
import { readSessionUser } from '#web/lib/session-user.ts';
import { CustomerFilters } from './customer-filters.tsx';
import { filterFromUrl, type CustomerFilter } from './customer-filter.ts';
import { CustomerModal } from './customer-modal.tsx';
import { getCustomers } from './get-customers.ts';
import { getUsStates } from './get-us-states.ts';

/** Customers (spec §2): filters, Add Customer for superAdmin only, the table and the modal. */
export default function CustomersPage() {
  const [urlFilter, setUrlFilter] = useUrlFilter();
  const filter = useMemo(() => filterFromUrl(urlFilter), [urlFilter]);
  const [page, setPage] = useState(() => ({ limit: readRowsPerPage(), offset: 0 }));
  const [modal, setModal] = useState<{ customer: Customer | null } | null>(null);
  const role = useMemo(() => readSessionUser()?.claims.role ?? 'customer', []);
  const states = useLoad('us-states', getUsStates);
  const customers = useLoad(JSON.stringify([filter, page]), (signal) => getCustomers(filter, page, signal));

  const columns: Column<Customer>[] = [
    { key: 'id', header: 'Customer Id', cell: (c) => c.customerId },
    { key: 'name', header: 'Customer Name', cell: (c) => c.customerName },
    { key: 'street', header: 'Street', cell: (c) => c.street },
    { key: 'city', header: 'City', cell: (c) => c.city },
    { key: 'state', header: 'State', cell: (c) => c.state },
    { key: 'zip', header: 'Zip', cell: (c) => c.zip },
    { key: 'phone', header: 'Phone', cell: (c) => c.phone },
    { key: 'accountType', header: 'Account Type', cell: (c) => c.accountType },
    ...(hasRank(role, 'admin')
      ? [{
        key: 'actions',
        header: 'Actions',
        align: 'end' as const,
        cell: (c: Customer) => (
          <Button size="xs" variant="outline" onClick={() => setModal({ customer: c })} aria-label={`Edit customer ${c.customerName || c.customerId}`}>
            Edit
          </Button>
        ),
      }]
      : []),
  ];

  const search = (next: CustomerFilter) => {
    setUrlFilter({ ...next });
    setPage((p) => ({ ...p, offset: 0 }));
  };

  return (
    <Stack gap="4" px={{ base: '4', md: '6' }} py="6">
      <PageTitle title="Customers" />
      <CustomerFilters value={filter} onSearch={search} />
      {role === 'superAdmin' && (
        <HStack justify="flex-end">
          <Button onClick={() => setModal({ customer: null })}>Add Customer</Button>
        </HStack>
      )}
      <DataTable caption="Customers" columns={columns} rows={customers.data?.items} rowKey={(c) => c.customerId} loading={customers.loading} />
      <Pagination total={customers.data?.total ?? 0} limit={page.limit} offset={page.offset} onChange={setPage} disabled={customers.loading} />
      {modal && (
        <CustomerModal
          customer={modal.customer}
          states={states.data ?? []}
          onClose={() => setModal(null)}
          onSaved={() => {
            toastSuccess(modal.customer ? 'The customer has been saved.' : 'The customer has been added.');
            setModal(null);
            customers.reload();
          }}
        />
      )}
    </Stack>
  );
}
