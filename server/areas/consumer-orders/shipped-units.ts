import { SHIPPED_STATUSES } from '#schemas/consumer-order-status.ts';
import type { Db } from '#server/db/database.ts';

export interface ShippedRow {
  state: string;
  /** the state's month the orders were placed in (the quota month their units were taken from), `YYYY-MM` */
  period: string;
  shippedUnits: number;
}

/**
 * Units of the orders placed in the given state months that have shipped or been delivered, per state and month
 * (docs/product.md#quotas-and-progress, decision 063): Progress's and the report emails' "Shipped".
 */
export async function shippedUnitsIn(db: Db, periods: readonly string[], state?: string): Promise<ShippedRow[]> {
  if (periods.length === 0) return [];
  let query = db
    .selectFrom('consumer_orders')
    .select((eb) => ['state', 'period', eb.fn.sum<string | number>('units').as('units')])
    .where('period', 'in', periods)
    .where('status', 'in', SHIPPED_STATUSES)
    .groupBy(['state', 'period']);
  if (state) query = query.where('state', '=', state);
  return (await query.execute()).map((r) => ({ state: r.state, period: r.period, shippedUnits: Number(r.units) }));
}
