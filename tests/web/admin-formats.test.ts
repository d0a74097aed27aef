import { describe, expect, it } from 'vitest';
import { browserDatePreference } from '#schemas/date-preference.ts';
import { DATE_FORMATS, formatDate, formatDateTime, formatTime, parseDay, setDatePreference } from '#web/components/date-format.ts';
import { readSessionUser, writeSessionUser } from '#web/lib/session-user.ts';
import { clampNonNegative } from '#web/components/non-negative.ts';
import { readRowsPerPage, writeRowsPerPage } from '#web/components/rows-per-page.ts';
import { canUpdateQuota, newQuotaProblem } from '#web/features/quotas/quota-rules.ts';

describe('date and time formats', () => {
  const day = new Date(2024, 4, 7, 15, 4);

  it('offers six date formats, month-day-year first', () => {
    expect(DATE_FORMATS.map((f) => formatDate(day, f))).toEqual(['05/07/2024', '07/05/2024', '2024-05-07', '07.05.2024', 'May 7, 2024', '7 May 2024']);
  });

  it("reads as the browser's language writes dates until the person chooses (decision 066)", () => {
    expect(browserDatePreference('en-US')).toEqual({ date: 'MM/DD/YYYY', time: '12h' });
    expect(browserDatePreference('en-GB')).toEqual({ date: 'DD/MM/YYYY', time: '24h' });
    expect(browserDatePreference('de-DE')).toEqual({ date: 'DD.MM.YYYY', time: '24h' });
    expect(browserDatePreference('sv-SE')).toEqual({ date: 'YYYY-MM-DD', time: '24h' });
  });

  it('understands a day typed in the person\'s format, or as YYYY-MM-DD, and nothing that is not a day', () => {
    expect(parseDay('11/26/2026', 'MM/DD/YYYY')).toBe('2026-11-26');
    expect(parseDay('26/11/2026', 'DD/MM/YYYY')).toBe('2026-11-26');
    expect(parseDay('26.11.2026', 'DD.MM.YYYY')).toBe('2026-11-26');
    expect(parseDay('Nov 26, 2026', 'MMM D, YYYY')).toBe('2026-11-26');
    expect(parseDay('26 november 2026', 'D MMM YYYY')).toBe('2026-11-26');
    expect(parseDay('2026-11-26', 'MM/DD/YYYY')).toBe('2026-11-26');
    expect(parseDay('02/30/2026', 'MM/DD/YYYY')).toBeNull();
    expect(parseDay('last week', 'MM/DD/YYYY')).toBeNull();
  });

  it("writes a time in another time zone's wall clock (the programme's, on the Jobs page)", () => {
    expect(formatDateTime('2026-11-30T14:00:00.000Z', { date: 'MMM D, YYYY', time: '12h' }, true, 'America/Denver')).toBe('Nov 30, 2026 7:00 AM');
    expect(formatDateTime('2026-11-30T14:00:00.000Z', { date: 'DD/MM/YYYY', time: '24h' }, true, 'America/New_York')).toBe('30/11/2026 09:00');
  });

  it('writes 24- and 12-hour times, midnight and noon included', () => {
    expect(formatTime(day, '24h')).toBe('15:04');
    expect(formatTime(day, '12h')).toBe('3:04 PM');
    expect(formatTime(new Date(2024, 0, 1, 0, 5), '12h')).toBe('12:05 AM');
    expect(formatTime(new Date(2024, 0, 1, 12, 0), '12h')).toBe('12:00 PM');
  });

  it("keeps the choice in the signed-in person's profile", () => {
    writeSessionUser({ id: 'u1', email: 'a@example.org', firstName: 'A', lastName: 'B', claims: { role: 'admin', customers: [] } });
    setDatePreference({ date: 'D MMM YYYY', time: '12h' });
    expect(readSessionUser()?.datePreference).toEqual({ date: 'D MMM YYYY', time: '12h' });
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
