/** The `second_factors` table (see server/db/database.schema.ts for the column conventions; decision 073). */
export interface SecondFactorsTable {
  id: string;
  user_id: string;
  kind: 'totp' | 'passkey';
  /** the name the person gave it ("Work phone") */
  name: string;
  created_at: string;
  last_used_at: string | null;
  /** the authenticator app's base32 secret, enciphered with the field cipher; null for a passkey */
  totp_secret_enc: string | null;
  /** the last time step (30 s) whose code was accepted: an older or equal step is refused (no replay) */
  totp_last_step: number | string | null;
  /** a passkey's credential id and COSE public key, base64url */
  credential_id: string | null;
  public_key: string | null;
  sign_count: number | string;
  /** the authenticator's transports as a JSON array of text */
  transports: string | null;
  /** 1: a synced passkey (amr `swk`), 0: bound to its device (`hwk`) */
  backed_up: number;
  /** 0 while an authenticator app waits for its first code; such a row is ignored after 15 minutes */
  confirmed: number;
}
