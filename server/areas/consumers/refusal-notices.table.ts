/** The emails that told a person why a refusal was not worded in a reply, one per address and day (migration 0019). */
export interface RefusalNoticesTable {
  /** the keyed hash of the address on record (server/crypto/consumer-hashes.ts emailHash) */
  email_hash: string;
  /** the UTC day it was sent, YYYY-MM-DD */
  day: string;
}
