import { describe, expect, it } from 'vitest';
import { addDays, addMonths, firstOfNextMonth, parseIsoDate } from '#engine/dates.ts';

describe('dates without a clock', () => {
  it('adds calendar months, clamping the day', () => {
    expect(addMonths('2025-01-31', 1)).toBe('2025-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2025-11-30', 3)).toBe('2026-02-28');
    expect(addMonths('2025-03-14', -3)).toBe('2024-12-14');
  });

  it('adds days across months, years and leap days', () => {
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2026-11-24', -29)).toBe('2026-10-26');
    expect(addDays('2025-02-30', 1)).toBeNull();
  });

  it('finds the first day of next month', () => {
    expect(firstOfNextMonth('2025-03-14')).toBe('2025-04-01');
    expect(firstOfNextMonth('2025-12-31')).toBe('2026-01-01');
  });

  it('parses only real dates', () => {
    expect(parseIsoDate('2025-02-29')).toBeNull();
    expect(parseIsoDate('2000-02-29')).toEqual({ year: 2000, month: 2, day: 29 });
    expect(parseIsoDate('1900-02-29')).toBeNull();
  });
});
