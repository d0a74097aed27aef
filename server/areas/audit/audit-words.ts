import { US_STATES } from '#schemas/us-states.ts';

/*
 * The small words the audit log's sentences are made of (decision 065): counts, lists, the names of states,
 * questionnaires, periods and the filters a list was read with. No code word reaches a sentence through them.
 */

export { count } from '#engine/count-words.ts';

/** listed(['a', 'b', 'c']) === 'a, b and c' */
export function listed(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** 'CO' → 'Colorado'; a code the list does not hold stays 'a state'. */
export function stateName(code: string | null | undefined): string {
  return US_STATES.find((s) => s.code === code?.toUpperCase())?.name ?? 'a state';
}

/** 'consumer' → 'Consumer questionnaire' (the studio's questionnaires are named by their id). */
export function questionnaireName(flowId: string): string {
  const words = flowId.replace(/[-_]+/g, ' ').trim();
  return `${words.charAt(0).toUpperCase()}${words.slice(1)} questionnaire`;
}

/** 'consumer@5' → 'Consumer questionnaire version 5' */
export function versionName(id: string): string {
  const at = id.lastIndexOf('@');
  return at < 0 ? questionnaireName(id) : `${questionnaireName(id.slice(0, at))} version ${id.slice(at + 1)}`;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * A scheduled job's period (server/jobs/cadence.ts) in words: '2026-W47' → 'week 47 of 2026', '2026-11' → 'November
 * 2026', '2026-11-23' → 'November 23, 2026', '2026-11-23T10' → 'November 23, 2026 at 10:00'.
 */
export function periodWords(period: string): string {
  const week = /^(\d{4})-W(\d{2})$/.exec(period);
  if (week) return `week ${Number(week[2])} of ${week[1]}`;
  const day = /^(\d{4})-(\d{2})(?:-(\d{2})(?:T(\d{2}))?)?$/.exec(period);
  if (!day) return 'a period';
  const month = `${MONTHS[Number(day[2]) - 1] ?? 'a month'}`;
  if (!day[3]) return `${month} ${day[1]}`;
  return `${month} ${Number(day[3])}, ${day[1]}${day[4] ? ` at ${day[4]}:00` : ''}`;
}

/** The query parameters staff lists are filtered by, in words (anything else is spelled out from its name). */
const FILTER_WORDS: Record<string, string> = {
  ndc: 'NDC code', productId: 'product', orderDateFrom: 'order date', orderDateTo: 'order date', mrn: 'order number',
  trackingNumber: 'tracking number', dob: 'date of birth', facilityType: 'facility type', from: 'date', to: 'date',
  lastLogin: 'last sign-in', actorUserId: 'person', kind: 'kind of action', entityId: 'record', reveal: 'addresses shown',
};

/** filterWords(['orderDateFrom', 'orderDateTo', 'email']) === 'order date and email' */
export function filterWords(names: readonly string[]): string {
  const words = names.map((n) => FILTER_WORDS[n] ?? n.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase());
  return listed([...new Set(words)]);
}

export function numberOf(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

export function textOf(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value : null;
}

export function textsOf(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}
