/**
 * The lot number and expiry date of a naloxone kit (docs/product.md#kits-that-expire, decision 078), as a mailing
 * service's file, staff and the kit's box write them. The expiry is a calendar date: a box prints a month and year,
 * which means the kit is good to the month's last day, so a month is kept as that day.
 */
import { daysInMonth, formatIsoDate, monthAndYear, parseIsoDate } from './dates.ts';

/** A lot number: 1 to 20 letters, digits and hyphens, as printed on the box (kept in capitals). */
export const KIT_LOT_PATTERN = /^[A-Z0-9][A-Z0-9-]{0,19}$/;

/** kitLotOf(' abc123 ') === 'ABC123'; undefined for what is not a lot number. */
export function kitLotOf(text: string): string | undefined {
  const lot = text.trim().toUpperCase();
  return KIT_LOT_PATTERN.test(lot) ? lot : undefined;
}

/** Expiry years accepted: a kit made today expires in 2 to 3 years; nothing before 2000 or after 2099 is a kit's. */
const YEARS = { min: 2000, max: 2099 } as const;

const lastDay = (year: number, month: number) => formatIsoDate({ year, month, day: daysInMonth(year, month) });

/**
 * kitExpiryOf('03/2028') === '2028-03-31'; also '2028-03', '3/2028', '2028-03-15', '3/15/2028' (a day given is kept).
 * Undefined for anything else (a month 13, a day 31 of April, a year outside 2000–2099).
 */
export function kitExpiryOf(text: string): string | undefined {
  const t = text.trim();
  let match = /^(\d{4})-(\d{1,2})$/.exec(t);
  let year: number, month: number, day: number | undefined;
  if (match) [year, month] = [Number(match[1]), Number(match[2])];
  else if ((match = /^(\d{1,2})\/(\d{4})$/.exec(t))) [year, month] = [Number(match[2]), Number(match[1])];
  else if ((match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(t))) [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  else if ((match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(t))) [year, month, day] = [Number(match[3]), Number(match[1]), Number(match[2])];
  else return undefined;
  if (year < YEARS.min || year > YEARS.max || month < 1 || month > 12) return undefined;
  if (day === undefined) return lastDay(year, month);
  const iso = formatIsoDate({ year, month, day });
  return parseIsoDate(iso) ? iso : undefined;
}

/** kitExpiryWords('2028-03-31', 'es') === 'marzo de 2028': the month and year, as the box prints them. */
export function kitExpiryWords(expiresOn: string, locale = 'en'): string {
  return monthAndYear(expiresOn.slice(0, 7), locale);
}
