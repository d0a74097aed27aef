import type { ProgressRow } from '#schemas/generated/progress.ts';
import { MONTH_NAMES } from './progress-period.ts';

export interface TrendMonth {
  period: string;
  /** 'Dec 2025' */
  label: string;
  shipped: number;
  /** null: no quota in force that month */
  quota: number | null;
}

/** One state's months of the trend: every period, a month without a row being nothing shipped and no quota. */
export function trendMonths(rows: readonly ProgressRow[], state: string, periods: readonly string[]): TrendMonth[] {
  const byPeriod = new Map(rows.filter((r) => r.state === state).map((r) => [r.period, r]));
  return periods.map((period) => {
    const row = byPeriod.get(period);
    const month = Number(period.slice(5, 7));
    return {
      period,
      label: `${MONTH_NAMES[month - 1]!.slice(0, 3)} ${period.slice(0, 4)}`,
      shipped: row?.shippedUnits ?? 0,
      quota: row && row.quotaLimit > 0 ? row.quotaLimit : null,
    };
  });
}
