import type { AuditQuery } from '#schemas/generated/audit.ts';
import { localDayEnd, localDayStart } from '#web/components/local-day.ts';
import type { UrlFilter } from '#web/components/url-filter.ts';

/** The Audit Log's filters as the page's address keeps them (docs/product.md#lists): who, what kind, which days. */
export interface AuditFilter {
  actorUserId: string;
  kind: string;
  /** days of the person's own calendar, YYYY-MM-DD */
  from: string;
  to: string;
}

export const EMPTY_AUDIT_FILTER: AuditFilter = { actorUserId: '', kind: '', from: '', to: '' };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filter of the address, each value checked: a day that is not a day, or a value too long, is left out. */
export function auditFilterFromUrl(url: UrlFilter | null): AuditFilter {
  const text = (key: keyof AuditFilter, max: number) => {
    const value = url?.[key];
    return typeof value === 'string' && value.length <= max ? value.trim() : '';
  };
  const day = (key: 'from' | 'to') => (DAY.test(text(key, 10)) ? text(key, 10) : '');
  return { actorUserId: text('actorUserId', 64), kind: text('kind', 60), from: day('from'), to: day('to') };
}

/** The API's query of a filter: the days as the instants that start and end them where the person is. */
export function auditQueryOf(filter: AuditFilter): Omit<AuditQuery, 'limit' | 'offset' | 'order'> {
  const from = filter.from && localDayStart(filter.from);
  const to = filter.to && localDayEnd(filter.to);
  return {
    ...(filter.actorUserId ? { actorUserId: filter.actorUserId } : {}),
    ...(filter.kind ? { kind: filter.kind } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  };
}
