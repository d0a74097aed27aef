/** The `membership_applications` table (see server/db/database.schema.ts for the column conventions). */
export interface MembershipApplicationsTable {
  id: string;
  legal_business_name: string;
  contact_email: string;
  /** JSON of every field of the application */
  application: string;
  status: 'pending' | 'approved' | 'rejected';
  created_at: string;
}
