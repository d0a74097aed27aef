import { datePreferenceOf } from '#schemas/date-preference.ts';
import type { User } from '#schemas/generated/user-api.ts';
import type { UserRow } from './users.repository.ts';

/** A users row as the API shows it (without any secret). */
export function toApiUser(row: UserRow, customers: string[]): User {
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    status: row.status,
    lastLogin: row.last_login_at,
    createdAt: row.created_at,
    claims: { role: row.role, customers: row.role === 'customer' ? customers : [] },
    subscriptions: {
      quotaThresholds: row.sub_quota_thresholds === 1,
      weeklyOrders: row.sub_weekly_orders === 1,
      monthlyOrders: row.sub_monthly_orders === 1,
      monthlyFunder: row.sub_monthly_funder === 1,
    },
    datePreference: datePreferenceOf(row.date_format, row.time_format),
  };
}
