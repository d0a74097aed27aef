import type { ColumnType } from 'kysely';

/** The `outbox` table (see server/db/database.schema.ts for the column conventions). */
export interface OutboxTable {
  id: string;
  /** a consumer email's recipient is enciphered (server/mail/consumer-mail.ts); '' once erased */
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  /** why the email exists, for the Outbox page (invite, order-confirmation, application, report) */
  kind: string;
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
  last_error: string | null;
  next_attempt_at: string;
  created_at: string;
  sent_at: string | null;
  /** when the recipient, subject and bodies of a sent consumer email were erased (migration 0008) */
  erased_at: string | null;
  /** the consumer order the email is about (migration 0012), else null */
  consumer_order_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** the links or codes in the email that sign its recipient in, enciphered; placeholders stand for them in the bodies (sign-in-secrets.ts, migration 0019) */
  sealed_secrets: ColumnType<string | null, string | null | undefined, string | null>;
  /** the address of the email's one-click unsubscribe (RFC 8058), its secrets sealed as the bodies' are (migration 0026), else null */
  list_unsubscribe: ColumnType<string | null, string | null | undefined, string | null>;
}
