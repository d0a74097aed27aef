/** The `sessions` table (see server/db/database.schema.ts for the column conventions). */
export interface SessionsTable {
  id: string;
  user_id: string;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  revoked_at: string | null;
  /** the provider's id token, kept server-side only for the sign-off redirect */
  id_token_hint: string | null;
  /** the provider refresh token, encrypted (migration 0002); never sent to the browser */
  provider_refresh_token_enc: string | null;
  /** how the person signed in: RFC 8176 method references as a JSON array ('["pwd"]', '["pwd","otp","mfa"]'; decision 073) */
  amr: string;
  /** the assurance level of that sign-in ('aal1', 'aal2') or an external provider's acr; null when none was given */
  acr: string | null;
}
