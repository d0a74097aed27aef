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

/**
 * What a person reads until they choose (decision 066): the nearest of the six formats to how their browser's language
 * writes a day, and its clock. browserDatePreference('en-US') → MM/DD/YYYY, 12h; 'en-GB' → DD/MM/YYYY, 24h;
 * 'de-DE' → DD.MM.YYYY, 24h; 'sv-SE' → YYYY-MM-DD, 24h. A language Intl does not know reads as en-US (the programme's).
 */
export function browserDatePreference(locale: string | undefined): DatePreference {
  let parts: Intl.DateTimeFormatPart[];
  let hourCycle: string | undefined;
  try {
    parts = new Intl.DateTimeFormat(locale, { year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(new Date(Date.UTC(2024, 11, 31, 12)));
    hourCycle = new Intl.DateTimeFormat(locale, { hour: 'numeric' }).resolvedOptions().hourCycle;
  } catch {
    return { date: 'MM/DD/YYYY', time: '12h' };
  }
  const order = parts.filter((p) => p.type !== 'literal').map((p) => p.type[0]).join('');
  const separator = parts.find((p) => p.type === 'literal')?.value.trim() ?? '/';
  const date: DateFormat = order.startsWith('y') ? 'YYYY-MM-DD'
    : order.startsWith('m') ? 'MM/DD/YYYY'
      : separator === '.' ? 'DD.MM.YYYY' : 'DD/MM/YYYY';
  return { date, time: hourCycle === 'h11' || hourCycle === 'h12' ? '12h' : '24h' };
}

/** The first language of an Accept-Language header: firstLanguage('en-GB,en;q=0.9') === 'en-GB'; undefined without one. */
export function firstLanguage(header: string | undefined): string | undefined {
  const tag = header?.split(',')[0]?.split(';')[0]?.trim();
  return tag && tag !== '*' ? tag : undefined;
}
