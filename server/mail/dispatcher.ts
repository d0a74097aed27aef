import type nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { FieldCipher } from '#server/crypto/field-cipher.ts';
import { onFirstUse } from '#server/on-first-use.ts';
import type { Db } from '#server/db/database.ts';
import { openRecipient } from './consumer-mail.ts';
import { maskEmail, maskEmailsIn } from './mask-email.ts';
import { openSignInSecrets, signInLines } from './sign-in-secrets.ts';
import { attachmentsToSend, claimEmail, eraseSentConsumerMail, findDueEmails, findPendingSince, markAttemptFailed, markSent } from './outbox.repository.ts';

export interface MailLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface DispatchOptions {
  /** The SMTP transport; undefined means emails stay in the outbox. */
  transport: Transporter | undefined;
  from: string;
  log: MailLog;
  /** reads the enciphered recipients of consumer emails */
  cipher: FieldCipher;
  now?: Date;
  /** attempts before an email is marked failed (default 5) */
  maxAttempts?: number;
  batchSize?: number;
}

export interface DispatchResult {
  sent: number;
  retrying: number;
  failed: number;
}

/** Waits after the 1st, 2nd, 3rd and 4th failed attempt. */
const BACKOFF_MS = [60_000, 5 * 60_000, 15 * 60_000, 60 * 60_000];
/** How long a claimed email stays hidden from other instances while it is being sent. */
const LEASE_MS = 2 * 60_000;

export function backoffAfter(attempts: number): number {
  return BACKOFF_MS[Math.min(attempts, BACKOFF_MS.length) - 1] ?? BACKOFF_MS[0]!;
}

