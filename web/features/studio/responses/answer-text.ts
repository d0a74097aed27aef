import type { ResponseAnswer } from '#schemas/generated/flow-responses.ts';
import { formatDay, type DatePreference } from '#web/components/date-format.ts';

/** An answer as the reader reads it: a date in their own date format, the rest as the server worded it, '—' when none. */
export function answerText(a: ResponseAnswer, preference: DatePreference): string {
  if (a.answer === null) return '—';
  return a.date ? formatDay(a.date, preference) : a.answer;
}
