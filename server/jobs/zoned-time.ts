/*
 * Wall-clock time in a time zone, without a date library: Intl tells the wall clock of an instant, and an instant
 * is found from a wall clock by correcting a first guess by the zone's offset (twice, so a guess on the other side
 * of a daylight-saving change settles). Jobs run at hours (07:00, 03:00) that no US change skips or repeats.
 */

export interface WallClock {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** wallClockOf(new Date('2026-11-23T14:00:00Z'), 'America/Denver') → { year: 2026, month: 11, day: 23, hour: 7, minute: 0 } */
export function wallClockOf(at: Date, timeZone: string): WallClock {
  const parts = formatter(timeZone).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)!.value);
  return { year: part('year'), month: part('month'), day: part('day'), hour: part('hour'), minute: part('minute') };
}

function offsetMs(at: Date, timeZone: string): number {
  const w = wallClockOf(at, timeZone);
  const seconds = at.getUTCSeconds() * 1000 + at.getUTCMilliseconds();
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute) + seconds - at.getTime();
}

/** instantOf({ year: 2026, month: 11, day: 23, hour: 7, minute: 0 }, 'America/Denver') → 2026-11-23T14:00:00.000Z */
export function instantOf(w: WallClock, timeZone: string): Date {
  const guess = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute);
  const first = guess - offsetMs(new Date(guess), timeZone);
  return new Date(guess - offsetMs(new Date(first), timeZone));
}

/** A calendar day as a UTC-midnight Date, for date arithmetic that never meets a time zone. */
export function calendarDay(year: number, month: number, day: number): Date {
  return new Date(Date.UTC(year, month - 1, day));
}

/** addDays(calendarDay(2026, 11, 30), 1) is 2026-12-01 */
export function addDays(day: Date, days: number): Date {
  return new Date(day.getTime() + days * 86_400_000);
}

/** isoDate(calendarDay(2026, 11, 3)) === '2026-11-03' */
export function isoDate(day: Date): string {
  return day.toISOString().slice(0, 10);
}

/** The ISO-8601 week of a calendar day: isoWeekOf(calendarDay(2026, 11, 22)) → { year: 2026, week: 47 }. */
export function isoWeekOf(day: Date): { year: number; week: number } {
  const weekday = day.getUTCDay() || 7;
  const thursday = addDays(day, 4 - weekday);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * 86_400_000)) + 1;
  return { year, week };
}

/** The Monday that starts ISO week `week` of `year`: isoWeekMonday(2026, 47) is 2026-11-16. */
export function isoWeekMonday(year: number, week: number): Date {
  const jan4 = calendarDay(year, 1, 4);
  const mondayOfWeek1 = addDays(jan4, 1 - (jan4.getUTCDay() || 7));
  return addDays(mondayOfWeek1, (week - 1) * 7);
}
