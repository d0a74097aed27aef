import { BULK_ORDER_STATUSES } from '#schemas/bulk-order-status.ts';
import type { BulkOrdersQuery } from '#schemas/generated/bulk-orders-query.ts';
import type { SortState } from '#web/components/data/table-sort.ts';
import { localDayEnd, localDayStart } from '#web/components/local-day.ts';
import type { UrlFilter } from '#web/components/url-filter.ts';

/** The filter panel's values (also kept in the address's `filter` parameter). */
export interface BulkOrderFilter {
  customerId: string;
  productId: string;
  orderStatus: string;
  userEmail: string;
  createdFrom: string;
  createdTo: string;
}

export const EMPTY_FILTER: BulkOrderFilter = { customerId: '', productId: '', orderStatus: '', userEmail: '', createdFrom: '', createdTo: '' };

/** Newest first, the server's default (createdAt DESC). */
export const DEFAULT_SORT: SortState = { field: 'createdAt', direction: 'desc' };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function filterFromUrl(url: UrlFilter | null): BulkOrderFilter {
  const text = (key: keyof BulkOrderFilter) => (typeof url?.[key] === 'string' ? String(url[key]).trim() : '');
  return {
    customerId: text('customerId'),
    productId: text('productId'),
    orderStatus: (BULK_ORDER_STATUSES as readonly string[]).includes(text('orderStatus')) ? text('orderStatus') : '',
    userEmail: text('userEmail'),
    createdFrom: DAY.test(text('createdFrom')) ? text('createdFrom') : '',
    createdTo: DAY.test(text('createdTo')) ? text('createdTo') : '',
  };
}

/** A user's text as a LIKE pattern matching it anywhere, wildcards in it taken literally. */
function contains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The query object of GET /api/bulk-orders for a filter, a page and a sort (newest first by default). */
export function toQuery(filter: BulkOrderFilter, page: { limit: number; offset: number }, sort: SortState = DEFAULT_SORT): BulkOrdersQuery {
  const and: Record<string, unknown>[] = [];
  if (filter.customerId) and.push({ customerId: filter.customerId });
  if (filter.productId) and.push({ productId: filter.productId });
  if (filter.orderStatus) and.push({ orderStatus: filter.orderStatus });
  if (filter.userEmail) and.push({ userEmail: { like: contains(filter.userEmail) } });
  if (filter.createdFrom || filter.createdTo) {
    const from = (filter.createdFrom && localDayStart(filter.createdFrom)) || '1970-01-01';
    const to = (filter.createdTo && localDayEnd(filter.createdTo)) || '9999-12-31';
    and.push({ createdAt: { between: [from, to] } });
  }
  return { limit: page.limit, offset: page.offset, order: [[sort.field, sort.direction === 'asc' ? 'ASC' : 'DESC']], ...(and.length ? { where: { and } } : {}) };
}
