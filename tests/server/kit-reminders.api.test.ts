import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KitReplacement } from '#schemas/generated/kit-reminders.ts';
import { browserHeaders, createUser, sessionCookie } from './auth-helpers.ts';
import { textAsSent } from './email-as-sent.ts';
import { buildFlowApp, dale, maria, setQuota, walk, type Person } from './flow-helpers.ts';
import type { FlowRunReply } from '#schemas/generated/flow-run-api.ts';
import { testDatabases } from './test-db.ts';

const ana: Person = { ...maria, firstName: 'Ana', lastName: 'Ruiz', dob: '1990-02-11', email: 'ana.ruiz@example.org', phone: '720-555-0112', address: '9 Pine St', address2: undefined, zip: '80204', qty: 1, expiryReminder: 'yes' };
const jo: Person = { ...maria, firstName: 'Jo', lastName: 'Baker', dob: '1979-04-09', email: 'jo.baker@example.org', phone: '720-555-0111', address: '22 Elm St', address2: undefined, zip: '80203', qty: 1, expiryReminder: 'yes' };
const kim: Person = { ...maria, firstName: 'Kim', lastName: 'Lee', dob: '1969-08-30', email: 'kim.lee@example.org', phone: '720-555-0113', address: '5 Oak St', address2: undefined, zip: '80205', qty: 1, expiryReminder: 'yes' };

