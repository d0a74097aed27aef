import { createError } from '#server/errors/app-error.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const ISO_START = /^\d{4}-\d{2}-\d{2}/;

/** A half-open range of stored timestamps: `from <= t < to` (or `<= to` when the end is an exact instant). */
export interface InstantRange {
  from?: string;
  to?: string;
  toInclusive: boolean;
}

/**
 * The start of a day range in the stored form (ISO UTC). A bare day (`2024-05-01`) is the whole UTC day; an
 * instant (`2024-05-01T06:00:00.000Z`, what the browser sends for the user's own local midnight) is taken as is.
 * startOf('2024-05-01') === '2024-05-01T00:00:00.000Z'
 */
export function startOf(value: string, field: string): string {
  const date = new Date(DAY.test(value) ? `${value}T00:00:00.000Z` : value);
  if (!ISO_START.test(value) || Number.isNaN(date.getTime())) {
    throw createError('BAD_QUERY', `${field}: "${value}" is not a date (use YYYY-MM-DD or an ISO date-time)`, 400);
  }
  return date.toISOString();
}

/** The end of a range: a bare day includes that whole day (exclusive start of the next), an instant is inclusive. */
export function endOf(value: string, field: string): { at: string; inclusive: boolean } {
  const start = startOf(value, field);
  if (!DAY.test(value)) return { at: start, inclusive: true };
  const next = new Date(start);
  next.setUTCDate(next.getUTCDate() + 1);
  return { at: next.toISOString(), inclusive: false };
}

/** dayRange('2024-05-01', '2024-05-31', 'orderDate') → { from: '2024-05-01T00:00…', to: '2024-06-01T00:00…', toInclusive: false } */
export function dayRange(from: string | undefined, to: string | undefined, field: string): InstantRange {
  const range: InstantRange = { toInclusive: false };
  if (from) range.from = startOf(from, field);
  if (to) {
    const end = endOf(to, field);
    range.to = end.at;
    range.toInclusive = end.inclusive;
  }
  if (range.from && range.to && range.from > range.to) {
    throw createError('BAD_QUERY', `${field}: the range starts after it ends`, 400);
  }
  return range;
}
