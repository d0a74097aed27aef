import { thresholdsReached } from '#schemas/remaining-quota.ts';
import { subscribersOf } from '#server/areas/users/index.ts';
import type { Db } from '#server/db/database.ts';
import { enqueueEmail } from '#server/mail/outbox.repository.ts';
import { quotaAlertEmail } from './quota-alert-email.ts';

/*
 * Quota threshold alerts (decision 027, docs/product.md#quotas-and-progress): when a state's remaining units for its month fall to 50 %,
 * 10 % and 0 %, subscribers get one email per threshold, state and month. The order that crosses a threshold raises
 * it in its own transaction (so the email exists exactly when the order does, minutes at most before it is sent); the
 * hourly `quota-thresholds` job raises what no order did (a quota lowered by staff). A `quota_alerts` row per
 * threshold makes each alert once, whichever came first.
 */

export interface MonthUsage {
  state: string;
  stateName: string;
  /** the state's quota month, YYYY-MM */
  period: string;
  quotaUnits: number;
  usedUnits: number;
}

/** newlyReached(1000, 480, 520) → [50]: the thresholds an order of `after − before` units has just crossed. */
export function newlyReached(quotaUnits: number, usedBefore: number, usedAfter: number): number[] {
  const before = new Set(thresholdsReached(quotaUnits, usedBefore));
  return thresholdsReached(quotaUnits, usedAfter).filter((t) => !before.has(t));
}

function firstOfNextMonth(period: string): string {
  const [y, m] = period.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10);
}

/**
 * Records each of `thresholds` not yet alerted for the state's month and, if any was new, emails every subscriber once
 * about the lowest of them (an order that jumps from 60 % to 5 % sends one email, not two). Call in the transaction of
 * the change that reached them. Returns the emails written.
 */
export async function raiseQuotaAlerts(trx: Db, usage: MonthUsage, thresholds: readonly number[], now: Date, publicOrigin: string): Promise<number> {
  const remainingUnits = Math.max(0, usage.quotaUnits - usage.usedUnits);
  const fresh: number[] = [];
  for (const threshold of thresholds) {
    const inserted = await trx
      .insertInto('quota_alerts')
      .values({ state: usage.state, period: usage.period, threshold, remaining_units: remainingUnits, quota_units: usage.quotaUnits, raised_at: now.toISOString() })
      .onConflict((oc) => oc.columns(['state', 'period', 'threshold']).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) fresh.push(threshold);
  }
  if (fresh.length === 0) return 0;
  const facts = {
    stateName: usage.stateName, period: usage.period, threshold: Math.min(...fresh), remainingUnits, quotaUnits: usage.quotaUnits,
    resetsOn: firstOfNextMonth(usage.period),
  };
  const subscribers = await subscribersOf(trx, 'quotaThresholds');
  for (const s of subscribers) await enqueueEmail(trx, quotaAlertEmail(s, facts, publicOrigin), now);
  return subscribers.length;
}

/** The thresholds a state's month has reached that no alert has been raised for yet. */
export async function unalertedThresholds(db: Db, usage: MonthUsage): Promise<number[]> {
  const reached = thresholdsReached(usage.quotaUnits, usage.usedUnits);
  if (reached.length === 0) return [];
  const done = await db.selectFrom('quota_alerts').select('threshold').where('state', '=', usage.state).where('period', '=', usage.period).execute();
  const alerted = new Set(done.map((r) => r.threshold));
  return reached.filter((t) => !alerted.has(t));
}
