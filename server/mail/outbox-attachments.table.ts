/** The `outbox_attachments` table (migration 0015): the files an email carries, written with the email. */
export interface OutboxAttachmentsTable {
  id: string;
  email_id: string;
  /** the attachment's place in the email, from 0 */
  position: number;
  file_name: string;
  content_type: string;
  /** bytes */
  size: number;
  content_base64: string;
}