/** createSmtpTransport('smtp://user:pass@mail.example.org:587') */
export function createSmtpTransport(smtpUrl: string): Transporter {
  return onFirstUse<typeof nodemailer>('nodemailer').createTransport({ url: smtpUrl, connectionTimeout: 15_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as never);
}

/** Sends every due email once: marks it sent, or schedules a retry, or marks it failed after the last attempt. */
export async function dispatchOnce(db: Db, opts: DispatchOptions): Promise<DispatchResult> {
  const result: DispatchResult = { sent: 0, retrying: 0, failed: 0 };
  if (!opts.transport) return result;
  const now = opts.now ?? new Date();
  const maxAttempts = opts.maxAttempts ?? 5;
  for (const row of await findDueEmails(db, now, opts.batchSize ?? 20)) {
    if (!(await claimEmail(db, row, new Date(now.getTime() + LEASE_MS)))) continue;
    const attempts = row.attempts + 1;
    try {
      const attachments = await attachmentsToSend(db, row.id);
      await opts.transport.sendMail({
        from: opts.from,
        to: openRecipient(row, opts.cipher),
        subject: row.subject,
        text: openSignInSecrets(row.text_body, row.sealed_secrets, opts.cipher),
        ...(row.html_body ? { html: openSignInSecrets(row.html_body, row.sealed_secrets, opts.cipher) } : {}),
        // A one-click unsubscribe (RFC 8058): the mail app's own button posts to the address.
        ...(row.list_unsubscribe ? {
          headers: { 'List-Unsubscribe': `<${openSignInSecrets(row.list_unsubscribe, row.sealed_secrets, opts.cipher)}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
        } : {}),
        ...(attachments.length ? { attachments: attachments.map((a) => ({ filename: a.fileName, contentType: a.contentType, content: a.content })) } : {}),
      });
      await markSent(db, row.id, new Date());
      result.sent++;
      opts.log.info({ emailId: row.id, kind: row.kind }, 'email sent');
    } catch (error) {
      const reason = maskEmailsIn(error instanceof Error ? error.message : String(error)).slice(0, 500);
      const giveUp = attempts >= maxAttempts;
      await markAttemptFailed(db, row.id, reason, giveUp ? null : new Date(now.getTime() + backoffAfter(attempts)));
      const detail = { emailId: row.id, kind: row.kind, attempts, reason };
      if (giveUp) {
        result.failed++;
        opts.log.error(detail, 'email failed for good');
      } else {
        result.retrying++;
        opts.log.warn(detail, 'email attempt failed, will retry');
      }
    }
  }
  return result;
}

export interface Dispatcher {
  start(): void;
  stop(): Promise<void>;
  /** One pass now: sends due emails, or (without SMTP) logs the ones newly kept in the outbox. */
  dispatchOnce(now?: Date): Promise<DispatchResult>;
  /** Erases consumer emails sent more than the retention ago (the background loop does it every ERASE_EVERY_MS). */
  eraseExpired(now?: Date): Promise<number>;
}

/** How often a running dispatcher erases expired consumer emails: cheap, and the retention is counted in days. */
export const ERASE_EVERY_MS = 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

export interface DispatcherOptions {
  smtpUrl: string | undefined;
  from: string;
  log: MailLog;
  cipher: FieldCipher;
  /** CONSUMER_MAIL_RETENTION_DAYS */
  retentionDays: number;
  /** the app's clock */
  now?: () => Date;
  pollMs?: number;
  /**
   * Outside production, the log line of an email kept in the outbox carries the lines of it that sign someone in:
   * the developer's own outbox, since the Outbox masks them (decision 041). Never in production.
   */
  logSignInLinks?: boolean;
}

/** The background sender: one pass every `pollMs` while started, and the erasure of expired consumer emails. */
export function createDispatcher(db: Db, opts: DispatcherOptions): Dispatcher {
  const transport = opts.smtpUrl ? createSmtpTransport(opts.smtpUrl) : undefined;
  const clock = opts.now ?? (() => new Date());
  const startedAt = new Date();
  const announced = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let lastErasure = Number.NEGATIVE_INFINITY;

  async function pass(now?: Date): Promise<DispatchResult> {
    if (transport) return dispatchOnce(db, { transport, from: opts.from, log: opts.log, cipher: opts.cipher, ...(now ? { now } : {}) });
    // Without SMTP the outbox is the mailbox: say once, in the dev log, that an email is waiting there.
    for (const row of await findPendingSince(db, startedAt)) {
      if (announced.has(row.id)) continue;
      announced.add(row.id);
      const signIn = opts.logSignInLinks ? signInLines(row.text_body, row.sealed_secrets, opts.cipher) : [];
      opts.log.info({ emailId: row.id, kind: row.kind }, `email kept in outbox: to=${maskEmail(openRecipient(row, opts.cipher))} subject=${row.subject}${signIn.length ? ` sign-in: ${signIn.join(' ')}` : ''}`);
    }
    return { sent: 0, retrying: 0, failed: 0 };
  }

  async function eraseExpired(now = clock()): Promise<number> {
    const erased = await eraseSentConsumerMail(db, new Date(now.getTime() - opts.retentionDays * DAY_MS), now);
    if (erased > 0) opts.log.info({ erased, retentionDays: opts.retentionDays }, 'consumer emails erased after their retention');
    return erased;
  }

  async function loopPass(): Promise<void> {
    try {
      await pass();
    } finally {
      // Independent of sending: a broken SMTP server must not keep consumers' emails past their retention.
      if (Date.now() - lastErasure >= ERASE_EVERY_MS) {
        lastErasure = Date.now();
        await eraseExpired();
      }
    }
  }

  const tick = () => {
    running = loopPass().catch((error: unknown) => opts.log.error({ err: error }, 'outbox pass failed'));
    void running.finally(() => {
      if (timer) timer = setTimeout(tick, opts.pollMs ?? 5_000);
    });
  };

  return {
    start() {
      if (timer) return;
      timer = setTimeout(tick, 0);
    },
    async stop() {
      const t = timer;
      timer = undefined;
      if (t) clearTimeout(t);
      await running;
      transport?.close();
    },
    dispatchOnce: (now?: Date) => pass(now),
    eraseExpired,
  };
}
