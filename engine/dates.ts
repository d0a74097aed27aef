/**
 * Calendar dates as 'YYYY-MM-DD' strings, computed without a clock or time zone: "today" always comes in as data
 * (the state's own date), so these are plain arithmetic on year, month and day.
 */

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** isLeapYear(2024) === true */
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** daysInMonth(2025, 2) === 28 */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** parseIsoDate('2025-02-30') === null; parseIsoDate('2025-02-28') → { year: 2025, month: 2, day: 28 } */
export function parseIsoDate(text: string): CalendarDate | null {
  const m = ISO_DATE.exec(text);
  if (!m) return null;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** formatIsoDate({ year: 2025, month: 3, day: 1 }) === '2025-03-01' */
export function formatIsoDate(date: CalendarDate): string {
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

/** addMonths('2025-01-31', 1) === '2025-02-28' (the day is clamped to the end of the month); null for a bad date. */
export function addMonths(text: string, months: number): string | null {
  const date = parseIsoDate(text);
  if (!date || !Number.isInteger(months)) return null;
  const index = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  return formatIsoDate({ year, month, day: Math.min(date.day, daysInMonth(year, month)) });
}

/** addDays('2025-03-01', -1) === '2025-02-28'; null for a bad date. */
export function addDays(text: string, days: number): string | null {
  const date = parseIsoDate(text);
  if (!date || !Number.isInteger(days)) return null;
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return formatIsoDate({ year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() });
}

/** firstOfNextMonth('2025-12-14') === '2026-01-01' */
export function firstOfNextMonth(text: string): string | null {
  const date = parseIsoDate(text);
  if (!date) return null;
  const next = addMonths(formatIsoDate({ ...date, day: 1 }), 1);
  return next;
}

/** The language tag dates are written in: 'en' alone reads as American English ('January 23, 2027'). */
const dateLocale = (locale: string) => (locale === 'en' ? 'en-US' : locale);

// Made once per language: a formatter costs about 0.2 ms to make and under a microsecond to use.
const longFormats = new Map<string, Intl.DateTimeFormat>();

function longFormat(locale: string): Intl.DateTimeFormat {
  let format = longFormats.get(locale);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat(dateLocale(locale), { dateStyle: 'long', timeZone: 'UTC' });
    } catch {
      format = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
    }
    longFormats.set(locale, format);
  }
  return format;
}

/** longDate('2027-01-23', 'en') === 'January 23, 2027': a date as people read it; null for a bad date. */
export function longDate(text: string, locale = 'en'): string | null {
  const date = parseIsoDate(text);
  if (!date) return null;
  return longFormat(locale).format(Date.UTC(date.year, date.month - 1, date.day));
}

const monthFormats = new Map<string, Intl.DateTimeFormat>();

/** monthAndYear('2026-11') === 'November 2026': a month (YYYY-MM) as people read it, in American English unless told. */
export function monthAndYear(period: string, locale = 'en'): string {
  let format = monthFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(dateLocale(locale), { month: 'long', year: 'numeric', timeZone: 'UTC' });
    monthFormats.set(locale, format);
  }
  return format.format(Date.UTC(Number(period.slice(0, 4)), Number(period.slice(5, 7)) - 1, 1));
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * calendarDayIn(new Date('2025-03-01T05:00:00Z'), 'America/Denver') === '2025-02-28': the calendar day (YYYY-MM-DD)
 * an instant falls on in a time zone. The instant comes in as data, like today's date; a state's day and quota month
 * (server/areas/us-states/state-calendar.ts) and the day a scheduled job runs are this.
 */
export function calendarDayIn(at: Date, timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** monthsEndingAt('2026-02', 3) → ['2025-12', '2026-01', '2026-02']: `count` months (YYYY-MM) up to `period`, oldest first. */
export function monthsEndingAt(period: string, count: number): string[] {
  const year = Number(period.slice(0, 4));
  const month = Number(period.slice(5, 7));
  return Array.from({ length: count }, (_, i) => {
    const index = year * 12 + (month - 1) - (count - 1) + i;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}
