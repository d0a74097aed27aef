import type { ColumnType } from 'kysely';

type Optional<T> = ColumnType<T, T | undefined, T>;

/** The `membership_applications` table (see server/db/database.schema.ts for the column conventions). */
export interface MembershipApplicationsTable {
  id: string;
  legal_business_name: string;
  contact_email: string;
  /** JSON of every field of the application */
  application: string;
  status: 'pending' | 'approved' | 'rejected';
  created_at: string;
  /** `MA-7KQ2M9`: what the applicant's emails quote (migration 0016; set for every row) */
  reference: Optional<string | null>;
  facility_type: Optional<string | null>;
  state: Optional<string | null>;
  decided_at: Optional<string | null>;
  /** the user who decided */
  decided_by: Optional<string | null>;
  /** why it was rejected (the applicant reads it) */
  decision_reason: Optional<string | null>;
  /** the customer an approval created or linked */
  customer_id: Optional<string | null>;
}
