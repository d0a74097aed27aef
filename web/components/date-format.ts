import { useSyncExternalStore } from 'react';
import { browserDatePreference, DATE_FORMATS, datePreferenceOf } from '#schemas/date-preference.ts';
import type { DateFormat, DatePreference, TimeFormat } from '#schemas/generated/date-preference.ts';
import type { ChosenDatePreference } from '#schemas/generated/user-api.ts';
import { onSessionUserChange, readSessionUser, writeSessionUser, type SessionUser } from '#web/lib/session-user.ts';

/*
 * How the signed-in person reads dates and times on every staff page (docs/product.md#lists, decision 066): the one
 * choice kept with their account (GET/PUT /api/user/date-preference), carried by their profile from sign-in; until
 * they choose, as their browser's language writes a day.
 */
export { DATE_FORMATS };
export type { DateFormat, DatePreference, TimeFormat };

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** What the person reads until they choose: from their browser's language. */
export function browserDefault(): DatePreference {
  return browserDatePreference(typeof navigator === 'undefined' ? undefined : navigator.language);
}

// A page shown without a profile (a test) keeps the choice here; a signed-in person's lives in their profile.
let withoutProfile: ChosenDatePreference = null;
const cache = new Map<string, DatePreference>();

/** The choice the stored profile carries, if it is one of the lists (the browser's storage may hold anything). */
function keptIn(user: SessionUser): ChosenDatePreference {
  return datePreferenceOf(user.datePreference?.date, user.datePreference?.time);
}

function snapshot(): DatePreference {
  const user = readSessionUser();
  const preference = (user ? keptIn(user) : withoutProfile) ?? browserDefault();
  const key = `${preference.date}|${preference.time}`;
  if (!cache.has(key)) cache.set(key, preference);
  return cache.get(key)!;
}

/** The person's choice as they chose it (null: none yet, their browser's language decides). */
export function chosenDatePreference(): ChosenDatePreference {
  const user = readSessionUser();
  return user ? keptIn(user) : withoutProfile;
}

/** Applies a choice the server has kept (null: back to the browser's language) to every page at once. */
export function setDatePreference(preference: ChosenDatePreference): void {
  withoutProfile = preference;
  const user = readSessionUser();
  if (user) writeSessionUser({ ...user, datePreference: preference });
}

export function useDatePreference(): DatePreference {
  return useSyncExternalStore(onSessionUserChange, snapshot, snapshot);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** formatDate(new Date(2024, 4, 7), 'DD.MM.YYYY') === '07.05.2024' — the Date's local day. */
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

/** The wall clock of `date` in `timeZone`, as a local Date whose fields read that clock. */
function wallClock(date: Date, timeZone: string): Date {
  const parts = Object.fromEntries(new Intl.DateTimeFormat('en-US', {
    timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric',
  }).formatToParts(date).map((p) => [p.type, p.value]));
  return new Date(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute));
}

/**
 * A stored ISO time as the person prefers to read it, in the browser's time zone or in `timeZone` (the programme's, on
 * the Jobs page); '' for a missing or broken value.
 */
export function formatDateTime(iso: string | null | undefined, preference: DatePreference, withTime = true, timeZone?: string): string {
  if (!iso) return '';
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return '';
  const date = timeZone ? wallClock(instant, timeZone) : instant;
  const day = formatDate(date, preference.date);
  return withTime ? `${day} ${formatTime(date, preference.time)}` : day;
}

/** Only the time of a stored ISO time, as the person reads it, in the browser's zone or `timeZone`: '3:00 PM'. */
export function formatTimeOfDay(iso: string, preference: DatePreference, timeZone?: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return '';
  return formatTime(timeZone ? wallClock(instant, timeZone) : instant, preference.time);
}

/** A calendar day as stored (`YYYY-MM-DD`: a ship date, a birth date) in the person's format; '' when missing or broken. */
export function formatDay(day: string | null | undefined, preference: DatePreference): string {
  const match = day ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(day) : null;
  if (!match) return '';
  return formatDate(new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])), preference.date);
}

/**
 * A day typed in the person's format (or as YYYY-MM-DD) as stored, `2026-11-26`; null when it is not a real day.
 * parseDay('11/26/2026', 'MM/DD/YYYY') === '2026-11-26'; parseDay('26 nov 2026', 'D MMM YYYY') === '2026-11-26'.
 */
export function parseDay(text: string, format: DateFormat): string | null {
  const t = text.trim();
  let y: number, m: number, d: number;
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(t);
  const numbers = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(t);
  const named = /^(?:(\d{1,2})\s+([a-z]{3})[a-z]*\.?|([a-z]{3})[a-z]*\.?\s+(\d{1,2}),?)\s+(\d{4})$/i.exec(t);
  if (iso) [y, m, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (numbers) {
    const [a, b] = [Number(numbers[1]), Number(numbers[2])];
    [y, m, d] = format === 'MM/DD/YYYY' ? [Number(numbers[3]), a, b] : [Number(numbers[3]), b, a];
  } else if (named) {
    const month = MONTHS.findIndex((name) => name.toLowerCase() === (named[2] ?? named[3])!.toLowerCase());
    if (month < 0) return null;
    [y, m, d] = [Number(named[5]), month + 1, Number(named[1] ?? named[4])];
  } else return null;
  const date = new Date(y, m - 1, d);
  if (date.getFullYear() !== y || date.getMonth() !== m - 1 || date.getDate() !== d) return null;
  return `${y}-${pad(m)}-${pad(d)}`;
}

/** How a day is typed in `format`, for a field's hint: 'MM/DD/YYYY', 'Dec 31, 2024'. */
export function dayHint(format: DateFormat): string {
  return format === 'MMM D, YYYY' || format === 'D MMM YYYY' ? formatDate(new Date(2024, 11, 31), format) : format;
}
