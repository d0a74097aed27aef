import { describe, expect, it } from 'vitest';
import type { ProgressRow } from '#schemas/generated/progress.ts';
import { trendMonths } from '#web/features/progress/trend-months.ts';

const row = (period: string, shippedUnits: number, quotaLimit: number): ProgressRow => ({
  state: 'CO', stateName: 'Colorado', period, year: Number(period.slice(0, 4)), month: Number(period.slice(5)), usedUnits: shippedUnits, shippedUnits, quotaLimit,
  remaining: Math.max(0, quotaLimit - shippedUnits), remainingPercent: null, level: 'none',
});

describe('one state\'s months of the trend', () => {
  it('fills the months without a row as nothing shipped and no quota, and keeps other states out', () => {
    const rows = [row('2026-01', 40, 100), row('2026-03', 0, 0), { ...row('2026-02', 9, 9), state: 'KY' }];
    expect(trendMonths(rows, 'CO', ['2026-01', '2026-02', '2026-03'])).toEqual([
      { period: '2026-01', label: 'Jan 2026', shipped: 40, quota: 100 },
      { period: '2026-02', label: 'Feb 2026', shipped: 0, quota: null },
      { period: '2026-03', label: 'Mar 2026', shipped: 0, quota: null },
    ]);
  });
});
