import type { ReversalsReported } from '#schemas/generated/reversals-reported.ts';
import { reversalCountsIn, type FlowVersions } from '#server/areas/responses/index.ts';
import { statesOf } from '#server/areas/us-states/index.ts';
import type { Db } from '#server/db/database.ts';

/**
 * Progress's overdose reversals reported (docs/product.md#the-overdose-reversal-report): per state and month, from the
 * reader the funder report counts with (`reversalCountsIn`), the counties added up. Staff see the counts as they are;
 * only the report that leaves the portal withholds small ones (decision 079). States without one are left out.
 */
export async function reversalsReportedIn(db: Db, flows: FlowVersions, periods: readonly string[], state?: string): Promise<ReversalsReported> {
  const [counts, states] = await Promise.all([reversalCountsIn(db, flows, periods, state), statesOf(db)]);
  const byStateMonth = new Map<string, { state: string; period: string; reversals: number }>();
  for (const c of counts) {
    const key = `${c.state}|${c.period}`;
    const row = byStateMonth.get(key);
    if (row) row.reversals += c.reversals;
    else byStateMonth.set(key, { state: c.state, period: c.period, reversals: c.reversals });
  }
  return {
    rows: [...byStateMonth.values()]
      .map((r) => ({ ...r, stateName: states.get(r.state)?.name ?? r.state, year: Number(r.period.slice(0, 4)), month: Number(r.period.slice(5, 7)) }))
      .sort((a, b) => a.period.localeCompare(b.period) || a.stateName.localeCompare(b.stateName)),
  };
}
