import { Button, HStack, Stack } from '@chakra-ui/react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { Customer } from '#schemas/generated/customer.ts';
import { hasRank } from '#schemas/roles.ts';
import { DataTable, type Column } from '#web/components/data-table.tsx';
import { orderParam, type SortState } from '#web/components/data/table-sort.ts';
import { tableState } from '#web/components/data/table-state.ts';
import { toastSuccess } from '#web/components/load-error.ts';
import { PageTitle } from '#web/components/page-title.tsx';
import { Pagination } from '#web/components/pagination.tsx';
import { readRowsPerPage } from '#web/components/rows-per-page.ts';
import { useUrlFilter } from '#web/components/use-url-filter.ts';
import { readSessionUser } from '#web/lib/session-user.ts';
import { CustomerFilters } from './customer-filters.tsx';
import { filterFromUrl, type CustomerFilter } from './customer-filter.ts';
import { CustomerModal } from './customer-modal.tsx';
import { getCustomers } from './get-customers.ts';
import { usStatesQuery } from '#web/lib/get-us-states.ts';

/** Customers (docs/product.md#bulk-orders-customers-and-products): filters, Add Customer for superAdmin only, the table and the modal. */
export default function CustomersPage() {
  const [urlFilter, setUrlFilter] = useUrlFilter();
  const filter = useMemo(() => filterFromUrl(urlFilter), [urlFilter]);
  const [page, setPage] = useState(() => ({ limit: readRowsPerPage(), offset: 0 }));
  const [modal, setModal] = useState<{ customer: Customer | null } | null>(null);
  const role = useMemo(() => readSessionUser()?.claims.role ?? 'customer', []);
  const [sort, setSort] = useState<SortState>({ field: 'customerName', direction: 'asc' });
  const client = useQueryClient();
  const states = useQuery(usStatesQuery);
  const customers = useQuery({
    queryKey: ['customers', 'list', filter, page, sort],
    queryFn: ({ signal }) => getCustomers(filter, { ...page, order: orderParam(sort) }, signal),
    placeholderData: keepPreviousData,
  });
  const table = tableState(customers);

  const columns: Column<Customer>[] = [
    { key: 'id', header: 'Customer Id', cell: (c) => c.customerId, sortField: 'customerId' },
    { key: 'name', header: 'Customer Name', cell: (c) => c.customerName, sortField: 'customerName' },
    { key: 'street', header: 'Street', cell: (c) => c.street, sortField: 'street' },
    { key: 'city', header: 'City', cell: (c) => c.city, sortField: 'city' },
    { key: 'state', header: 'State', cell: (c) => c.state, sortField: 'state' },
    { key: 'zip', header: 'Zip', cell: (c) => c.zip, sortField: 'zip' },
    { key: 'phone', header: 'Phone', cell: (c) => c.phone, sortField: 'phone' },
    { key: 'accountType', header: 'Account Type', cell: (c) => c.accountType, sortField: 'accountType' },
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
      <DataTable caption="Customers" columns={columns} rows={customers.data?.items} rowKey={(c) => c.customerId} {...table} sort={sort}
        onSortChange={(next) => {
          setSort(next);
          setPage((p) => ({ ...p, offset: 0 }));
        }} />
      <Pagination total={customers.data?.total ?? 0} limit={page.limit} offset={page.offset} onChange={setPage} disabled={table.loading} />
      {modal && (
        <CustomerModal
          customer={modal.customer}
          states={states.data ?? []}
          onClose={() => setModal(null)}
          onSaved={() => {
            toastSuccess(modal.customer ? 'The customer has been saved.' : 'The customer has been added.');
            setModal(null);
            void client.invalidateQueries({ queryKey: ['customers', 'list'] });
          }}
        />
      )}
    </Stack>
  );
}
