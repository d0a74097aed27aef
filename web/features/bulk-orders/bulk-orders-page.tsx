import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { badgeRecipe } from '@chakra-ui/react/theme';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { BulkOrder } from '#schemas/generated/bulk-order.ts';
import { DataTable, type Column } from '#web/components/data-table.tsx';
import type { SortState } from '#web/components/data/table-sort.ts';
import { tableState } from '#web/components/data/table-state.ts';
import { formatDateTime, useDatePreference } from '#web/components/date-format.ts';
import { toastSuccess } from '#web/components/load-error.ts';
import { PageTitle } from '#web/components/page-title.tsx';
import { Pagination } from '#web/components/pagination.tsx';
import { readRowsPerPage } from '#web/components/rows-per-page.ts';
import { useUrlFilter } from '#web/components/use-url-filter.ts';
import { readSessionUser } from '#web/lib/session-user.ts';
import { BulkOrderFilters } from './bulk-order-filters.tsx';
import { DEFAULT_SORT, filterFromUrl, toQuery, type BulkOrderFilter } from './bulk-order-filter.ts';
import { BulkOrderModal } from './bulk-order-modal.tsx';
import { getBulkOrders } from './get-bulk-orders.ts';
import { getCustomerOptions } from './get-customer-options.ts';
import { productsQuery } from '#web/lib/get-products.ts';
import { EmailAddress } from '#web/components/email-address.tsx';

const STATUS_PALETTE: Record<BulkOrder['orderStatus'], string> = {
  created: 'gray', open: 'blue', rejected: 'red', 'partially shipped': 'orange', 'fully shipped': 'green',
};

/** Bulk Orders (docs/product.md#bulk-orders-customers-and-products): filters, Create Order, the table and one modal for new and edit. */
export default function BulkOrdersPage() {
  const [urlFilter, setUrlFilter] = useUrlFilter();
  const filter = useMemo(() => filterFromUrl(urlFilter), [urlFilter]);
  const [page, setPage] = useState(() => ({ limit: readRowsPerPage(), offset: 0 }));
  const [modal, setModal] = useState<{ order: BulkOrder | null } | null>(null);
  const preference = useDatePreference();
  const user = useMemo(() => readSessionUser(), []);
  const [sort, setSort] = useState<SortState>(DEFAULT_SORT);
  const client = useQueryClient();
  const customers = useQuery({ queryKey: ['lookup', 'customer-options'], queryFn: ({ signal }) => getCustomerOptions(signal), staleTime: 300_000 });
  const products = useQuery(productsQuery);
  const query = useMemo(() => toQuery(filter, page, sort), [filter, page, sort]);
  const orders = useQuery({
    queryKey: ['bulk-orders', 'list', query],
    queryFn: ({ signal }) => getBulkOrders(query, signal),
    placeholderData: keepPreviousData,
  });
  const table = tableState(orders);

  const columns: Column<BulkOrder>[] = [
    { key: 'customer', header: 'Customer', cell: (o) => o.customerName || o.customerId, sortField: 'customerName' },
    { key: 'product', header: 'Product', cell: (o) => o.productName ?? o.productId, sortField: 'productName' },
    { key: 'email', header: 'Email', cell: (o) => <EmailAddress address={o.userEmail} />, sortField: 'userEmail' },
    { key: 'quantity', header: 'Quantity', cell: (o) => o.quantity.toLocaleString('en-US'), align: 'end', sortField: 'quantity' },
    {
      key: 'status',
      header: 'Status',
      sortField: 'orderStatus',
      cell: (o) => (
        <>
          <Badge recipe={badgeRecipe} colorPalette={STATUS_PALETTE[o.orderStatus]} variant="subtle" whiteSpace="nowrap">{o.orderStatus}</Badge>
          {o.orderStatus === 'rejected' && o.rejectReason && (
            <Text fontSize="xs" color="fg.muted" mt="1" maxW="16rem">
              Reason: {o.rejectReason}
            </Text>
          )}
        </>
      ),
    },
    { key: 'created', header: 'Created', cell: (o) => <Text as="span" whiteSpace="nowrap">{formatDateTime(o.createdAt, preference)}</Text>, sortField: 'createdAt' },
    {
      key: 'actions',
      header: 'Actions',
      align: 'end',
      cell: (o) =>
        o.editable || o.allowedStatuses.length > 1 ? (
          <Button size="xs" variant="outline" onClick={() => setModal({ order: o })} aria-label={`Edit order of ${o.customerName || o.customerId}, ${formatDateTime(o.createdAt, preference)}`}>
            Edit
          </Button>
        ) : null,
    },
  ];

  const search = (next: BulkOrderFilter) => {
    setUrlFilter({ ...next });
    setPage((p) => ({ ...p, offset: 0 }));
  };

  return (
    <Stack gap="4" px={{ base: '4', md: '6' }} py="6">
      <PageTitle title="Bulk Orders" />
      <BulkOrderFilters value={filter} customers={customers.data ?? []} products={products.data ?? []} onSearch={search} />
      <HStack justify="end" align="end" flexWrap="wrap" gap="4">
        <Button onClick={() => setModal({ order: null })}>Create Order</Button>
      </HStack>
      <DataTable caption="Bulk orders" columns={columns} rows={orders.data?.items} rowKey={(o) => o.id} {...table} sort={sort}
        onSortChange={(next) => {
          setSort(next);
          setPage((p) => ({ ...p, offset: 0 }));
        }} />
      <Pagination total={orders.data?.total ?? 0} totalCapped={orders.data?.totalCapped} limit={page.limit} offset={page.offset} onChange={setPage} disabled={table.loading} />
      {modal && (
        <BulkOrderModal
          order={modal.order}
          customers={customers.data ?? []}
          products={products.data ?? []}
          defaultEmail={user?.email ?? ''}
          onClose={() => setModal(null)}
          onSaved={() => {
            toastSuccess(modal.order ? 'The order has been saved.' : 'The order has been created.');
            setModal(null);
            void client.invalidateQueries({ queryKey: ['bulk-orders', 'list'] });
          }}
        />
      )}
    </Stack>
  );
}
