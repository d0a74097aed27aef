/** The `recovery_codes` table: ten single-use codes a person, kept as keyed hashes only (decision 073). */
export interface RecoveryCodesTable {
  id: string;
  user_id: string;
  /** HMAC-SHA256 of the normalised code, with a key derived from SESSION_SECRET */
  code_hash: string;
  created_at: string;
  used_at: string | null;
}
