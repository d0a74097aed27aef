import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountLinkUrl, createAccountLink } from '#server/areas/consumer-accounts/account-links.ts';
import { orderConfirmationEmail } from '#server/areas/consumer-orders/order-confirmation-email.ts';
import { emailHash } from '#server/crypto/consumer-hashes.ts';
import { createDispatcher } from '#server/mail/dispatcher.ts';
import { enqueueEmail } from '#server/mail/outbox.repository.ts';
import { MASKED_SECRET } from '#server/mail/sign-in-secrets.ts';
import { browserHeaders, createUser, sessionCookie } from './auth-helpers.ts';
import { memoryLog, readableText, startSmtp } from './mail-helpers.ts';
import { buildTestApp, testDatabases } from './test-db.ts';

type Listed = { id: string; kind: string; subject: string; text: string; html: string | null };

/*
 * Links that sign someone in are never readable by staff (decision 041): an account link in an order confirmation or
 * a requested sign-in email, and an invite's verification code. The outbox keeps them sealed; its page masks them,
 * revealed or not; the email sent carries them and they work.
 */
describe.each(testDatabases())('sign-in links in the outbox on $name', (database) => {
  const consumer = 'jo.link@example.org';
  const invited = 'new.admin@example.org';
  let app: FastifyInstance;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let superCookie: string;
  let token: string;
  let code: string;

  beforeAll(async () => {
    smtp = await startSmtp();
    app = await buildTestApp({ database, env: { SMTP_URL: smtp.url } });
    superCookie = await sessionCookie(app, await createUser(app.db, { email: 'outbox.super@example.org', role: 'superAdmin' }));
    // An order confirmation inviting an account, a sign-in link the consumer asks for, and a staff invite.
    const emailEnc = app.fieldCipher.encrypt(consumer);
    const now = new Date();
    token = await createAccountLink(app.db, { purpose: 'create', emailHash: emailHash(app.keyedHasher, consumer), emailEnc, language: 'en', now });
    await enqueueEmail(app.db, orderConfirmationEmail({
      to: consumer, mrn: 'NX-LINK0001', kits: 1, productName: 'NARCAN', publicOrigin: app.config.publicOrigin, locale: 'en',
      shipTo: { city: 'Denver', state: 'CO', zip: '80202' }, account: accountLinkUrl(app.config.publicOrigin, token, 'en'),
    }), now, app.fieldCipher);
    await app.db.insertInto('consumer_accounts').values({
      id: 'acct-link', email_hash: emailHash(app.keyedHasher, consumer), email_enc: emailEnc, language: 'en', created_at: now.toISOString(), last_sign_in_at: null,
    }).execute();
    const asked = await app.inject({ method: 'POST', url: '/api/account/sign-in-link', payload: { email: consumer } });
    expect(asked.statusCode).toBe(202);
    const invite = await app.inject({
      method: 'POST', url: '/api/user', headers: browserHeaders(app, 'POST', superCookie),
      payload: { firstName: 'Nia', lastName: 'New', email: invited, claims: { role: 'admin', customers: [] } },
    });
    expect(invite.statusCode).toBe(201);
    // The sign-in link is queued after its reply (decision 043): wait for it before sending.
    await app.afterRepliesSettled();
    await app.mailDispatcher.dispatchOnce();
    const codeMail = smtp.received.find((m) => m.to.includes(invited));
    code = /Verification code: ([A-Z0-9]+)/.exec(readableText(codeMail!.raw))![1]!;
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  const listed = async (query: string) => {
    const reply = await app.inject({ method: 'GET', url: `/api/outbox?limit=100${query}`, headers: { cookie: superCookie } });
    expect(reply.statusCode).toBe(200);
    return reply.json<{ items: Listed[] }>().items.filter((m) => ['order-confirmation', 'account-sign-in', 'invite'].includes(m.kind));
  };

  it('sends each link and code, and they work', async () => {
    const sent = smtp.received.filter((m) => m.to.includes(consumer)).map((m) => readableText(m.raw));
    expect(sent).toHaveLength(2);
    expect(sent.filter((text) => text.includes(`/account?link=${token}`))).toHaveLength(1);
    const signInToken = /\/account\?link=([A-Za-z0-9_-]{43})/.exec(sent.find((text) => !text.includes(token))!)![1]!;
    expect(code).toMatch(/^[A-Z0-9]{10}$/);
    for (const link of [token, signInToken]) {
      const opened = await app.inject({ method: 'POST', url: '/api/account/links', payload: { token: link } });
      expect(opened.statusCode, opened.body).toBe(200);
    }
  });

  it('shows staff which email it was, with the link or code masked, revealed or not', async () => {
    for (const query of ['', '&reveal=true']) {
      const mails = await listed(query);
      expect(mails.map((m) => m.kind).sort()).toEqual(['account-sign-in', 'invite', 'order-confirmation']);
      for (const mail of mails) {
        expect(mail.subject).not.toBe('');
        expect(mail.text).toContain(MASKED_SECRET);
        expect(mail.html ?? '').toContain(MASKED_SECRET);
        expect(`${mail.text} ${mail.html}`).not.toMatch(/\/account\?link=[A-Za-z0-9_-]{20}/);
        expect(`${mail.text} ${mail.html}`).not.toContain(code);
      }
      expect(mails.find((m) => m.kind === 'invite')!.text).toContain(`Verification code: ${MASKED_SECRET}`);
    }
  });

  it('keeps no working link in the outbox table either', async () => {
    const rows = await app.db.selectFrom('outbox').selectAll().where('kind', 'in', ['order-confirmation', 'account-sign-in', 'invite']).execute();
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(`${row.text_body} ${row.html_body} ${row.sealed_secrets}`).not.toContain(token);
      expect(`${row.text_body} ${row.html_body} ${row.sealed_secrets}`).not.toContain(code);
      expect(row.sealed_secrets).toMatch(/^v1:/);
    }
  });

  it('prints the link of an email kept in the outbox in the development log only', async () => {
    const logs = { development: memoryLog(), production: memoryLog() };
    const dispatchers = Object.entries(logs).map(([env, log]) =>
      createDispatcher(app.db, { smtpUrl: undefined, from: 'portal@example.org', log, cipher: app.fieldCipher, retentionDays: 30, logSignInLinks: env === 'development' }));
    const id = await enqueueEmail(app.db, orderConfirmationEmail({
      to: 'kept.link@example.org', mrn: 'NX-KEPT0001', kits: 1, productName: 'NARCAN', publicOrigin: app.config.publicOrigin, locale: 'en',
      shipTo: { city: 'Denver', state: 'CO', zip: '80202' }, account: accountLinkUrl(app.config.publicOrigin, 'kept-link-token-0123456789', 'en'),
    }), new Date(), app.fieldCipher);
    for (const dispatcher of dispatchers) {
      await dispatcher.dispatchOnce();
      await dispatcher.stop();
    }
    const kept = (env: keyof typeof logs) => logs[env].lines.filter((l) => (l.obj as { emailId?: string }).emailId === id).map((l) => l.msg);
    expect(kept('development')).toEqual([expect.stringMatching(/ sign-in: .*\/account\?link=kept-link-token-0123456789$/)]);
    expect(kept('production')).toHaveLength(1);
    expect(kept('production')[0]).not.toContain('kept-link-token');
  });

  it('sends a one-click unsubscribe address in the headers, its secret sealed in the outbox as the body\'s is', async () => {
    const secret = 'u'.repeat(43);
    const address = `${app.config.publicOrigin}/api/kit-reminders/one-click?link=${secret}`;
    await enqueueEmail(app.db, {
      to: 'headers@example.org', subject: 'Your naloxone kit expires in April 2025', kind: 'kit-expiry',
      text: `Stop these emails: ${app.config.publicOrigin}/kit-reminder/stop?link=${secret}`, signInSecrets: [secret], listUnsubscribe: address,
    }, new Date(), app.fieldCipher);
    const stored = await app.db.selectFrom('outbox').select('list_unsubscribe').where('kind', '=', 'kit-expiry').executeTakeFirstOrThrow();
    expect(stored.list_unsubscribe).not.toContain(secret);
    await app.mailDispatcher.dispatchOnce();
    const raw = smtp.received.find((m) => m.to.includes('headers@example.org'))!.raw.replace(/\r\n[ \t]+/g, ' ');
    expect(raw).toContain(`List-Unsubscribe: <${address}>`);
    expect(raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  });
});
