import { Badge, Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { badgeRecipe } from '@chakra-ui/react/theme';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { consumerOrderPath } from '#web/lib/paths.ts';
import type { ConsumerOrder } from '#schemas/generated/consumer-order.ts';
import type { ConsumerOrdersQuery } from '#schemas/generated/consumer-orders-query.ts';
import { DataTable, type Column } from '#web/components/data-table.tsx';
import { orderParam, type SortState } from '#web/components/data/table-sort.ts';
import { tableState } from '#web/components/data/table-state.ts';
import { formatDateTime, useDatePreference } from '#web/components/date-format.ts';
import { toastError } from '#web/components/load-error.ts';
import { PageTitle } from '#web/components/page-title.tsx';
import { Pagination } from '#web/components/pagination.tsx';
import { readRowsPerPage } from '#web/components/rows-per-page.ts';
import { useUrlFilter } from '#web/components/use-url-filter.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { ConsumerOrderFilters } from './consumer-order-filters.tsx';
import { filterFromUrl, toQuery, type ConsumerOrderFilter } from './consumer-order-filter.ts';
import { downloadConsumerOrders } from './download-consumer-orders.ts';
import { getConsumerOrders } from './get-consumer-orders.ts';
import { OrderSearchBox } from './order-search-box.tsx';
import { OrderStatusBadge } from './order-status-badge.tsx';
import { EMPTY_FILTER } from './consumer-order-filter.ts';
import { productsQuery } from '#web/lib/get-products.ts';
import { usStatesQuery } from '#web/lib/get-us-states.ts';

/**
 * Consumer Orders (docs/product.md#consumer-orders): find an order by MRN, email or phone; filters held in the address; the table
 * (each MRN opens its order), paging and the spreadsheet download.
 */
export default function ConsumerOrdersPage() {
  const [urlFilter, setUrlFilter] = useUrlFilter();
  const filter = useMemo(() => filterFromUrl(urlFilter), [urlFilter]);
  const query = useMemo(() => toQuery(filter), [filter]);
  const [page, setPage] = useState(() => ({ limit: readRowsPerPage(), offset: 0 }));
  const [downloading, setDownloading] = useState(false);
  const preference = useDatePreference();
  const [sort, setSort] = useState<SortState>({ field: 'orderDate', direction: 'desc' });
  const products = useQuery(productsQuery);
  const states = useQuery(usStatesQuery);
  const orders = useQuery({
    queryKey: ['consumer-orders', query, page, sort],
    queryFn: ({ signal }) => getConsumerOrders({ ...query, ...page, order: orderParam(sort) as ConsumerOrdersQuery['order'] }, signal),
    placeholderData: keepPreviousData,
  });
  const table = tableState(orders);
  const navigate = useNavigate();

  const columns: Column<ConsumerOrder>[] = [
    {
      key: 'mrn', header: 'MRN',
      cell: (o) => <Link asChild fontFamily="mono" whiteSpace="nowrap" color="fg.info"><RouterLink to={consumerOrderPath(o.mrn)}>{o.mrn}</RouterLink></Link>,
    },
    // A flagged order says so under its status, with the reason in words (colour alone tells a screen reader nothing).
    {
      key: 'status', header: 'Status',
      cell: (o) => (
        <Stack gap="1" align="start" minW="8rem" maxW="12rem" whiteSpace="normal">
          <OrderStatusBadge status={o.status} />
          {o.flaggedForReview && (
            <>
              <Badge recipe={badgeRecipe} colorPalette="orange" variant="outline">Flagged</Badge>
              <Text textStyle="xs">{o.reviewReason}</Text>
            </>
          )}
        </Stack>
      ),
    },
    { key: 'product', header: 'Product', cell: (o) => o.productName ?? o.productId, sortField: 'productName' },
    { key: 'state', header: 'State', cell: (o) => o.state, sortField: 'state' },
    { key: 'orderDate', header: 'Order Date', cell: (o) => formatDateTime(o.orderDate, preference), sortField: 'orderDate' },
    { key: 'quantity', header: 'Quantity', cell: (o) => o.quantity, align: 'end', sortField: 'quantity' },
    { key: 'reason', header: 'Reason', cell: (o) => o.reason, sortField: 'reason' },
    { key: 'tracking', header: 'Tracking Number', cell: (o) => o.trackingNumber ?? '', sortField: 'trackingNumber' },
  ];

  const search = (next: ConsumerOrderFilter) => {
    setUrlFilter({ ...next });
    setPage((p) => ({ ...p, offset: 0 }));
  };

  const download = async () => {
    setDownloading(true);
    try {
      await downloadConsumerOrders(query);
    } catch (error) {
      toastError(error instanceof ApiError ? error.message : 'The spreadsheet could not be downloaded. Please try again.');
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Stack gap="4" px={{ base: '4', md: '6' }} py="6">
      <PageTitle title="Consumer Orders" />
      <OrderSearchBox onFind={(found) => {
        if (found.kind === 'mrn') navigate(consumerOrderPath(found.mrn));
        else search({ ...EMPTY_FILTER, email: found.kind === 'email' ? found.email : '', phone: found.kind === 'phone' ? found.phone : '' });
      }} />
      {(filter.email || filter.phone) && (
        <HStack gap="3" wrap="wrap" role="status">
          <Text>Orders of the person with {filter.email ? 'email' : 'phone'} <Text as="strong">{filter.email || filter.phone}</Text></Text>
          <Button size="xs" variant="outline" onClick={() => search({ ...filter, email: '', phone: '' })}>Show everyone's orders</Button>
        </HStack>
      )}
      <ConsumerOrderFilters value={filter} products={products.data ?? []} states={states.data ?? []} onSearch={search} />
      <HStack justify="end" align="end" flexWrap="wrap" gap="4">
        <Button onClick={download} loading={downloading} loadingText="Preparing spreadsheet…" disabled={table.loading || (orders.data?.total ?? 0) === 0}>
          Download spreadsheet (XLSX)
        </Button>
      </HStack>
      <DataTable caption="Consumer orders" columns={columns} rows={orders.data?.items} rowKey={(o) => o.id} {...table} sort={sort}
        onSortChange={(next) => {
          setSort(next);
          setPage((p) => ({ ...p, offset: 0 }));
        }} />
      <Pagination total={orders.data?.total ?? 0} totalCapped={orders.data?.totalCapped} limit={page.limit} offset={page.offset} onChange={setPage} disabled={table.loading} />
    </Stack>
  );
}
