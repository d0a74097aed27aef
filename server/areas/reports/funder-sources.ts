import { REPLACEMENT_REASONS } from '#schemas/request-reasons.ts';
import { outcomeCountsIn } from '#server/areas/consumer-orders/index.ts';
import { reversalCountsIn, type FlowVersions } from '#server/areas/responses/index.ts';
import type { Db } from '#server/db/database.ts';

/*
 * Where the funder report's figures come from (docs/product.md#the-funder-report, decision 079): each source gives
 * its columns and, per state, county and month, its counts, read from the area that owns its table: the orders and
 * the overdose reversals reported (decision 081). A later figure (kits by lot) is one more source in FUNDER_SOURCES.
 */

/** What a source reads with: the database, and the questionnaires' versions a response is read by. */
export interface FunderReading {
  db: Db;
  flows: FlowVersions;
}

export interface FunderColumn {
  key: string;
  /** the column's heading in the spreadsheet */
  header: string;
}

/** A column that is the sum of others of the same source (its parts are shown beside it). */
export interface FunderSum {
  key: string;
  of: readonly string[];
}

export interface FunderCounts {
  state: string;
  /** null: the record named no county */
  county: string | null;
  /** the state's month, `YYYY-MM` */
  period: string;
  counts: Record<string, number>;
}

export interface FunderSource {
  columns: readonly FunderColumn[];
  sums: readonly FunderSum[];
  countsIn(reading: FunderReading, periods: readonly string[]): Promise<FunderCounts[]>;
}

const REASON_KEYS = REPLACEMENT_REASONS.map((r) => `replacement-${r.toLowerCase()}`);

/** Kits sent and replacement orders by reason: consumer-orders' `outcomeCountsIn`, the reader Progress shows too. */
export const ordersSource: FunderSource = {
  columns: [
    { key: 'kits-sent', header: 'Kits sent' },
    ...REPLACEMENT_REASONS.map((reason, i) => ({ key: REASON_KEYS[i]!, header: `Replacement orders: ${reason}` })),
    { key: 'replacements', header: 'Replacement orders: all' },
  ],
  sums: [{ key: 'replacements', of: REASON_KEYS }],
  async countsIn({ db }, periods) {
    return (await outcomeCountsIn(db, periods)).map((r) => {
      const counts: Record<string, number> = { 'kits-sent': r.kitsSent, replacements: 0 };
      REPLACEMENT_REASONS.forEach((reason, i) => {
        counts[REASON_KEYS[i]!] = r.replacements[reason];
        counts.replacements! += r.replacements[reason];
      });
      return { state: r.state, county: r.county, period: r.period, counts };
    });
  },
};

/**
 * Overdose reversals reported through the reversal report (docs/product.md#the-overdose-reversal-report): by the state,
 * county and month the person gave for the reversal, from the responses area's `reversalCountsIn`, which Progress shows.
 */
export const reversalsSource: FunderSource = {
  columns: [{ key: 'reversals', header: 'Overdose reversals reported' }],
  sums: [],
  async countsIn({ db, flows }, periods) {
    return (await reversalCountsIn(db, flows, periods)).map((r) => ({ state: r.state, county: r.county, period: r.period, counts: { reversals: r.reversals } }));
  },
};

/** Every source of the report, in the order of its columns. */
export const FUNDER_SOURCES: readonly FunderSource[] = [ordersSource, reversalsSource];
