/** The `invites` table (see server/db/database.schema.ts for the column conventions). */
export interface InvitesTable {
  id: string;
  user_id: string;
  code_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
  /** wrong codes tried against this invite (migration 0002); the code is spent after a few */
  failed_attempts: number;
}
