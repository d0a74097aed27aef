/**
 * A day picked in a date input (`2024-05-01`, the person's own calendar) as the instants the API compares
 * stored UTC times with: the start of that local day, or the last millisecond of it.
 * localDayStart('2024-05-01') in Denver === '2024-05-01T06:00:00.000Z'
 */
export function localDayStart(day: string): string | undefined {
  const date = parseDay(day);
  return date?.toISOString();
}

export function localDayEnd(day: string): string | undefined {
  const date = parseDay(day);
  if (!date) return undefined;
  date.setDate(date.getDate() + 1);
  return new Date(date.getTime() - 1).toISOString();
}

function parseDay(day: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return undefined;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(date.getTime()) ? undefined : date;
}
