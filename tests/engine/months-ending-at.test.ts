import { describe, expect, it } from 'vitest';
import { monthsEndingAt } from '#engine/dates.ts';

describe('the months of a trend', () => {
  it('counts back across a year\'s end, oldest first', () => {
    expect(monthsEndingAt('2026-02', 3)).toEqual(['2025-12', '2026-01', '2026-02']);
    expect(monthsEndingAt('2026-12', 12)[0]).toBe('2026-01');
    expect(monthsEndingAt('2026-11', 12)).toHaveLength(12);
    expect(monthsEndingAt('2026-01', 1)).toEqual(['2026-01']);
  });
});
