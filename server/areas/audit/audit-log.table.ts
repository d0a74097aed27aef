/** The `audit_log` table (see server/db/database.schema.ts for the column conventions). */
export interface AuditLogTable {
  id: string;
  at: string;
  actor_user_id: string | null;
  action: string;
  entity: string;
  entity_id: string | null;
  /** JSON with filters or counts; never a personal value */
  detail: string | null;
}
