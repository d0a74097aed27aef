import type { ColumnType } from 'kysely';
import type { Role } from '#schemas/roles.ts';

/** The `users` table (see server/db/database.schema.ts for the column conventions). */
export interface UsersTable {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  role: Role;
  status: 'invited' | 'active' | 'disabled';
  password_hash: string | null;
  /** set when an admin gave a one-time password: it expires and must be changed at sign-in */
  password_expires_at: string | null;
  must_change_password: number;
  oidc_issuer: string | null;
  oidc_subject: string | null;
  last_login_at: string | null;
  sub_quota_thresholds: number;
  sub_weekly_orders: number;
  sub_monthly_orders: number;
  /** the monthly funder report (migration 0027, decision 079); 0 unless written */
  sub_monthly_funder: ColumnType<number, number | undefined, number>;
  /** how they read dates (schemas/date-preference.schema.json), null until they choose (decision 066) */
  date_format: string | null;
  time_format: string | null;
  /** 1 after a superAdmin reset their second factors: they enrol again at their next sign-in (decision 073) */
  must_enrol_second_factor: number;
  created_at: string;
  updated_at: string;
}
