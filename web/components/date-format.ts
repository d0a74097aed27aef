import { useSyncExternalStore } from 'react';
import { readItem, writeItem } from '#web/lib/storage.ts';

/** The six date formats a person may choose from (docs/product.md#lists); the first is the default. */
export const DATE_FORMATS = ['YYYY-MM-DD', 'MM/DD/YYYY', 'DD/MM/YYYY', 'DD.MM.YYYY', 'MMM D, YYYY', 'D MMM YYYY'] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];
export type TimeFormat = '24h' | '12h';

export interface DatePreference {
  date: DateFormat;
  time: TimeFormat;
}

export const DATE_PREFERENCE_KEY = 'portal.dateFormat';
const DEFAULT: DatePreference = { date: 'YYYY-MM-DD', time: '24h' };
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function parse(raw: string | null): DatePreference {
  try {
    const value = JSON.parse(raw ?? '') as Partial<DatePreference>;
    return {
      date: DATE_FORMATS.includes(value.date as DateFormat) ? (value.date as DateFormat) : DEFAULT.date,
      time: value.time === '12h' ? '12h' : '24h',
    };
  } catch {
    return DEFAULT;
  }
}

let current: DatePreference | undefined;
const listeners = new Set<() => void>();

function snapshot(): DatePreference {
  current ??= parse(readItem('local', DATE_PREFERENCE_KEY));
  return current;
}

/** Remembers the choice and re-renders every table showing dates. */
export function setDatePreference(preference: DatePreference): void {
  current = preference;
  writeItem('local', DATE_PREFERENCE_KEY, JSON.stringify(preference));
  for (const listener of [...listeners]) listener();
}

export function useDatePreference(): DatePreference {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    snapshot,
    () => DEFAULT,
  );
}

const pad = (n: number) => String(n).padStart(2, '0');

/** formatDate(new Date(2024, 4, 7), 'DD.MM.YYYY') === '07.05.2024' — in the browser's own time zone. */
export function formatDate(date: Date, format: DateFormat): string {
  const y = String(date.getFullYear());
  const m = date.getMonth();
  const d = date.getDate();
  switch (format) {
    case 'YYYY-MM-DD': return `${y}-${pad(m + 1)}-${pad(d)}`;
    case 'MM/DD/YYYY': return `${pad(m + 1)}/${pad(d)}/${y}`;
    case 'DD/MM/YYYY': return `${pad(d)}/${pad(m + 1)}/${y}`;
    case 'DD.MM.YYYY': return `${pad(d)}.${pad(m + 1)}.${y}`;
    case 'MMM D, YYYY': return `${MONTHS[m]} ${d}, ${y}`;
    case 'D MMM YYYY': return `${d} ${MONTHS[m]} ${y}`;
  }
}

/** formatTime(new Date(2024, 4, 7, 15, 4), '12h') === '3:04 PM' */
export function formatTime(date: Date, time: TimeFormat): string {
  const h = date.getHours();
  const min = pad(date.getMinutes());
  if (time === '24h') return `${pad(h)}:${min}`;
  return `${h % 12 === 0 ? 12 : h % 12}:${min} ${h < 12 ? 'AM' : 'PM'}`;
}

/** A stored ISO time as the person prefers to read it; '' for a missing or broken value. */
export function formatDateTime(iso: string | null | undefined, preference: DatePreference, withTime = true): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const day = formatDate(date, preference.date);
  return withTime ? `${day} ${formatTime(date, preference.time)}` : day;
}

/** A calendar day as stored (`YYYY-MM-DD`: a ship date, a birth date) in the person's format; '' when missing or broken. */
export function formatDay(day: string | null | undefined, preference: DatePreference): string {
  const match = day ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(day) : null;
  if (!match) return '';
  return formatDate(new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])), preference.date);
}
