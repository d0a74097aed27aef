import type { DateFormat, DatePreference, TimeFormat } from './generated/date-preference.ts';
import schema from './date-preference.schema.json' with { type: 'json' };

/** The six date formats a staff member may choose from, in the order the choice lists them (the one list). */
export const DATE_FORMATS = schema.definitions.DateFormat.enum as readonly DateFormat[];
export const TIME_FORMATS = schema.definitions.TimeFormat.enum as readonly TimeFormat[];

/** datePreferenceOf('DD/MM/YYYY', '24h') → { date: 'DD/MM/YYYY', time: '24h' }; null unless both are of the lists. */
export function datePreferenceOf(date: unknown, time: unknown): DatePreference | null {
  return DATE_FORMATS.includes(date as DateFormat) && TIME_FORMATS.includes(time as TimeFormat)
    ? { date: date as DateFormat, time: time as TimeFormat }
    : null;
}
