import { calendarDayIn, monthAndYear } from '#engine/dates.ts';
import type { JobView } from '#schemas/generated/jobs.ts';
import { formatDateTime, formatTime, formatTimeOfDay, type DatePreference } from '#web/components/date-format.ts';

/*
 * A job's periods and schedule in words, in the programme's time zone and as the person reads dates and times
 * (decision 066): the server gives each period's key and the instants it covers; nobody reads `2026-W47`.
 */
type Unit = JobView['unit'];
export interface Span { from: string; to: string }

/** The zone's name as people say it: 'Mountain Time' for America/Denver; the zone's own name if Intl has none. */
export function zoneName(timeZone: string): string {
  try {
    const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longGeneric' }).formatToParts(new Date()).find((p) => p.type === 'timeZoneName');
    return part?.value ?? timeZone;
  } catch {
    return timeZone;
  }
}

const lastInstant = (to: string) => new Date(Date.parse(to) - 1).toISOString();
const day = (iso: string, p: DatePreference, timeZone: string) => formatDateTime(iso, p, false, timeZone);
const monthName = (iso: string, timeZone: string) => monthAndYear(calendarDayIn(new Date(iso), timeZone).slice(0, 7));

/** The period itself: 'Nov 16, 2026 – Nov 22, 2026', 'October 2026', 'Nov 26, 2026', 'Nov 26, 2026 3:00 PM – 4:00 PM'. */
export function periodText(unit: Unit, span: Span, p: DatePreference, timeZone: string): string {
  switch (unit) {
    case 'week': return `${day(span.from, p, timeZone)} – ${day(lastInstant(span.to), p, timeZone)}`;
    case 'month': return monthName(span.from, timeZone);
    case 'day': return day(span.from, p, timeZone);
    case 'hour': return `${day(span.from, p, timeZone)} ${formatTimeOfDay(span.from, p, timeZone)} – ${formatTimeOfDay(span.to, p, timeZone)}`;
  }
}

/** A run's period in the runs table: 'Week of Nov 16, 2026 – Nov 22, 2026', 'October 2026'. */
export function runPeriodText(unit: Unit, span: Span, p: DatePreference, timeZone: string): string {
  return unit === 'week' ? `Week of ${periodText(unit, span, p, timeZone)}` : periodText(unit, span, p, timeZone);
}

const RELATIVE: Record<Unit, [string, string]> = {
  week: ['Last week', 'The week before'],
  month: ['Last month', 'The month before'],
  day: ['Today', 'Yesterday'],
  hour: ['This hour', 'The hour before'],
};

/**
 * A choice of the run by hand, the latest first: 'Last week (Nov 16, 2026 – Nov 22, 2026)', 'Last month (October 2026)',
 * 'Yesterday (Nov 25, 2026)'. A day is called Today or Yesterday only when it is, in the programme's calendar.
 */
export function choiceText(unit: Unit, span: Span, index: number, now: Date, p: DatePreference, timeZone: string): string {
  const text = periodText(unit, span, p, timeZone);
  if (unit === 'day') {
    const today = day(now.toISOString(), p, timeZone);
    const yesterday = day(new Date(now.getTime() - 86_400_000).toISOString(), p, timeZone);
    if (text === today) return `Today (${text})`;
    if (text === yesterday) return `Yesterday (${text})`;
    return text;
  }
  const relative = RELATIVE[unit][index];
  return relative ? `${relative} (${text})` : text;
}

/** When the job runs: 'Mondays at 7:00 AM, for the week (Monday to Sunday) that has just ended'. */
export function scheduleText(job: Pick<JobView, 'unit' | 'runsAtHour'>, p: DatePreference): string {
  const at = job.runsAtHour === null ? '' : formatTime(new Date(2000, 0, 1, job.runsAtHour), p.time);
  switch (job.unit) {
    case 'week': return `Mondays at ${at}, for the week (Monday to Sunday) that has just ended`;
    case 'month': return `the 1st of each month at ${at}, for the month that has just ended`;
    case 'day': return `every day at ${at}`;
    case 'hour': return 'every hour, on the hour';
  }
}

/** What "A date…" names for the job: the week or month holding the day, or the day. */
export const DAY_CHOICE: Record<Exclude<Unit, 'hour'>, string> = {
  week: 'The week of another day…',
  month: 'The month of another day…',
  day: 'Another day…',
};
