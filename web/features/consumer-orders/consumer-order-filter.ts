import type { ConsumerOrdersQuery } from '#schemas/generated/consumer-orders-query.ts';
import { clampNonNegative } from '#web/components/non-negative.ts';
import { localDayEnd, localDayStart } from '#web/components/local-day.ts';
import type { UrlFilter } from '#web/components/url-filter.ts';

/** The filter panel's values, as typed (and as kept in the address's `filter` parameter). */
export interface ConsumerOrderFilter {
  ndc: string;
  orderDateFrom: string;
  orderDateTo: string;
  state: string;
  quantity: string;
  reason: string;
  trackingNumber: string;
}

export const EMPTY_FILTER: ConsumerOrderFilter = { ndc: '', orderDateFrom: '', orderDateTo: '', state: '', quantity: '', reason: '', trackingNumber: '' };

export const REQUEST_REASONS = ['New Request', 'Expired', 'Used', 'Lost', 'Damaged'] as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Reads a filter from the address, keeping only known fields with sensible values. */
export function filterFromUrl(url: UrlFilter | null): ConsumerOrderFilter {
  const text = (key: keyof ConsumerOrderFilter) => (typeof url?.[key] === 'string' || typeof url?.[key] === 'number' ? String(url[key]).trim() : '');
  const day = (key: 'orderDateFrom' | 'orderDateTo') => (DAY.test(text(key)) ? text(key) : '');
  return {
    ndc: text('ndc'),
    orderDateFrom: day('orderDateFrom'),
    orderDateTo: day('orderDateTo'),
    state: text('state').toUpperCase().slice(0, 2),
    quantity: clampNonNegative(text('quantity')),
    reason: text('reason'),
    trackingNumber: text('trackingNumber'),
  };
}

/** The API query of a filter: days become the person's local day boundaries. */
export function toQuery(filter: ConsumerOrderFilter): ConsumerOrdersQuery {
  const query: ConsumerOrdersQuery = {};
  if (filter.ndc) query.ndc = filter.ndc;
  const from = filter.orderDateFrom && localDayStart(filter.orderDateFrom);
  const to = filter.orderDateTo && localDayEnd(filter.orderDateTo);
  if (from) query.orderDateFrom = from;
  if (to) query.orderDateTo = to;
  if (filter.state) query.state = filter.state;
  if (filter.quantity !== '') query.quantity = Number(filter.quantity);
  if (filter.reason) query.reason = filter.reason;
  if (filter.trackingNumber) query.trackingNumber = filter.trackingNumber;
  return query;
}
