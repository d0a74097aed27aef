/** The consumer-account tables of migration 0014 (see server/db/database.schema.ts for the column conventions). */
export interface ConsumerAccountsTable {
  id: string;
  /** the keyed hash of the email, as the order path matches it (server/crypto/consumer-hashes.ts) */
  email_hash: string;
  email_enc: string;
  language: string;
  created_at: string;
  last_sign_in_at: string | null;
}

export interface ConsumerAccountLinksTable {
  id: string;
  /** SHA-256 of the link's token: the token itself is only in the email */
  token_hash: string;
  purpose: 'create' | 'sign-in';
  email_hash: string;
  email_enc: string;
  language: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface ConsumerSessionsTable {
  id: string;
  /** SHA-256 of the session cookie's token */
  token_hash: string;
  account_id: string;
  created_at: string;
  expires_at: string;
}
