import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDispatcher } from '#server/mail/dispatcher.ts';
import { migrationKeysFrom } from '#server/db/migration-keys.ts';
import { encipherConsumerRecipients } from '#server/db/migrations/0008-consumer-mail-at-rest.ts';
import { enqueueEmail, markSent } from '#server/mail/outbox.repository.ts';
import { createUser, sessionCookie } from './auth-helpers.ts';
import { buildTestApp, testDatabases } from './test-db.ts';

const DAY = 24 * 60 * 60_000;
const confirmation = (to: string, mrn: string) =>
  ({ to, subject: `Your naloxone order ${mrn}`, text: `Your order ${mrn} is on its way.`, html: `<p>${mrn}</p>`, kind: 'order-confirmation' });
const invite = { to: 'new.staff@example.org', subject: 'Your invitation', text: 'Code ABC', kind: 'invite' };

/** "Personal data at rest" (decision 012): consumers' email recipients enciphered, and erased after their retention. */
describe.each(testDatabases())('consumer emails at rest on $name', (database) => {
  let app: FastifyInstance;
  let clock: Date;
  let superAdmin: { id: string; cookie: string };
  beforeAll(async () => {
    clock = new Date('2026-04-01T12:00:00.000Z');
    app = await buildTestApp({ database, now: () => clock, env: { CONSUMER_MAIL_RETENTION_DAYS: '30' } });
    const id = await createUser(app.db, { email: 'reader@example.org', role: 'superAdmin' });
    superAdmin = { id, cookie: await sessionCookie(app, id) };
  });
  afterAll(() => app.close());

  const row = (id: string) => app.db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('stores a consumer\'s address enciphered and a staff address as it is; a consumer email needs the cipher', async () => {
    const consumer = await enqueueEmail(app.db, confirmation('maria.lopez@example.org', 'NX-AAAA1111'), clock, app.fieldCipher);
    const staff = await enqueueEmail(app.db, invite, clock, app.fieldCipher);
    const stored = await row(consumer);
    expect(stored.to_address).toMatch(/^v1:/);
    expect(JSON.stringify(stored)).not.toContain('maria.lopez');
    expect(app.fieldCipher.decrypt(stored.to_address)).toBe('maria.lopez@example.org');
    expect((await row(staff)).to_address).toBe('new.staff@example.org');
    await expect(enqueueEmail(app.db, confirmation('x@example.org', 'NX-X'), clock)).rejects.toThrow(/cipher/);
  });

  it('shows consumers\' addresses masked at GET /api/outbox, and in full only on request, with an audit entry', async () => {
    const headers = { cookie: superAdmin.cookie };
    const masked = (await app.inject({ method: 'GET', url: '/api/outbox?limit=100', headers })).json();
    const mine = masked.items.find((m: { subject: string }) => m.subject.endsWith('NX-AAAA1111'));
    expect(mine.to).toBe('m***@e***.org');
    expect(masked.items.find((m: { kind: string }) => m.kind === 'invite').to).toBe('new.staff@example.org');
    expect(await app.db.selectFrom('audit_log').select('id').where('action', '=', 'outbox.reveal').execute()).toEqual([]);

    const revealed = (await app.inject({ method: 'GET', url: '/api/outbox?limit=100&reveal=true', headers })).json();
    expect(revealed.items.find((m: { subject: string }) => m.subject.endsWith('NX-AAAA1111')).to).toBe('maria.lopez@example.org');
    const audit = await app.db.selectFrom('audit_log').selectAll().where('action', '=', 'outbox.reveal').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_user_id: superAdmin.id, entity: 'outbox', at: clock.toISOString() });
    expect(JSON.parse(audit[0]!.detail!)).toEqual({ filters: ['reveal'], rows: revealed.items.length, total: revealed.total, revealed: 1 });
    expect(audit[0]!.detail).not.toContain('maria');

    // A damaged row is shown as unreadable; the page still answers.
    const damaged = await enqueueEmail(app.db, confirmation('damaged@example.org', 'NX-DAMAGED1'), clock, app.fieldCipher);
    await app.db.updateTable('outbox').set({ to_address: 'v1:AAAA:BBBB:CCCC' }).where('id', '=', damaged).execute();
    const page = await app.inject({ method: 'GET', url: '/api/outbox?limit=100', headers });
    expect(page.statusCode).toBe(200);
    expect(page.json().items.find((m: { id: string }) => m.id === damaged).to).toBe('(unreadable)');
    await app.db.deleteFrom('outbox').where('id', '=', damaged).execute();
  });

  it('erases the recipient and text of consumer emails sent more than the retention ago, keeping the metadata', async () => {
    const old = await enqueueEmail(app.db, confirmation('old.order@example.org', 'NX-OLD00001'), new Date(clock.getTime() - 40 * DAY), app.fieldCipher);
    await markSent(app.db, old, new Date(clock.getTime() - 31 * DAY));
    const recent = await enqueueEmail(app.db, confirmation('recent@example.org', 'NX-NEW00001'), new Date(clock.getTime() - 10 * DAY), app.fieldCipher);
    await markSent(app.db, recent, new Date(clock.getTime() - 29 * DAY));
    const unsent = await enqueueEmail(app.db, confirmation('waiting@example.org', 'NX-WAIT0001'), new Date(clock.getTime() - 60 * DAY), app.fieldCipher);
    const oldInvite = await enqueueEmail(app.db, invite, new Date(clock.getTime() - 60 * DAY), app.fieldCipher);
    await markSent(app.db, oldInvite, new Date(clock.getTime() - 60 * DAY));
    const before = await row(old);

    expect(await app.mailDispatcher.eraseExpired()).toBe(1);
    const erased = await row(old);
    expect(erased).toMatchObject({
      to_address: '', subject: '', text_body: '', html_body: null, erased_at: clock.toISOString(),
      kind: 'order-confirmation', status: 'sent', created_at: before.created_at, sent_at: before.sent_at, attempts: before.attempts,
    });
    expect((await row(recent)).to_address).toMatch(/^v1:/);
    expect((await row(unsent)).status).toBe('pending');
    expect((await row(unsent)).to_address).toMatch(/^v1:/);
    expect((await row(oldInvite)).to_address).toBe('new.staff@example.org');

    // Idempotent: a second run (another process, or the next hour) finds nothing; the list shows the row erased.
    expect(await app.mailDispatcher.eraseExpired()).toBe(0);
    const list = (await app.inject({ method: 'GET', url: '/api/outbox?limit=100&reveal=true', headers: { cookie: superAdmin.cookie } })).json();
    expect(list.items.find((m: { id: string }) => m.id === old)).toMatchObject({ to: '', text: '', erasedAt: clock.toISOString(), kind: 'order-confirmation' });

    // Two days on, the recent one has passed its 30 days too.
    clock = new Date(clock.getTime() + 2 * DAY);
    expect(await app.mailDispatcher.eraseExpired()).toBe(1);
    expect((await row(recent)).to_address).toBe('');
  });

  it('migration 0008 enciphers recipients written in plain text before, once, and needs the key only when there are some', async () => {
    await expect(encipherConsumerRecipients(app.db, undefined)).resolves.toBe(0);
    const id = await enqueueEmail(app.db, invite, clock);
    await app.db.updateTable('outbox').set({ kind: 'order-confirmation', to_address: 'plain.old@example.org' }).where('id', '=', id).execute();
    await expect(encipherConsumerRecipients(app.db, undefined)).rejects.toThrow(/DATA_KEY/);
    expect(await encipherConsumerRecipients(app.db, migrationKeysFrom(app.config))).toBe(1);
    const stored = await row(id);
    expect(app.fieldCipher.decrypt(stored.to_address)).toBe('plain.old@example.org');
    expect(await encipherConsumerRecipients(app.db, migrationKeysFrom(app.config))).toBe(0);
    expect((await row(id)).to_address).toBe(stored.to_address);
  });
});

