import { CONSUMER_ORDER_STATUSES } from '#schemas/consumer-order-status.ts';
import type { ConsumerOrderStatus } from '#schemas/generated/consumer-order-status.ts';
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
  status: ConsumerOrderStatus | '';
  /** 'true': only flagged orders, 'false': only the others, '': all */
  flagged: '' | 'true' | 'false';
  /** set by the search box: a person's orders by their email or phone (matched exactly on the server) */
  email: string;
  phone: string;
}

export const EMPTY_FILTER: ConsumerOrderFilter = {
  ndc: '', orderDateFrom: '', orderDateTo: '', state: '', quantity: '', reason: '', trackingNumber: '', status: '', flagged: '', email: '', phone: '',
};

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
    status: (CONSUMER_ORDER_STATUSES as readonly string[]).includes(text('status')) ? (text('status') as ConsumerOrderStatus) : '',
    flagged: text('flagged') === 'true' || text('flagged') === 'false' ? (text('flagged') as 'true' | 'false') : '',
    email: text('email'),
    phone: text('phone'),
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
  if (filter.status) query.status = filter.status;
  if (filter.flagged) query.flagged = filter.flagged === 'true';
  if (filter.email) query.email = filter.email;
  if (filter.phone) query.phone = filter.phone;
  return query;
}
