import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import { checkEmail } from '#engine/validators.ts';
import type { FieldCipher } from '#server/crypto/field-cipher.ts';
import type { Db } from '#server/db/database.ts';
import type { OutboxTable } from './outbox.table.ts';
import { CONSUMER_MAIL_KINDS, sealRecipient } from './consumer-mail.ts';
import { sealedIn, sealSignInSecrets } from './sign-in-secrets.ts';

export type OutboxRow = Selectable<OutboxTable>;

export interface NewEmail {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  /** why the email exists: invite, order-confirmation, application, report... */
  kind: string;
  /** the consumer order the email is about: listed on the order's detail page */
  consumerOrderId?: string;
  /** files the email carries (a report's spreadsheet), stored with it */
  attachments?: EmailAttachment[];
  /** what in the text signs its recipient in (an account link's token, an invite code): stored sealed (sign-in-secrets.ts) */
  signInSecrets?: readonly string[];
  /**
   * An https address that stops emails of this kind in one click (RFC 8058): sent as the List-Unsubscribe and
   * List-Unsubscribe-Post headers, so a mail app offers its own Unsubscribe button. Its secrets are sealed too.
   */
  listUnsubscribe?: string;
}

export interface EmailAttachment {
  fileName: string;
  contentType: string;
  content: Buffer;
}

export interface StoredAttachment {
  position: number;
  fileName: string;
  contentType: string;
  size: number;
}

/**
 * Writes an email to the outbox. Pass the transaction of the change that causes the email, so the email
 * exists exactly when the change does; the dispatcher sends it after the commit. A consumer email (see
 * consumer-mail.ts) and an email that signs someone in need `cipher`: the recipient, or the secret, is stored enciphered.
 */
export async function enqueueEmail(db: Db, email: NewEmail, now = new Date(), cipher?: FieldCipher): Promise<string> {
  if (!checkEmail(email.to).ok) throw new Error('enqueueEmail: "to" is not an email address');
  if (!email.subject.trim() || !email.kind.trim()) throw new Error('enqueueEmail: subject and kind are required');
  const id = randomUUID();
  const at = now.toISOString();
  const bodies = sealSignInSecrets({ text: email.text, html: email.html ?? null }, email.signInSecrets ?? [], cipher);
  await db
    .insertInto('outbox')
    .values({
      id,
      to_address: sealRecipient(email.kind, email.to.trim(), cipher),
      subject: email.subject,
      text_body: bodies.text,
      html_body: bodies.html,
      kind: email.kind,
      status: 'pending',
      attempts: 0,
      last_error: null,
      next_attempt_at: at,
      created_at: at,
      sent_at: null,
      erased_at: null,
      consumer_order_id: email.consumerOrderId ?? null,
      sealed_secrets: bodies.sealed,
      list_unsubscribe: email.listUnsubscribe ? sealedIn(email.listUnsubscribe, email.signInSecrets ?? []) : null,
    })
    .execute();
  const attachments = email.attachments ?? [];
  if (attachments.length > 0) {
    await db.insertInto('outbox_attachments').values(attachments.map((a, position) => ({
      id: randomUUID(), email_id: id, position, file_name: a.fileName, content_type: a.contentType, size: a.content.length,
      content_base64: a.content.toString('base64'),
    }))).execute();
  }
  return id;
}

/** What each of these emails carries (name, type, size; not the bytes), by email id. */
export async function attachmentsOf(db: Db, emailIds: string[]): Promise<Map<string, StoredAttachment[]>> {
  const byEmail = new Map<string, StoredAttachment[]>();
  if (emailIds.length === 0) return byEmail;
  const rows = await db.selectFrom('outbox_attachments').select(['email_id', 'position', 'file_name', 'content_type', 'size'])
    .where('email_id', 'in', emailIds).orderBy('email_id').orderBy('position').execute();
  for (const r of rows) {
    const list = byEmail.get(r.email_id) ?? [];
    list.push({ position: r.position, fileName: r.file_name, contentType: r.content_type, size: r.size });
    byEmail.set(r.email_id, list);
  }
  return byEmail;
}

/** One attachment's bytes, or undefined. */
export async function attachmentContent(db: Db, emailId: string, position: number): Promise<(EmailAttachment) | undefined> {
  const row = await db.selectFrom('outbox_attachments').select(['file_name', 'content_type', 'content_base64'])
    .where('email_id', '=', emailId).where('position', '=', position).executeTakeFirst();
  return row ? { fileName: row.file_name, contentType: row.content_type, content: Buffer.from(row.content_base64, 'base64') } : undefined;
}

