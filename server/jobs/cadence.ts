import { addDays, calendarDay, instantOf, isoDate, isoWeekMonday, isoWeekOf, wallClockOf } from './zoned-time.ts';

/**
 * When a job runs and what each run is for, in the programme's time zone (docs/product.md#report-subscriptions-and-scheduled-jobs). A run is named by its
 * period: the week or month a report covers (`2026-W47`, run the Monday after; `2026-11`, run on 1 December), the
 * day or hour a housekeeping run belongs to (`2026-11-23`, `2026-11-23T10`). Labels of one cadence sort as text in
 * time order, so the latest run of a job is its greatest period.
 */
export interface Cadence {
  /** in words, for the API's messages: 'Mondays at 07:00' */
  readonly description: string;
  /** what one period is */
  readonly unit: 'week' | 'month' | 'day' | 'hour';
  /** the hour of the programme's day the run is due at; null for hourly */
  readonly hour: number | null;
  /** the period holding a calendar day (`2026-11-26`, the programme's calendar); null when a day is no period of it (hourly) */
  periodOf(day: string): string | null;
  /** the label itself when `period` is a valid label of this cadence, else null */
  parse(period: string): string | null;
  /** when the run for `period` becomes due */
  dueAt(period: string, timeZone: string): Date;
  /** the latest period whose run is due at `now` */
  latestDue(now: Date, timeZone: string): string;
  /** the period `steps` after (or, negative, before) `period` */
  step(period: string, steps: number, timeZone: string): string;
  /** the instants a report period covers, [from, to) */
  span(period: string, timeZone: string): { from: Date; to: Date };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
/** '2026-11-26' as the UTC midnight that stands for that calendar day */
const dayOf = (period: string) => calendarDay(Number(period.slice(0, 4)), Number(period.slice(5, 7)), Number(period.slice(8, 10)));
const HOUR_MS = 3_600_000;

function todayOf(now: Date, timeZone: string): Date {
  const w = wallClockOf(now, timeZone);
  return calendarDay(w.year, w.month, w.day);
}

function at(day: Date, hour: number, timeZone: string): Date {
  return instantOf({ year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate(), hour, minute: 0 }, timeZone);
}

/** Weekly on Mondays at `hour`: each run covers the ISO week that has just ended. */
export function weeklyOnMonday(hour: number): Cadence {
  const label = (monday: Date) => {
    const { year, week } = isoWeekOf(monday);
    return `${year}-W${pad(week)}`;
  };
  const mondayOf = (period: string) => {
    const [, y, w] = /^(\d{4})-W(\d{2})$/.exec(period)!;
    return isoWeekMonday(Number(y), Number(w));
  };
  return {
    description: `Mondays at ${pad(hour)}:00, for the week (Monday to Sunday) that has just ended`,
    unit: 'week',
    hour,
    periodOf(day) {
      const date = dailyAt(0).parse(day) ? dayOf(day) : null;
      return date ? label(addDays(date, 1 - (date.getUTCDay() || 7))) : null;
    },
    parse(period) {
      const match = /^(\d{4})-W(\d{2})$/.exec(period);
      if (!match || Number(match[2]) < 1) return null;
      return label(mondayOf(period)) === period ? period : null;
    },
    dueAt: (period, timeZone) => at(addDays(mondayOf(period), 7), hour, timeZone),
    latestDue(now, timeZone) {
      const today = todayOf(now, timeZone);
      let monday = addDays(today, 1 - (today.getUTCDay() || 7));
      if (at(monday, hour, timeZone) > now) monday = addDays(monday, -7);
      return label(addDays(monday, -7));
    },
    step: (period, steps) => label(addDays(mondayOf(period), 7 * steps)),
    span: (period, timeZone) => ({ from: at(mondayOf(period), 0, timeZone), to: at(addDays(mondayOf(period), 7), 0, timeZone) }),
  };
}

/** Monthly on the 1st at `hour`: each run covers the calendar month that has just ended. */
export function monthlyOnFirst(hour: number): Cadence {
  const first = (period: string) => calendarDay(Number(period.slice(0, 4)), Number(period.slice(5, 7)), 1);
  const label = (day: Date) => `${day.getUTCFullYear()}-${pad(day.getUTCMonth() + 1)}`;
  const shift = (day: Date, months: number) => new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + months, 1));
  return {
    description: `the 1st of each month at ${pad(hour)}:00, for the month that has just ended`,
    unit: 'month',
    hour,
    periodOf: (day) => (dailyAt(0).parse(day) ? day.slice(0, 7) : null),
    parse(period) {
      const match = /^(\d{4})-(\d{2})$/.exec(period);
      return match && Number(match[2]) >= 1 && Number(match[2]) <= 12 ? period : null;
    },
    dueAt: (period, timeZone) => at(shift(first(period), 1), hour, timeZone),
    latestDue(now, timeZone) {
      let month = shift(todayOf(now, timeZone), 0);
      if (at(month, hour, timeZone) > now) month = shift(month, -1);
      return label(shift(month, -1));
    },
    step: (period, steps) => label(shift(first(period), steps)),
    span: (period, timeZone) => ({ from: at(first(period), 0, timeZone), to: at(shift(first(period), 1), 0, timeZone) }),
  };
}

/** Daily at `hour`: each run belongs to its own day. */
export function dailyAt(hour: number): Cadence {
  const parse = (period: string) => (/^\d{4}-\d{2}-\d{2}$/.test(period) && isoDate(dayOf(period)) === period ? period : null);
  return {
    description: `every day at ${pad(hour)}:00`,
    unit: 'day',
    hour,
    periodOf: parse,
    parse,
    dueAt: (period, timeZone) => at(dayOf(period), hour, timeZone),
    latestDue(now, timeZone) {
      const today = todayOf(now, timeZone);
      return isoDate(at(today, hour, timeZone) > now ? addDays(today, -1) : today);
    },
    step: (period, steps) => isoDate(addDays(dayOf(period), steps)),
    span: (period, timeZone) => ({ from: at(dayOf(period), 0, timeZone), to: at(addDays(dayOf(period), 1), 0, timeZone) }),
  };
}

/** Every hour, on the hour: each run belongs to its own hour (`2026-11-23T10`, the programme's wall clock). */
export function hourly(): Cadence {
  const label = (instant: Date, timeZone: string) => {
    const w = wallClockOf(instant, timeZone);
    return `${w.year}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}`;
  };
  const dueAt = (period: string, timeZone: string) => instantOf({
    year: Number(period.slice(0, 4)), month: Number(period.slice(5, 7)), day: Number(period.slice(8, 10)), hour: Number(period.slice(11, 13)), minute: 0,
  }, timeZone);
  return {
    description: 'every hour, on the hour',
    unit: 'hour',
    hour: null,
    periodOf: () => null,
    parse(period) {
      const match = /^(\d{4}-\d{2}-\d{2})T(\d{2})$/.exec(period);
      return match && dailyAt(0).parse(match[1]!) && Number(match[2]) < 24 ? period : null;
    },
    dueAt,
    latestDue: (now, timeZone) => label(now, timeZone),
    // Stepped as instants, so an hour that a daylight-saving change repeats or skips is counted as it happens.
    step: (period, steps, timeZone) => label(new Date(dueAt(period, timeZone).getTime() + steps * HOUR_MS), timeZone),
    span: (period, timeZone) => ({ from: dueAt(period, timeZone), to: new Date(dueAt(period, timeZone).getTime() + HOUR_MS) }),
  };
}
