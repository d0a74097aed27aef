/* eslint-disable */
/**
 * Generated from schemas/date-preference.schema.json by scripts/generate-types.ts (npm run types). Do not edit by hand.
 */

/**
 * the order and look of a day: 31/12/2024, 12/31/2024, Dec 31, 2024…
 *
 * This interface was referenced by `DatePreference`'s JSON-Schema
 * via the `definition` "DateFormat".
 */
export type DateFormat = 'MM/DD/YYYY' | 'DD/MM/YYYY' | 'YYYY-MM-DD' | 'DD.MM.YYYY' | 'MMM D, YYYY' | 'D MMM YYYY';
/**
 * 12h: 3:30 PM; 24h: 15:30
 *
 * This interface was referenced by `DatePreference`'s JSON-Schema
 * via the `definition` "TimeFormat".
 */
export type TimeFormat = '12h' | '24h';

/**
 * How one staff member reads dates and times wherever the portal shows them one (decision 066): one of six date formats and the 12- or 24-hour clock, kept with their account.
 */
export interface DatePreference {
  date: DateFormat;
  time: TimeFormat;
}
