import { SHIPPED_STATUSES } from '#schemas/consumer-order-status.ts';
import { consumerRelation } from '#server/areas/consumers/index.ts';
import type { Db } from '#server/db/database.ts';

/** Kits of one state expiring on one day, and how many of them their person asked to be emailed about. */
export interface ExpiringKitCount {
  state: string;
  /** the last day the kit may be used, `YYYY-MM-DD` (decision 078) */
  expiresOn: string;
  kits: number;
  /** kits whose person asked for the kit-expiry email, has not stopped it and was not erased: the emails to come */
  kitsWithEmail: number;
}

/**
 * The kits shipped (or delivered) that expire from `from` to `to` (`YYYY-MM-DD`, both included), per state and day:
 * counts only, for Progress (docs/product.md#kits-that-expire). A kit is a unit of an order's quantity.
 */
export async function expiringKitCounts(db: Db, from: string, to: string): Promise<ExpiringKitCount[]> {
  const rows = await db
    .selectFrom('consumer_orders as co')
    .leftJoin(consumerRelation(db).as('c'), 'c.id', 'co.consumer_id')
    .select((eb) => [
      'co.state', 'co.kit_expires_on',
      eb.fn.sum<string | number>('co.quantity').as('kits'),
      eb.fn.sum<string | number>(eb.case()
        .when(eb.and([eb('co.expiry_reminder', '=', 1), eb('c.id', 'is not', null), eb('c.purged_at', 'is', null)]))
        .then(eb.ref('co.quantity')).else(0).end()).as('kitsWithEmail'),
    ])
    .where('co.status', 'in', SHIPPED_STATUSES)
    .where('co.kit_expires_on', '>=', from)
    .where('co.kit_expires_on', '<=', to)
    .groupBy(['co.state', 'co.kit_expires_on'])
    .orderBy('co.state').orderBy('co.kit_expires_on')
    .execute();
  return rows.map((r) => ({ state: String(r.state), expiresOn: String(r.kit_expires_on), kits: Number(r.kits), kitsWithEmail: Number(r.kitsWithEmail) }));
}