describe('the running dispatcher', () => {
  it('erases expired consumer emails by itself, without any call', async () => {
    const clock = new Date('2026-04-01T12:00:00.000Z');
    const app = await buildTestApp({ now: () => clock });
    const silent = { info: () => {}, warn: () => {}, error: () => {} };
    const dispatcher = createDispatcher(app.db, { smtpUrl: undefined, from: 'p@example.org', log: silent, cipher: app.fieldCipher, retentionDays: 30, now: () => clock });
    try {
      const id = await enqueueEmail(app.db, confirmation('loop@example.org', 'NX-LOOP0001'), new Date(clock.getTime() - 40 * DAY), app.fieldCipher);
      await markSent(app.db, id, new Date(clock.getTime() - 40 * DAY));
      dispatcher.start();
      await vi.waitFor(async () => {
        const row = await app.db.selectFrom('outbox').select('erased_at').where('id', '=', id).executeTakeFirstOrThrow();
        expect(row.erased_at).toBe(clock.toISOString());
      }, { timeout: 10_000, interval: 50 });
    } finally {
      await dispatcher.stop();
      await app.close();
    }
  });
});

describe('CONSUMER_MAIL_RETENTION_DAYS', () => {
  it('sets how long sent consumer emails are kept', async () => {
    const clock = new Date('2026-04-01T12:00:00.000Z');
    const app = await buildTestApp({ now: () => clock, env: { CONSUMER_MAIL_RETENTION_DAYS: '7' } });
    try {
      const id = await enqueueEmail(app.db, confirmation('week@example.org', 'NX-WEEK0001'), new Date(clock.getTime() - 9 * DAY), app.fieldCipher);
      await markSent(app.db, id, new Date(clock.getTime() - 8 * DAY));
      expect(await app.mailDispatcher.eraseExpired()).toBe(1);
    } finally {
      await app.close();
    }
  });
});