/** The kit-expiry emails (decision 078): the job with a moved clock, the new-kit link, the unsubscribe link. */
describe.each(testDatabases())('kit-expiry emails on $name', (database) => {
  let app: FastifyInstance;
  let clock: { at: Date };
  let cookie: string;
  const mrn: Record<string, string> = {};

  const as = (options: InjectOptions) => app.inject({ ...options, headers: { ...browserHeaders(app, options.method ?? 'GET', cookie), ...(options.headers ?? {}) } });
  const post = (url: string, payload: object) => app.inject({ method: 'POST', url, headers: browserHeaders(app, 'POST'), payload });
  const reminders = () => app.db.selectFrom('outbox').select(['consumer_order_id', 'subject', 'text_body', 'sealed_secrets']).where('kind', '=', 'kit-expiry').orderBy('created_at').execute();
  const orderId = async (m: string) => (await app.db.selectFrom('consumer_orders').select('id').where('mrn', '=', m).executeTakeFirstOrThrow()).id;
  const linkIn = (text: string, page: 'kit-reminder' | 'kit-reminder/stop') => new RegExp(`/${page}\\?link=([A-Za-z0-9_-]+)`).exec(text)![1]!;

  beforeAll(async () => {
    ({ app, clock } = await buildFlowApp(database)); // 2025-03-14, 11:00 in Denver
    await setQuota(app, 'CO', 480);
    await setQuota(app, 'KY', 300);
    cookie = await sessionCookie(app, await createUser(app.db, { email: 'ship@example.org', role: 'admin' }));
    mrn.maria = (await walk(app, { ...maria, expiryReminder: 'yes' })).mrn!;
    const spanish = (await app.inject({ method: 'POST', url: '/api/flow-runs', payload: { flowId: 'consumer', locale: 'es' } })).json<FlowRunReply>();
    mrn.ana = (await walk(app, ana, { from: spanish })).mrn!;
    mrn.dale = (await walk(app, { ...dale, expiryReminder: 'no' })).mrn!;
    mrn.jo = (await walk(app, jo)).mrn!;
    mrn.kim = (await walk(app, kim)).mrn!;
    const rows = Object.entries(mrn).map(([name, m], i) => `${m},USPS,94001118992200000001${i}0,2025-03-13,LOT-${name.toUpperCase()},04/2025`);
    const shipped = await as({ method: 'POST', url: '/api/shipments/import', payload: { apply: true, content: ['Order ID,Carrier,Tracking Number,Ship Date,Lot,Expiry', ...rows].join('\n') } });
    expect(shipped.json().counts.shipped).toBe(5);
  });
  afterAll(() => app.close());

  it('keeps the answer to the questionnaire\'s question with each order', async () => {
    const rows = await app.db.selectFrom('consumer_orders').select(['mrn', 'expiry_reminder', 'language']).execute();
    const by = Object.fromEntries(rows.map((r) => [r.mrn, r]));
    expect([by[mrn.maria!]!.expiry_reminder, by[mrn.ana!]!.expiry_reminder, by[mrn.dale!]!.expiry_reminder]).toEqual([1, 1, 0]);
    expect(by[mrn.ana!]!.language).toBe('es');
  });

  it('sends nothing while the kits expire later than the programme\'s notice', async () => {
    await app.scheduler.tick(); // kits expire on April 30: 47 days away, the notice is 30
    expect(await reminders()).toEqual([]);
  });

  it('emails each person who asked, once per kit, in their language; never who said no nor whose details were erased', async () => {
    // Kim's details are erased by retention meanwhile: no email address is left.
    const kimConsumer = (await app.db.selectFrom('consumer_orders').select('consumer_id').where('mrn', '=', mrn.kim!).executeTakeFirstOrThrow()).consumer_id;
    await app.db.updateTable('consumers').set({ purged_at: clock.at.toISOString(), email_enc: '', first_name_enc: '' }).where('id', '=', kimConsumer).execute();
    clock.at = new Date('2025-04-05T17:00:00Z'); // 11:00 in Denver: April 30 is 25 days away
    await app.scheduler.tick();
    const sent = await reminders();
    const about = await Promise.all(['maria', 'ana', 'jo'].map((n) => orderId(mrn[n]!)));
    expect(sent.map((m) => m.consumer_order_id).sort()).toEqual([...about].sort());
    const maria = sent.find((m) => m.consumer_order_id === about[0])!;
    const ana = sent.find((m) => m.consumer_order_id === about[1])!;
    expect(maria.subject).toBe('Your naloxone kit expires in April 2025');
    expect(ana.subject).toBe('Su kit de naloxona vence en abril de 2025');
    // The links are sealed in the outbox, as a sign-in link is; the person reads them.
    expect(maria.text_body).not.toMatch(/link=[A-Za-z0-9_-]{20}/);
    const text = textAsSent(app, maria);
    expect(text).toContain(`order ${mrn.maria}`);
    expect(text).toMatch(/\/kit-reminder\?link=[A-Za-z0-9_-]{43}\n/);
    expect(textAsSent(app, ana)).toMatch(/\/kit-reminder\/stop\?link=[A-Za-z0-9_-]{43}&lang=es\n/);
    expect(text).not.toMatch(/Maria|Lopez|Bannock/);

    // The next day, a run by hand of that day again, and another day: nothing twice.
    clock.at = new Date('2025-04-06T17:00:00Z');
    await app.scheduler.tick();
    await app.scheduler.runNow('kit-expiry', '2025-04-05');
    expect(await reminders()).toHaveLength(3);
  });

  it('starts a new order from the link: reason Expired, the person\'s details filled in, once', async () => {
    const mariaOrder = await orderId(mrn.maria!);
    const mail = (await reminders()).find((m) => m.consumer_order_id === mariaOrder)!;
    const token = linkIn(textAsSent(app, mail), 'kit-reminder');
    const reply = await post('/api/kit-reminders/replacement', { link: token });
    expect(reply.statusCode, reply.body).toBe(200);
    const body = reply.json<KitReplacement>();
    expect(body).toMatchObject({ flowId: 'consumer', language: 'en' });
    expect(body.answers).toMatchObject({ 'q-request-reason': 'Expired', 'q-first-name': 'Maria', 'q-last-name': 'Lopez', 'q-ship-zip': '80202', 'q-expiry-reminder': 'yes', 'q-state': 'CO' });
    expect(reply.headers['cache-control']).toBe('no-store');
    const again = await post('/api/kit-reminders/replacement', { link: token });
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toMatch(/already been used or has expired/);
    const unknown = await post('/api/kit-reminders/replacement', { link: 'x'.repeat(43) });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toMatch(/not one we sent/);
    expect((await post('/api/kit-reminders/replacement', { link: 'not a token!' })).statusCode).toBe(400);
  });

  it('refuses a new-kit link past its time with clear words', async () => {
    const anaOrder = await orderId(mrn.ana!);
    const mail = (await reminders()).find((m) => m.consumer_order_id === anaOrder)!;
    const saved = clock.at;
    clock.at = new Date('2025-08-01T17:00:00Z'); // 90 days after April 30
    const late = await post('/api/kit-reminders/replacement', { link: linkIn(textAsSent(app, mail), 'kit-reminder') });
    clock.at = saved;
    expect(late.statusCode).toBe(410);
  });

  it('stops the emails without a sign-in: a GET changes nothing, the POST does it, in the person\'s language, and again changes nothing', async () => {
    const anaOrder = await orderId(mrn.ana!);
    const token = linkIn(textAsSent(app, (await reminders()).find((m) => m.consumer_order_id === anaOrder)!), 'kit-reminder/stop');
    const get = await app.inject({ method: 'GET', url: `/api/kit-reminders/unsubscribe?link=${token}` });
    expect(get.statusCode).toBe(404);
    const flag = async () => (await app.db.selectFrom('consumer_orders').select('expiry_reminder').where('id', '=', anaOrder).executeTakeFirstOrThrow()).expiry_reminder;
    expect(await flag()).toBe(1);
    const done = await post('/api/kit-reminders/unsubscribe', { link: token });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ language: 'es' });
    expect(await flag()).toBe(0);
    expect((await post('/api/kit-reminders/unsubscribe', { link: token })).json()).toEqual({ language: 'es' });
    expect((await post('/api/kit-reminders/unsubscribe', { link: 'y'.repeat(43) })).statusCode).toBe(404);
  });

  it('stops the emails from a mail app\'s own Unsubscribe button (a one-click form post), and refuses another body', async () => {
    const mariaOrder = await orderId(mrn.maria!);
    const token = linkIn(textAsSent(app, (await reminders()).find((m) => m.consumer_order_id === mariaOrder)!), 'kit-reminder/stop');
    const oneClick = (payload: string, type = 'application/x-www-form-urlencoded') =>
      app.inject({ method: 'POST', url: `/api/kit-reminders/one-click?link=${token}`, headers: { 'content-type': type }, payload });
    expect((await oneClick('List-Unsubscribe=Maybe')).statusCode).toBe(400);
    expect((await oneClick('{"List-Unsubscribe":"One-Click"}', 'text/plain')).statusCode).toBe(415);
    const done = await oneClick('List-Unsubscribe=One-Click');
    expect(done.statusCode, done.body).toBe(200);
    expect((await app.db.selectFrom('consumer_orders').select('expiry_reminder').where('id', '=', mariaOrder).executeTakeFirstOrThrow()).expiry_reminder).toBe(0);
  });

  it('never emails a person who stopped the emails, even for a kit not reminded yet', async () => {
    // Jo stops the emails; a later shipment of Jo's (a new lot, the same order for the test) would ask again.
    const joOrder = await orderId(mrn.jo!);
    const token = linkIn(textAsSent(app, (await reminders()).find((m) => m.consumer_order_id === joOrder)!), 'kit-reminder/stop');
    expect((await post('/api/kit-reminders/unsubscribe', { link: token })).statusCode).toBe(200);
    await app.db.deleteFrom('outbox').where('consumer_order_id', '=', joOrder).where('kind', '=', 'kit-expiry').execute();
    await app.db.deleteFrom('kit_reminders').where('order_id', '=', joOrder).execute();
    await app.scheduler.runNow('kit-expiry', '2025-04-07');
    expect((await reminders()).filter((m) => m.consumer_order_id === joOrder)).toEqual([]);
  });

  it('shows the staff the kit, whether the person still wants the email, and the email on the order', async () => {
    const detail = (await as({ method: 'GET', url: `/api/consumer-orders/${mrn.maria}` })).json();
    // Maria asked, then stopped the emails from her mail app.
    expect(detail).toMatchObject({ kitLot: 'LOT-MARIA', kitExpiresOn: '2025-04-30', expiryReminder: false });
    expect((await as({ method: 'GET', url: `/api/consumer-orders/${mrn.dale}` })).json()).toMatchObject({ expiryReminder: false });
    expect(detail.emails.map((e: { kind: string }) => e.kind)).toContain('kit-expiry');
  });
});
