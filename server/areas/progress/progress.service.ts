import type { Progress, ProgressRow } from '#schemas/generated/progress.ts';
import type { ListOrder } from '#server/lists/list-order.ts';
import { remainingLevel, remainingPercent } from '#schemas/remaining-quota.ts';
import { monthsEndingAt } from '#engine/dates.ts';
import { quotasInForce, usageIn } from '#server/areas/quotas/index.ts';
import { statesOf } from '#server/areas/us-states/index.ts';
import type { Db } from '#server/db/database.ts';


/** The columns the Progress table sorts on (docs/product.md#quotas-and-progress: State, Month, Year, Shipped, Remaining, and the limit). */
export const PROGRESS_SORT_FIELDS = ['stateName', 'month', 'year', 'orderedQty', 'quotaLimit', 'remaining'] as const;
export type ProgressSortField = (typeof PROGRESS_SORT_FIELDS)[number];

/*
 * The rows are computed per request (a few states × at most 12 months), so they are sorted here rather than in SQL.
 * Ties go by period, then state name, in the direction asked, so every sort is total and stable.
 */
function compareBy(order: ListOrder<ProgressSortField>): (a: ProgressRow, b: ProgressRow) => number {
  const sign = order.direction === 'asc' ? 1 : -1;
  const tie = (a: ProgressRow, b: ProgressRow) => a.period.localeCompare(b.period) || a.stateName.localeCompare(b.stateName);
  return (a, b) => {
    const x = a[order.field];
    const y = b[order.field];
    const primary = typeof x === 'string' && typeof y === 'string' ? x.localeCompare(y) : Number(x) - Number(y);
    return sign * (primary || tie(a, b));
  };
}

/** periodsOf(2024, 5) → ['2024-05']; periodsOf(2024) → the twelve months of 2024. */
export function periodsOf(year: number, month?: number): string[] {
  const months = month ? [month] : Array.from({ length: 12 }, (_, i) => i + 1);
  return months.map((m) => `${year}-${String(m).padStart(2, '0')}`);
}

/**
 * The programme's progress for a month (or every month of a year): one row per state that had a quota in that month
 * or had orders, shipped units from the month's usage counter, the limit from the quota in force that month (its
 * history: a past month keeps the quota it had, docs/product.md#quotas-and-progress).
 */
export async function progressOf(
  db: Db,
  query: { year: number; month?: number; state?: string; order?: ListOrder<ProgressSortField> },
): Promise<Progress> {
  return progressIn(db, periodsOf(query.year, query.month), query);
}

/**
 * The trend: each state's shipped units against the quota in force, month by month, for the `months`
 * months ending with `endPeriod` (YYYY-MM), oldest first.
 */
export async function trendOf(db: Db, query: { endPeriod: string; months: number; state?: string }): Promise<Progress> {
  return progressIn(db, monthsEndingAt(query.endPeriod, query.months), query);
}

async function progressIn(db: Db, periods: string[], query: { state?: string; order?: ListOrder<ProgressSortField> }): Promise<Progress> {
  const info = await statesOf(db);
  const timeZones = new Map([...info].map(([code, s]) => [code, s.timeZone]));
  const [limits, usage] = await Promise.all([quotasInForce(db, periods, timeZones, query.state), usageIn(db, periods, query.state)]);
  const usedOf = new Map(usage.map((u) => [`${u.state}|${u.period}`, u]));
  const states = new Map<string, string>();
  for (const key of limits.keys()) {
    const code = key.slice(0, key.indexOf('|'));
    states.set(code, info.get(code)?.name ?? code);
  }
  for (const u of usage) states.set(u.state, info.get(u.state)?.name ?? u.state);

  const rows: ProgressRow[] = [];
  for (const period of periods) {
    for (const [state, stateName] of states) {
      const used = usedOf.get(`${state}|${period}`)?.usedUnits ?? 0;
      const limit = limits.get(`${state}|${period}`) ?? 0;
      if (!limits.has(`${state}|${period}`) && used === 0) continue;
      const percent = remainingPercent(limit, used);
      rows.push({
        state, stateName, period,
        year: Number(period.slice(0, 4)),
        month: Number(period.slice(5)),
        orderedQty: used,
        quotaLimit: limit,
        remaining: Math.max(0, limit - used),
        remainingPercent: percent,
        level: remainingLevel(percent),
      });
    }
  }
  rows.sort(query.order ? compareBy(query.order) : (a, b) => a.period.localeCompare(b.period) || a.stateName.localeCompare(b.stateName));
  return { rows, remainingUnits: rows.reduce((sum, r) => sum + r.remaining, 0) };
}
