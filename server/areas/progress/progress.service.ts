import type { Progress, ProgressRow } from '#schemas/generated/progress.ts';
import type { ListOrder } from '#server/lists/list-order.ts';
import { remainingLevel, remainingPercent } from '#schemas/remaining-quota.ts';
import { monthsEndingAt } from '#engine/dates.ts';
import { quotasInForce, usageIn } from '#server/areas/quotas/index.ts';
import { statesOf } from '#server/areas/us-states/index.ts';
import type { Db } from '#server/db/database.ts';


/** The columns the Progress table sorts on (docs/product.md#quotas-and-progress: State, Month, Year, Taken from quota, Shipped, Remaining, and the limit). */
export const PROGRESS_SORT_FIELDS = ['stateName', 'month', 'year', 'usedUnits', 'shippedUnits', 'quotaLimit', 'remaining'] as const;
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
 * The units of a state's month that have shipped or been delivered (the consumer-orders area's `shippedUnitsIn`, which
 * the area above gives: progress sits below the orders, decision 046).
 */
export type ShippedUnitsIn = (db: Db, periods: readonly string[], state?: string) => Promise<{ state: string; period: string; shippedUnits: number }[]>;

/** A state's quota month in figures (docs/product.md#quotas-and-progress, decision 063; `FIGURE_LABELS` names them). */
export interface MonthFigures {
  state: string;
  period: string;
  /** the quota in force that month; null: none */
  quotaUnits: number | null;
  /** units taken from the quota: the month's orders not cancelled, whatever their status */
  usedUnits: number;
  /** units of the month's orders that have shipped or been delivered */
  shippedUnits: number;
  /** quotaUnits − usedUnits, never below 0 (0 without a quota) */
  remaining: number;
  remainingPercent: number | null;
}

/**
 * The figures of every state month among `periods` that had a quota in force or orders taken from it, keyed
 * `STATE|YYYY-MM`: the one definition Progress and the report emails both show.
 */
export async function monthFigures(
  db: Db, periods: readonly string[], timeZones: ReadonlyMap<string, string | null>, shippedIn: ShippedUnitsIn, state?: string,
): Promise<Map<string, MonthFigures>> {
  const [limits, usage, shipped] = await Promise.all([
    quotasInForce(db, [...periods], timeZones, state), usageIn(db, periods, state), shippedIn(db, periods, state),
  ]);
  const figures = new Map<string, MonthFigures>();
  const of = (key: string) => {
    let f = figures.get(key);
    if (!f) {
      const quotaUnits = limits.get(key) ?? null;
      const bar = key.indexOf('|');
      figures.set(key, (f = { state: key.slice(0, bar), period: key.slice(bar + 1), quotaUnits, usedUnits: 0, shippedUnits: 0, remaining: 0, remainingPercent: null }));
    }
    return f;
  };
  for (const key of limits.keys()) of(key);
  for (const u of usage) of(`${u.state}|${u.period}`).usedUnits = u.usedUnits;
  for (const r of shipped) of(`${r.state}|${r.period}`).shippedUnits = r.shippedUnits;
  for (const f of figures.values()) {
    f.remaining = Math.max(0, (f.quotaUnits ?? 0) - f.usedUnits);
    f.remainingPercent = f.quotaUnits === null ? null : remainingPercent(f.quotaUnits, f.usedUnits);
  }
  return figures;
}

/**
 * The programme's progress for a month (or every month of a year): one row per state that had a quota in that month
 * or had orders, with its figures (`monthFigures`); the limit from the quota in force that month (its history: a past
 * month keeps the quota it had, docs/product.md#quotas-and-progress).
 */
export async function progressOf(
  db: Db,
  shippedIn: ShippedUnitsIn,
  query: { year: number; month?: number; state?: string; order?: ListOrder<ProgressSortField> },
): Promise<Progress> {
  return progressIn(db, shippedIn, periodsOf(query.year, query.month), query);
}

/**
 * The trend: each state's figures against the quota in force, month by month, for the `months`
 * months ending with `endPeriod` (YYYY-MM), oldest first.
 */
export async function trendOf(db: Db, shippedIn: ShippedUnitsIn, query: { endPeriod: string; months: number; state?: string }): Promise<Progress> {
  return progressIn(db, shippedIn, monthsEndingAt(query.endPeriod, query.months), query);
}

async function progressIn(db: Db, shippedIn: ShippedUnitsIn, periods: string[], query: { state?: string; order?: ListOrder<ProgressSortField> }): Promise<Progress> {
  const info = await statesOf(db);
  const timeZones = new Map([...info].map(([code, s]) => [code, s.timeZone]));
  const figures = await monthFigures(db, periods, timeZones, shippedIn, query.state);
  const rows: ProgressRow[] = [];
  for (const f of figures.values()) {
    if (f.quotaUnits === null && f.usedUnits === 0 && f.shippedUnits === 0) continue;
    rows.push({
      state: f.state, stateName: info.get(f.state)?.name ?? f.state, period: f.period,
      year: Number(f.period.slice(0, 4)),
      month: Number(f.period.slice(5)),
      usedUnits: f.usedUnits,
      shippedUnits: f.shippedUnits,
      quotaLimit: f.quotaUnits ?? 0,
      remaining: f.remaining,
      remainingPercent: f.remainingPercent,
      level: remainingLevel(f.remainingPercent),
    });
  }
  rows.sort(query.order ? compareBy(query.order) : (a, b) => a.period.localeCompare(b.period) || a.stateName.localeCompare(b.stateName));
  return { rows, remainingUnits: rows.reduce((sum, r) => sum + r.remaining, 0) };
}
