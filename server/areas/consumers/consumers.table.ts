import type { ColumnType } from 'kysely';

/** The `consumers` table (see server/db/database.schema.ts for the column conventions). */
export interface ConsumersTable {
  id: string;
  /** HMAC of normalised last name + first name + date of birth */
  person_hash: string;
  /** HMAC of normalised email */
  email_hash: string;
  /** HMAC of normalised shipping address (same address, different person → flagged) */
  address_hash: string;
  /** HMAC of the phone's 10 digits (migration 0012; null until the re-hash of normalisation version 3 reached the row) */
  phone_hash: ColumnType<string | null, string | null | undefined, string | null>;
  first_name_enc: string;
  last_name_enc: string;
  email_enc: string;
  phone_enc: string;
  dob_enc: string;
  gender_enc: string;
  address_enc: string;
  city_enc: string;
  state: string;
  zip_enc: string;
  county: string | null;
  ship_address_type: string;
  ship_address_enc: string;
  ship_address2_enc: string | null;
  ship_city_enc: string;
  ship_state: string;
  ship_zip_enc: string;
  ship_county: string | null;
  flagged_for_review: number;
  /** why flagged_for_review is set (server/areas/consumers/review-reasons.ts), else null */
  review_reason: string | null;
  /** the normalisation its hashes were made with (server/crypto/match-normalise.ts); older rows are hashed again */
  hash_version: ColumnType<number, number | undefined, number>;
  created_at: string;
  /** personal fields are purged (set to a tombstone) after the retention period */
  purged_at: string | null;
}
