import { SHIPPED_STATUSES } from '#schemas/consumer-order-status.ts';
import { REPLACEMENT_REASONS, type ReplacementReason } from '#schemas/request-reasons.ts';
import type { Db } from '#server/db/database.ts';

/** The outcome figures of one state, county and month (docs/product.md#the-funder-report): counts, nothing about a person. */
export interface OutcomeRow {
  state: string;
  /** the county the kit was sent to; null when the order named none */
  county: string | null;
  /** the state's month the orders were placed in, `YYYY-MM` */
  period: string;
  /** kits of the month's orders that have shipped or been delivered (`SHIPPED_STATUSES`, as Progress's Shipped, decision 063) */
  kitsSent: number;
  /** orders asking for a kit again, by reason (not cancelled) */
  replacements: Record<ReplacementReason, number>;
}

/**
 * The outcome figures of the given state months, per state, county and month: the one reader of the funder report and
 * of Progress's replacement orders. Orders count in the month they were placed in (their `period`), as every figure of
 * Progress does.
 */
export async function outcomeCountsIn(db: Db, periods: readonly string[], state?: string): Promise<OutcomeRow[]> {
  if (periods.length === 0) return [];
  let query = db
    .selectFrom('consumer_orders')
    .select((eb) => [
      'state', 'county', 'period',
      eb.fn.sum<string | number>(eb.case().when('status', 'in', SHIPPED_STATUSES).then(eb.ref('quantity')).else(0).end()).as('kitsSent'),
      ...REPLACEMENT_REASONS.map((reason, i) => eb.fn.sum<string | number>(
        eb.case().when(eb.and([eb('reason', '=', reason), eb('status', '<>', 'cancelled')])).then(1).else(0).end(),
      ).as(`r${i}`)),
    ])
    .where('period', 'in', periods)
    .groupBy(['state', 'county', 'period'])
    .orderBy('state').orderBy('period').orderBy('county');
  if (state) query = query.where('state', '=', state);
  const rows = (await query.execute()) as unknown as Record<string, string | number | null>[];
  return rows.map((r) => ({
    state: String(r.state), county: r.county === null ? null : String(r.county), period: String(r.period),
    kitsSent: Number(r.kitsSent),
    replacements: Object.fromEntries(REPLACEMENT_REASONS.map((reason, i) => [reason, Number(r[`r${i}`])])) as Record<ReplacementReason, number>,
  }));
}

/** The figures of each state month, the counties added up: what Progress shows per state and month. */
export function byStateMonth(rows: readonly OutcomeRow[]): OutcomeRow[] {
  const months = new Map<string, OutcomeRow>();
  for (const r of rows) {
    const key = `${r.state}|${r.period}`;
    const m = months.get(key) ?? { state: r.state, county: null, period: r.period, kitsSent: 0, replacements: Object.fromEntries(REPLACEMENT_REASONS.map((x) => [x, 0])) as Record<ReplacementReason, number> };
    m.kitsSent += r.kitsSent;
    for (const reason of REPLACEMENT_REASONS) m.replacements[reason] += r.replacements[reason];
    months.set(key, m);
  }
  return [...months.values()];
}
