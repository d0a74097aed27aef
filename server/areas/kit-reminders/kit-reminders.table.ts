/** The `kit_reminders` table (migration 0026, decision 078): one row per order whose kit-expiry email was sent. */
export interface KitRemindersTable {
  /** the order reminded: the primary key makes the email once per kit */
  order_id: string;
  sent_at: string;
  /** the language the email was written in ('en', 'es'): the replacement and unsubscribe pages use it */
  language: string;
  /** SHA-256 of the replacement link's token: the token itself is only in the email */
  replace_token_hash: string;
  /** SHA-256 of the unsubscribe link's token */
  unsubscribe_token_hash: string;
  /** after this, the replacement link says it has expired (the unsubscribe link always works) */
  links_expire_at: string;
  /** when the replacement link was used: it works once */
  replace_used_at: string | null;
  unsubscribed_at: string | null;
}
