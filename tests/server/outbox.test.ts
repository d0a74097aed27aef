import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDispatcher } from '#server/mail/dispatcher.ts';
import { maskEmail } from '#server/mail/mask-email.ts';
import { enqueueEmail } from '#server/mail/outbox.repository.ts';
import { createUser, sessionCookie } from './auth-helpers.ts';
import { buildTestApp, testDatabases } from './test-db.ts';
import { memoryLog, startSmtp } from './mail-helpers.ts';

const email = { to: 'jane.doe@example.org', subject: 'Your naloxone order NX-ABCD2345', text: 'Your kit is on its way.', html: '<p>Your kit is on its way.</p>', kind: 'order-confirmation' };

describe.each(testDatabases())('mail outbox on $name', (database) => {
  describe('with a working SMTP server', () => {
    let smtp: Awaited<ReturnType<typeof startSmtp>>;
    let app: FastifyInstance;
    beforeAll(async () => {
      smtp = await startSmtp();
      app = await buildTestApp({ database, env: { SMTP_URL: smtp.url, MAIL_FROM: 'Portal <portal@example.org>' } });
    });
    afterAll(async () => {
      await app.close();
      await smtp.close();
    });

    it('keeps no email when the transaction that wrote it rolls back', async () => {
      await expect(
        app.db.transaction().execute(async (trx) => {
          await enqueueEmail(trx, { ...email, subject: 'rolled back' }, undefined, app.fieldCipher);
          throw new Error('the order failed');
        }),
      ).rejects.toThrow('the order failed');
      expect(await app.db.selectFrom('outbox').selectAll().where('subject', '=', 'rolled back').execute()).toEqual([]);
    });

    it('sends a committed email once and marks it sent', async () => {
      const id = await app.db.transaction().execute((trx) => enqueueEmail(trx, email, undefined, app.fieldCipher));
      expect(await app.mailDispatcher.dispatchOnce()).toEqual({ sent: 1, retrying: 0, failed: 0 });
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]!.to).toEqual(['jane.doe@example.org']);
      expect(smtp.received[0]!.from).toBe('portal@example.org');
      expect(smtp.received[0]!.raw).toContain('Subject: Your naloxone order NX-ABCD2345');
      expect(smtp.received[0]!.raw).toContain('Your kit is on its way.');
      const row = await app.db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
      expect(row.sent_at).not.toBeNull();
      expect(await app.mailDispatcher.dispatchOnce()).toEqual({ sent: 0, retrying: 0, failed: 0 });
      expect(smtp.received).toHaveLength(1);
    });

    it('sends the files an email carries as attachments', async () => {
      const content = Buffer.from('PK\u0003\u0004 a report', 'utf8');
      await enqueueEmail(app.db, {
        to: 'chief@example.org', subject: 'Weekly orders report', text: 'Attached.', kind: 'report-weekly',
        attachments: [{ fileName: 'weekly-orders-2026-W47.xlsx', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', content }],
      });
      expect(await app.mailDispatcher.dispatchOnce()).toEqual({ sent: 1, retrying: 0, failed: 0 });
      const raw = smtp.received.at(-1)!.raw;
      expect(raw).toContain('Content-Disposition: attachment; filename=weekly-orders-2026-W47.xlsx');
      expect(raw).toContain(content.toString('base64'));
    });
  });

  describe('with an SMTP server that refuses', () => {
    let smtp: Awaited<ReturnType<typeof startSmtp>>;
    let app: FastifyInstance;
    beforeAll(async () => {
      smtp = await startSmtp(true);
      app = await buildTestApp({ database, env: { SMTP_URL: smtp.url } });
    });
    afterAll(async () => {
      await app.close();
      await smtp.close();
    });

    it('retries with growing waits and marks the email failed after the fifth attempt', async () => {
      const id = await enqueueEmail(app.db, { ...email, to: 'refused@example.org' }, undefined, app.fieldCipher);
      const row = () => app.db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      let now = Date.now();
      for (let attempt = 1; attempt <= 4; attempt++) {
        expect(await app.mailDispatcher.dispatchOnce(new Date(now))).toMatchObject({ retrying: 1, failed: 0 });
        const after = await row();
        expect(after).toMatchObject({ status: 'pending', attempts: attempt });
        expect(after.last_error).toMatch(/550/);
        expect(after.last_error).not.toContain('refused@example.org');
        // Not due again at once.
        expect(await app.mailDispatcher.dispatchOnce(new Date(now))).toEqual({ sent: 0, retrying: 0, failed: 0 });
        now = Date.parse(after.next_attempt_at);
      }
      expect(await app.mailDispatcher.dispatchOnce(new Date(now))).toEqual({ sent: 0, retrying: 0, failed: 1 });
      expect(await row()).toMatchObject({ status: 'failed', attempts: 5 });
      expect(await app.mailDispatcher.dispatchOnce(new Date(now + 86_400_000))).toEqual({ sent: 0, retrying: 0, failed: 0 });
      expect(smtp.received).toEqual([]);
    });
  });

  describe('without SMTP_URL', () => {
    let app: FastifyInstance;
    let superAdmin: { cookie: string };
    beforeAll(async () => {
      app = await buildTestApp({ database });
      const id = await createUser(app.db, { email: `outbox-reader-${Date.now()}@example.org`, role: 'superAdmin' });
      superAdmin = { cookie: await sessionCookie(app, id) };
    });
    afterAll(() => app.close());

    it('keeps emails pending and announces each new one once, with the address masked', async () => {
      const log = memoryLog();
      const dispatcher = createDispatcher(app.db, { smtpUrl: undefined, from: 'portal@example.org', log, cipher: app.fieldCipher, retentionDays: 30 });
      const id = await enqueueEmail(app.db, { ...email, to: 'kept.here@example.org', subject: 'Invitation' }, undefined, app.fieldCipher);
      await dispatcher.dispatchOnce();
      await dispatcher.dispatchOnce();
      const kept = log.lines.filter((l) => l.msg.startsWith('email kept in outbox'));
      expect(kept).toHaveLength(1);
      expect(kept[0]!.level).toBe('info');
      expect(kept[0]!.msg).toBe('email kept in outbox: to=k***@e***.org subject=Invitation');
      expect(JSON.stringify(log.lines)).not.toContain('kept.here@example.org');
      const statuses = await app.db.selectFrom('outbox').select('status').where('id', '=', id).execute();
      expect(statuses).toEqual([{ status: 'pending' }]);
      await dispatcher.stop();
    });

    it('lists the outbox newest first, page by page, at GET /api/outbox', async () => {
      const base = Date.parse('2030-01-01T00:00:00.000Z');
      for (let i = 1; i <= 3; i++) {
        await enqueueEmail(app.db, { ...email, subject: `page test ${i}`, kind: 'invite' }, new Date(base + i * 1000));
      }
      expect((await app.inject({ method: 'GET', url: '/api/outbox?limit=2' })).statusCode).toBe(401);
      const first = await app.inject({ method: 'GET', url: '/api/outbox?limit=2', headers: superAdmin });
      expect(first.statusCode).toBe(200);
      const page = first.json();
      expect(page.limit).toBe(2);
      expect(page.offset).toBe(0);
      expect(page.total).toBeGreaterThanOrEqual(3);
      expect(page.items.map((i: { subject: string }) => i.subject)).toEqual(['page test 3', 'page test 2']);
      expect(page.items[0]).toEqual({
        id: expect.any(String), to: email.to, subject: 'page test 3', text: email.text, html: email.html, kind: 'invite',
        status: 'pending', attempts: 0, lastError: null, createdAt: '2030-01-01T00:00:03.000Z', sentAt: null, erasedAt: null, attachments: [],
      });
      const second = (await app.inject({ method: 'GET', url: '/api/outbox?limit=2&offset=2', headers: superAdmin })).json();
      expect(second.items[0].subject).toBe('page test 1');
    });

    it('refuses a page size over 100 with a readable 400', async () => {
      const reply = await app.inject({ method: 'GET', url: '/api/outbox?limit=500', headers: superAdmin });
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toEqual({ code: 'VALIDATION_FAILED', message: 'Invalid query: limit must be <= 100.' });
    });
  });
});

describe('maskEmail', () => {
  it('keeps the first letters and the top-level domain only', () => {
    expect(maskEmail('jane.doe@example.org')).toBe('j***@e***.org');
    expect(maskEmail('not-an-address')).toBe('***');
  });
});
