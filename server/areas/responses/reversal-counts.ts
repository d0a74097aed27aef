import { REVERSAL_FLOW_ID } from '#schemas/reversal-report.ts';
import type { Db } from '#server/db/database.ts';
import { responseCountsByField, type FlowVersions } from './response-field-counts.ts';

/**
 * The overdose-reversal report (docs/product.md#the-overdose-reversal-report, decision 081): the seed questionnaire
 * `flows/reversal/`, answered at /report (its id: schemas/reversal-report.ts). The fields its figures are read by.
 */
const FIELDS = { state: 'state', county: 'county', date: 'date' } as const;

export interface ReversalCounts {
  state: string;
  /** the county as people typed it, tidied (`pike county` → `Pike`); null when none was given */
  county: string | null;
  /** the month of the reversal's date, `YYYY-MM` */
  period: string;
  reversals: number;
}

/** ' pike  county ' → 'Pike': spaces tidied, a closing "County" left out, each word capitalised; null for nothing. */
export function tidyCounty(typed: string | null): string | null {
  const words = (typed ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length > 1 && /^county$/i.test(words.at(-1)!)) words.pop();
  if (words.length === 0) return null;
  return words.map((w) => w.charAt(0).toLocaleUpperCase('en-US') + w.slice(1).toLocaleLowerCase('en-US')).join(' ');
}

/**
 * The reversals reported for the months `periods` (`YYYY-MM`), per state, county and month of the reversal's date
 * (a calendar date as the person gave it, so no time zone): what Progress shows and the funder report counts.
 * A reversal on a day of a month cannot be reported before that month starts, so older responses are not read.
 */
export async function reversalCountsIn(db: Db, flows: FlowVersions, periods: readonly string[], state?: string): Promise<ReversalCounts[]> {
  if (periods.length === 0) return [];
  const first = [...periods].sort()[0]!;
  const rows = await responseCountsByField(db, flows, {
    flowId: REVERSAL_FLOW_ID, fields: [FIELDS.state, FIELDS.county, FIELDS.date], recordedFrom: `${first}-01T00:00:00.000Z`,
  });
  const wanted = new Set(periods);
  const counts = new Map<string, ReversalCounts>();
  for (const r of rows) {
    const at = r.values[FIELDS.state];
    const period = r.values[FIELDS.date]?.slice(0, 7);
    if (!at || !period || !wanted.has(period) || (state && at !== state)) continue;
    const county = tidyCounty(r.values[FIELDS.county] ?? null);
    const key = `${at}|${county ?? ''}|${period}`;
    const count = counts.get(key);
    if (count) count.reversals += r.responses;
    else counts.set(key, { state: at, county, period, reversals: r.responses });
  }
  return [...counts.values()];
}
