import type { DatePreference } from '#schemas/generated/date-preference.ts';

const DAY: Record<DatePreference['date'], string> = {
  'MM/DD/YYYY': 'mm/dd/yyyy',
  'DD/MM/YYYY': 'dd/mm/yyyy',
  'YYYY-MM-DD': 'yyyy-mm-dd',
  'DD.MM.YYYY': 'dd.mm.yyyy',
  'MMM D, YYYY': 'mmm d, yyyy',
  'D MMM YYYY': 'd mmm yyyy',
};

/**
 * The number format of a date-and-time cell a staff member exports, as they read dates and times (decision 066): the
 * cell stays a date a spreadsheet sorts and computes with; only how it shows follows the person.
 * spreadsheetDateTimeFormat({ date: 'DD/MM/YYYY', time: '12h' }) === 'dd/mm/yyyy h:mm AM/PM'
 */
export function spreadsheetDateTimeFormat(preference: DatePreference): string {
  return `${DAY[preference.date]} ${preference.time === '12h' ? 'h:mm AM/PM' : 'hh:mm'}`;
}
