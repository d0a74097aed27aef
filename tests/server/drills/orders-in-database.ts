import type { Db } from '#server/db/database.ts';

export interface OrdersInDatabase {
  /** acknowledged orders that are stored */
  found: number;
  /** acknowledged MRNs that are not */
  missing: string[];
  /** every order stored that is not cancelled */
  stored: number;
  /** quota units used minus the units of those orders, over every state and month: 0 when they agree */
  unitsApart: number;
}

/** Whether the database holds every acknowledged order, and whether its quota usage matches the orders it holds. */
export async function ordersAgainstDatabase(db: Db, acknowledged: readonly string[]): Promise<OrdersInDatabase> {
  const stored = await db.selectFrom('consumer_orders').select(['mrn', 'units']).where('status', '!=', 'cancelled').execute();
  const mrns = new Set(stored.map((o) => o.mrn));
  const missing = acknowledged.filter((mrn) => !mrns.has(mrn));
  const usage = await db.selectFrom('quota_usage').select('used_units').execute();
  const used = usage.reduce((sum, u) => sum + Number(u.used_units), 0);
  const ordered = stored.reduce((sum, o) => sum + Number(o.units), 0);
  return { found: acknowledged.length - missing.length, missing, stored: stored.length, unitsApart: used - ordered };
}
