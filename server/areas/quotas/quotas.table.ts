/** The `quotas` table (see server/db/database.schema.ts for the column conventions). */
export interface QuotasTable {
  id: string;
  state: string;
  quota_period: 'MONTHLY';
  quantity: number;
  created_at: string;
  updated_at: string;
}
