import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountView, RefillDetails } from '#schemas/generated/consumer-account.ts';
import { browserHeaders, createUser, sessionCookie } from './auth-helpers.ts';
import { LATEST_CONSUMER_VERSION, buildFlowApp, dale, maria, setQuota, walk } from './flow-helpers.ts';
import { testDatabases } from './test-db.ts';
import { tokenHash } from '#server/areas/consumer-accounts/account-links.ts';
import { textAsSent } from './email-as-sent.ts';

const LINK = /\/account\?link=([A-Za-z0-9_-]{43})/;

describe.each(testDatabases())('consumer accounts on $name', (database) => {
  let app: FastifyInstance;
  let clock: { at: Date };
  let mariaMrn: string;
  let daleMrn: string;

  /** A POST, and the work it left for after its reply (a sign-in link's email). */
  const post = async (url: string, payload: object, cookie?: string) => {
    const reply = await app.inject({ method: 'POST', url, headers: browserHeaders(app, 'POST', cookie), payload });
    await app.afterRepliesSettled();
    return reply;
  };
  const get = (url: string, cookie?: string) => app.inject({ method: 'GET', url, headers: browserHeaders(app, 'GET', cookie) });
  const cookieOf = (reply: LightMyRequestResponse) => {
    const c = reply.cookies.find((k) => k.name === 'portal_account');
    if (!c) throw new Error('no account cookie');
    return `portal_account=${c.value}`;
  };
  /** The unused link of an email of `kind` to `to`, as it is sent (recipients are enciphered; the test clock stands still). */
  const linkIn = async (to: string, kind: string) => {
    const rows = (await app.db.selectFrom('outbox').selectAll().where('kind', '=', kind).execute()).filter((r) => app.fieldCipher.decrypt(r.to_address) === to);
    for (const row of rows) {
      const token = LINK.exec(textAsSent(app, row))?.[1];
      const link = token && (await app.db.selectFrom('consumer_account_links').select(['used_at', 'expires_at']).where('token_hash', '=', tokenHash(token)).executeTakeFirst());
      if (token && link && link.used_at === null && link.expires_at > clock.at.toISOString()) return token;
    }
    throw new Error(`no unused ${kind} link for ${to}`);
  };

  beforeAll(async () => {
    ({ app, clock } = await buildFlowApp(database));
    await setQuota(app, 'CO', 480);
    await setQuota(app, 'KY', 300);
    mariaMrn = (await walk(app, maria)).mrn!;
    daleMrn = (await walk(app, dale)).mrn!;
  });
  afterAll(() => app.close());

  it('invites the person to an account in the confirmation; the link opens it once, showing only their orders', async () => {
    const token = await linkIn(maria.email, 'order-confirmation');
    const opened = await post('/api/account/links', { token });
    expect(opened.statusCode, opened.body).toBe(200);
    const view = opened.json<AccountView>();
    expect(view.email).toBe(maria.email);
    expect(view.orders.map((o) => [o.mrn, o.status, o.kits])).toEqual([[mariaMrn, 'approved', 4]]);
    // The product as the questionnaire names it in each language (the catalogue's name in its first).
    expect(view.orders[0]!.productName).toEqual({ en: 'NARCAN (naloxone HCl) 4 mg nasal spray, 2-pack', es: 'NARCAN aerosol nasal 4 mg' });
    // Ordered today: the refill waits for the flow's interval, whatever happened to the kit (v3 makes no exception).
    expect(view.refill).toEqual({ now: false, from: '2025-05-14', reasonsNow: [] });
    const cookie = cookieOf(opened);
    expect(opened.cookies.find((c) => c.name === 'portal_account')).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    expect((await get('/api/account', cookie)).json<AccountView>().orders).toHaveLength(1);
    // Single use: the same link again opens nothing.
    expect((await post('/api/account/links', { token })).statusCode).toBe(404);
    // Stored as hashes only: no table holds the token or the session's.
    const links = await app.db.selectFrom('consumer_account_links').select('token_hash').execute();
    expect(links.map((l) => l.token_hash)).not.toContain(token);
  });

  it('fills a refill with the latest order\'s details', async () => {
    const opened = await post('/api/account/links', { token: await linkIn(dale.email, 'order-confirmation') });
    const details = (await get('/api/account/refill', cookieOf(opened))).json<RefillDetails>();
    // By the live questionnaire's question ids, as its validateConsumer effect reads them.
    expect(details).toMatchObject({ flowId: 'consumer', version: LATEST_CONSUMER_VERSION });
    expect(details.answers).toMatchObject({
      'q-first-name': 'Dale', 'q-last-name': 'Hatfield', 'q-email': dale.email, 'q-phone': '606-555-0199', 'q-dob': '1971-11-23',
      'q-ship-address': '118 Main St', 'q-ship-city': 'Pikeville', 'q-ship-county': 'Pike', 'q-ship-zip': '41501',
    });
    expect((await get('/api/account', cookieOf(opened))).json<AccountView>().orders.map((o) => o.mrn)).toEqual([daleMrn]);
  });

  it('fills the state chosen and the product too, and says when the person may order again, by their state\'s day', async () => {
    const signIn = async () => {
      await post('/api/account/sign-in-link', { email: dale.email });
      return cookieOf(await post('/api/account/links', { token: await linkIn(dale.email, 'account-sign-in') }));
    };
    let cookie = await signIn();
    const details = (await get('/api/account/refill', cookie)).json<RefillDetails>();
    // Kentucky and the generic spray, by the choices' values; how many kits, for whom and why are asked anew.
    expect(details.answers).toMatchObject({ 'q-state': 'KY', 'q-product': '0093-2165-68', 'q-ship-state': 'KY', 'q-home-state': 'KY' });
    for (const asked of ['q-qty', 'q-why', 'q-request-reason']) expect(details.answers).not.toHaveProperty(asked);
    expect((await get('/api/account', cookie)).json<AccountView>().orders[0]!.productName).toEqual({ en: 'Naloxone HCl 4 mg nasal spray (Teva), 2-pack', es: 'Naloxona HCl aerosol nasal 4 mg' });
    // 11:30 pm on May 13 in Kentucky (already May 14 in UTC): not yet.
    clock.at = new Date('2025-05-14T03:30:00Z');
    cookie = await signIn();
    expect((await get('/api/account', cookie)).json<AccountView>().refill).toEqual({ now: false, from: '2025-05-14', reasonsNow: [] });
    // Half past midnight there: from today.
    clock.at = new Date('2025-05-14T04:30:00Z');
    expect((await get('/api/account', cookie)).json<AccountView>().refill).toEqual({ now: true, from: '2025-05-14', reasonsNow: [] });
  });

  it('keeps consumer and staff sessions apart', async () => {
    const staff = await sessionCookie(app, await createUser(app.db, { email: 'acct.staff@example.org', role: 'superAdmin' }));
    expect((await get('/api/account', staff)).statusCode).toBe(401);
    expect((await get('/api/account')).statusCode).toBe(401);
    await post('/api/account/sign-in-link', { email: maria.email });
    const consumer = cookieOf(await post('/api/account/links', { token: await linkIn(maria.email, 'account-sign-in') }));
    for (const url of ['/api/consumer-orders', `/api/consumer-orders/${mariaMrn}`, '/api/audit', '/api/quotas']) {
      expect((await get(url, consumer)).statusCode, url).toBe(401);
    }
  });

  it('sends a sign-in link only when an account exists, answering the same either way', async () => {
    const before = (await app.db.selectFrom('outbox').select('id').where('kind', '=', 'account-sign-in').execute()).length;
    const unknown = await post('/api/account/sign-in-link', { email: 'nobody.here@example.org' });
    const known = await post('/api/account/sign-in-link', { email: ` ${maria.email.toUpperCase()} `, language: 'es' });
    expect([unknown.statusCode, known.statusCode]).toEqual([202, 202]);
    expect(unknown.body).toBe(known.body);
    const mails = await app.db.selectFrom('outbox').selectAll().where('kind', '=', 'account-sign-in').execute();
    expect(mails).toHaveLength(before + 1);
    const token = await linkIn(maria.email, 'account-sign-in');
    expect(mails.map((m) => m.subject)).toContain('Su enlace a sus pedidos de naloxona');
    expect((await post('/api/account/links', { token })).statusCode).toBe(200);
  });

  it('refuses a link once it has expired', async () => {
    await post('/api/account/sign-in-link', { email: maria.email });
    const token = await linkIn(maria.email, 'account-sign-in');
    clock.at = new Date(clock.at.getTime() + 61 * 60_000);
    expect((await post('/api/account/links', { token })).statusCode).toBe(404);
  });

  it('deletes the account in one call: its sessions end, its orders stay', async () => {
    await post('/api/account/sign-in-link', { email: maria.email });
    const cookie = cookieOf(await post('/api/account/links', { token: await linkIn(maria.email, 'account-sign-in') }));
    const deleted = await app.inject({ method: 'DELETE', url: '/api/account', headers: browserHeaders(app, 'DELETE', cookie) });
    expect(deleted.statusCode).toBe(204);
    expect((await get('/api/account', cookie)).statusCode).toBe(401);
    const accounts = await app.db.selectFrom('consumer_accounts').select('id').execute();
    expect(accounts).toHaveLength(1); // Dale's
    expect(await app.db.selectFrom('consumer_orders').select('id').where('mrn', '=', mariaMrn).execute()).toHaveLength(1);
    // Without an account a sign-in link is not sent.
    const before = (await app.db.selectFrom('outbox').select('id').where('kind', '=', 'account-sign-in').execute()).length;
    await post('/api/account/sign-in-link', { email: maria.email });
    expect((await app.db.selectFrom('outbox').select('id').where('kind', '=', 'account-sign-in').execute()).length).toBe(before);
  });
});
