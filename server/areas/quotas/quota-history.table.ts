/** The `quota_history` table: each value a state's monthly quota took, and from when (see server/db/database.schema.ts for the column conventions). */
export interface QuotaHistoryTable {
  id: string;
  state: string;
  /** units per month from `effective_at` on; null: the quota was deleted (none from then) */
  quantity: number | null;
  effective_at: string;
  /** who set it; null for a quota that existed before the history was kept, or set by the seed */
  actor_user_id: string | null;
}
