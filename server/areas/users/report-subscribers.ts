import type { Db } from '#server/db/database.ts';

/** The report subscriptions (docs/product.md#report-subscriptions-and-scheduled-jobs), as their `users` columns. */
const COLUMN = {
  quotaThresholds: 'sub_quota_thresholds',
  weeklyOrders: 'sub_weekly_orders',
  monthlyOrders: 'sub_monthly_orders',
  monthlyFunder: 'sub_monthly_funder',
} as const;

export type ReportSubscription = keyof typeof COLUMN;

export interface Subscriber {
  email: string;
  firstName: string;
}

/**
 * Who receives a report: active staff (admin or superAdmin, who may see Report Subscriptions) subscribed to it.
 * Invited and disabled users receive nothing; customers cannot subscribe.
 */
export async function subscribersOf(db: Db, subscription: ReportSubscription): Promise<Subscriber[]> {
  const rows = await db
    .selectFrom('users')
    .select(['email', 'first_name'])
    .where(COLUMN[subscription], '=', 1)
    .where('status', '=', 'active')
    .where('role', 'in', ['admin', 'superAdmin'])
    .orderBy('email')
    .execute();
  return rows.map((r) => ({ email: r.email, firstName: r.first_name }));
}
