import { describe, expect, it } from 'vitest';
import { DATE_FORMATS, formatDate, formatDateTime, formatTime, setDatePreference } from '#web/components/date-format.ts';
import { clampNonNegative } from '#web/components/non-negative.ts';
import { readRowsPerPage, writeRowsPerPage } from '#web/components/rows-per-page.ts';
import { canUpdateQuota, newQuotaProblem } from '#web/features/quotas/quota-rules.ts';

describe('date and time formats', () => {
  const day = new Date(2024, 4, 7, 15, 4);

  it('offers six date formats, year-month-day first', () => {
    expect(DATE_FORMATS.map((f) => formatDate(day, f))).toEqual(['2024-05-07', '05/07/2024', '07/05/2024', '07.05.2024', 'May 7, 2024', '7 May 2024']);
  });

  it('writes 24- and 12-hour times, midnight and noon included', () => {
    expect(formatTime(day, '24h')).toBe('15:04');
    expect(formatTime(day, '12h')).toBe('3:04 PM');
    expect(formatTime(new Date(2024, 0, 1, 0, 5), '12h')).toBe('12:05 AM');
    expect(formatTime(new Date(2024, 0, 1, 12, 0), '12h')).toBe('12:00 PM');
  });

  it('remembers the choice', () => {
    setDatePreference({ date: 'D MMM YYYY', time: '12h' });
    expect(JSON.parse(localStorage.getItem('portal.dateFormat')!)).toEqual({ date: 'D MMM YYYY', time: '12h' });
    expect(formatDateTime(day.toISOString(), { date: 'D MMM YYYY', time: '12h' })).toBe('7 May 2024 3:04 PM');
    expect(formatDateTime('not a date', { date: 'YYYY-MM-DD', time: '24h' })).toBe('');
  });
});

describe('page sizes', () => {
  it('defaults to 10 and keeps only the offered sizes', () => {
    expect(readRowsPerPage()).toBe(10);
    writeRowsPerPage(50);
    expect(readRowsPerPage()).toBe(50);
    writeRowsPerPage(7);
    expect(readRowsPerPage()).toBe(50);
    localStorage.setItem('portal.rowsPerPage', '1000');
    expect(readRowsPerPage()).toBe(10);
  });
});

describe('numeric filters and quota rules', () => {
  it('clamps a non-negative filter at 0', () => {
    expect(clampNonNegative('-3')).toBe('0');
    expect(clampNonNegative('4')).toBe('4');
    expect(clampNonNegative('2.7')).toBe('2');
    expect(clampNonNegative('')).toBe('');
    expect(clampNonNegative('e')).toBe('');
  });

  it('enables Update only for a changed quantity of at least 1', () => {
    expect(canUpdateQuota(100, '100')).toBe(false);
    expect(canUpdateQuota(100, '0')).toBe(false);
    expect(canUpdateQuota(100, '')).toBe(false);
    expect(canUpdateQuota(100, '1.5')).toBe(false);
    expect(canUpdateQuota(100, '101')).toBe(true);
  });

  it("asks to 'Please fill in all fields' for a new quota without state or quantity", () => {
    expect(newQuotaProblem('', '10')).toBe('Please fill in all fields');
    expect(newQuotaProblem('CO', '0')).toBe('Please fill in all fields');
    expect(newQuotaProblem('CO', '')).toBe('Please fill in all fields');
    expect(newQuotaProblem('CO', '10')).toBeNull();
  });
});
