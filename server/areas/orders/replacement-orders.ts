import type { ReplacementOrders } from '#schemas/generated/replacement-orders.ts';
import { REPLACEMENT_REASONS } from '#schemas/request-reasons.ts';
import { byStateMonth, outcomeCountsIn } from '#server/areas/consumer-orders/index.ts';
import { statesOf } from '#server/areas/us-states/index.ts';
import type { Db } from '#server/db/database.ts';

/**
 * Progress's replacement orders (docs/product.md#quotas-and-progress): per state and month, the orders asking for a
 * kit again by reason, from the reader the funder report counts with (`outcomeCountsIn`). Staff see the counts as
 * they are; only the report that leaves the portal withholds small ones (decision 079). States without one are left out.
 */
export async function replacementOrdersIn(db: Db, periods: readonly string[], state?: string): Promise<ReplacementOrders> {
  const [rows, states] = await Promise.all([outcomeCountsIn(db, periods, state), statesOf(db)]);
  return {
    rows: byStateMonth(rows)
      .map((r) => {
        const reasons = REPLACEMENT_REASONS.map((reason) => ({ reason, orders: r.replacements[reason] }));
        return {
          state: r.state, stateName: states.get(r.state)?.name ?? r.state, period: r.period,
          year: Number(r.period.slice(0, 4)), month: Number(r.period.slice(5, 7)),
          reasons, total: reasons.reduce((sum, x) => sum + x.orders, 0),
        };
      })
      .filter((r) => r.total > 0)
      .sort((a, b) => a.period.localeCompare(b.period) || a.stateName.localeCompare(b.stateName)),
  };
}