/** The files an email carries, with their bytes, in order: what the dispatcher sends. */
export async function attachmentsToSend(db: Db, emailId: string): Promise<EmailAttachment[]> {
  const rows = await db.selectFrom('outbox_attachments').select(['file_name', 'content_type', 'content_base64'])
    .where('email_id', '=', emailId).orderBy('position').execute();
  return rows.map((r) => ({ fileName: r.file_name, contentType: r.content_type, content: Buffer.from(r.content_base64, 'base64') }));
}

/** The emails written about a consumer order, oldest first: their kind, subject and fate, never the recipient. */
export async function emailsAboutOrder(db: Db, orderId: string): Promise<Pick<OutboxRow, 'kind' | 'subject' | 'status' | 'created_at' | 'sent_at'>[]> {
  return db.selectFrom('outbox').select(['kind', 'subject', 'status', 'created_at', 'sent_at'])
    .where('consumer_order_id', '=', orderId).orderBy('created_at').orderBy('id').execute();
}

/** Newest first, for GET /api/outbox. */
export async function listOutbox(db: Db, page: { limit: number; offset: number }): Promise<{ items: OutboxRow[]; total: number }> {
  const items = await db.selectFrom('outbox').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute();
  const { n } = await db.selectFrom('outbox').select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow();
  return { items, total: Number(n) };
}

export async function findDueEmails(db: Db, now: Date, limit: number): Promise<OutboxRow[]> {
  return db
    .selectFrom('outbox')
    .selectAll()
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', now.toISOString())
    .orderBy('next_attempt_at')
    .limit(limit)
    .execute();
}

/**
 * Takes one due email for this process: counts the attempt and hides the row until `leaseUntil`, so
 * another server instance does not send it too. False when someone else took it first.
 */
export async function claimEmail(db: Db, row: Pick<OutboxRow, 'id' | 'next_attempt_at' | 'attempts'>, leaseUntil: Date): Promise<boolean> {
  const result = await db
    .updateTable('outbox')
    .set({ attempts: row.attempts + 1, next_attempt_at: leaseUntil.toISOString() })
    .where('id', '=', row.id)
    .where('status', '=', 'pending')
    .where('next_attempt_at', '=', row.next_attempt_at)
    .where('attempts', '=', row.attempts)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function markSent(db: Db, id: string, now: Date): Promise<void> {
  await db.updateTable('outbox').set({ status: 'sent', sent_at: now.toISOString(), last_error: null }).where('id', '=', id).execute();
}

/** After a failed attempt: try again at `retryAt`, or give up (status failed) when it is null. */
export async function markAttemptFailed(db: Db, id: string, error: string, retryAt: Date | null): Promise<void> {
  await db
    .updateTable('outbox')
    .set(retryAt ? { last_error: error, next_attempt_at: retryAt.toISOString() } : { last_error: error, status: 'failed' })
    .where('id', '=', id)
    .execute();
}

/** Pending emails created at or after `since` (the dev log of emails kept in the outbox). */
export async function findPendingSince(db: Db, since: Date): Promise<OutboxRow[]> {
  return db.selectFrom('outbox').selectAll().where('status', '=', 'pending').where('created_at', '>=', since.toISOString()).orderBy('created_at').execute();
}

/**
 * Erases the recipient, subject and bodies of consumer emails sent before `cutoff` (or given up before it, counted
 * from their creation), keeping the row's kind, dates, attempts and status. One UPDATE: idempotent, and safe when
 * several server processes run it at once. Returns how many rows were erased.
 */
export async function eraseSentConsumerMail(db: Db, cutoff: Date, now: Date): Promise<number> {
  const result = await db
    .updateTable('outbox')
    .set({ to_address: '', subject: '', text_body: '', html_body: null, last_error: null, sealed_secrets: null, list_unsubscribe: null, erased_at: now.toISOString() })
    .where('kind', 'in', [...CONSUMER_MAIL_KINDS])
    .where((eb) => eb.or([
      eb.and([eb('status', '=', 'sent'), eb('sent_at', '<', cutoff.toISOString())]),
      eb.and([eb('status', '=', 'failed'), eb('created_at', '<', cutoff.toISOString())]),
    ]))
    .where('erased_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
