import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSUMER_ORDER_STATUSES } from '#schemas/consumer-order-status.ts';
import type { ConsumerOrderDetail } from '#schemas/generated/consumer-order-detail.ts';
import type { ConsumerOrder } from '#schemas/generated/consumer-order.ts';
import type { ConsumerOrderStatus } from '#schemas/generated/consumer-order-status.ts';
import { browserHeaders, createUser, sessionCookie } from './auth-helpers.ts';
import { buildFlowApp, maria, setQuota, walk, type Person } from './flow-helpers.ts';
import { testDatabases } from './test-db.ts';

/** The moves decision 025 lists, and no other. */
const ALLOWED: Record<ConsumerOrderStatus, ConsumerOrderStatus[]> = {
  received: ['approved', 'needs review'],
  'needs review': ['approved', 'cancelled'],
  approved: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
};

/** Someone else at Maria's address: their order is flagged for review. */
const ana: Person = { ...maria, firstName: 'Ana', lastName: 'Ruiz', dob: '1990-01-15', email: 'ana.ruiz@example.org', phone: '303-555-0177', qty: 2 };

let trackingSerial = 0;
const nextTracking = () => `9400111899${String(++trackingSerial).padStart(12, '0')}`;

describe.each(testDatabases())('the consumer order\'s life on $name', (database) => {
  let app: FastifyInstance;
  let clock: { at: Date };
  let cookie: string;
  let mariaMrn: string;
  let anaMrn: string;

  const as = (options: InjectOptions) => app.inject({ ...options, headers: { ...browserHeaders(app, options.method ?? 'GET', cookie), ...(options.headers ?? {}) } });
  const list = async (query: string) => {
    const reply = await as({ method: 'GET', url: `/api/consumer-orders${query}` });
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json<{ items: ConsumerOrder[]; total: number }>();
  };
  const detail = async (mrn: string) => (await as({ method: 'GET', url: `/api/consumer-orders/${mrn}` })).json<ConsumerOrderDetail>();
  const move = (mrn: string, body: Record<string, unknown>) => as({ method: 'POST', url: `/api/consumer-orders/${mrn}/status`, payload: body });
  const usedUnits = async () => Number((await app.db.selectFrom('quota_usage').select('used_units').where('state', '=', 'CO').executeTakeFirstOrThrow()).used_units);

  beforeAll(async () => {
    ({ app, clock } = await buildFlowApp(database));
    await setQuota(app, 'CO', 480);
    cookie = await sessionCookie(app, await createUser(app.db, { email: 'ops@example.org', role: 'admin', firstName: 'Olivia', lastName: 'Ops' }));
    mariaMrn = (await walk(app, maria)).mrn!;
    anaMrn = (await walk(app, ana)).mrn!;
  });
  afterAll(() => app.close());

  it('approves an order on placement, and holds one that shares an address with another person for review', async () => {
    const m = await detail(mariaMrn);
    expect(m).toMatchObject({ status: 'approved', nextStatuses: ['shipped', 'cancelled'], language: 'en', quantity: 4, units: 8, flaggedForReview: false });
    expect(m.history.map((h) => [h.from, h.to, h.by])).toEqual([[null, 'received', null], ['received', 'approved', null]]);
    const a = await detail(anaMrn);
    // The flag names the earlier order at the address (Maria's), for staff to open (decision 064).
    expect(m.orderDate).toBe('2025-03-14T18:03:15.008Z');
    const reason = `Another person has used the same shipping address: order ${mariaMrn} of March 14, 2025.`;
    expect(a).toMatchObject({ status: 'needs review', flaggedForReview: true, reviewReason: reason, reviewOrders: [mariaMrn] });
    expect(a.history.at(-1)).toMatchObject({ from: 'received', to: 'needs review', reason });
    expect(m.reviewOrders).toEqual([]);
  });

  it('finds an order by MRN, status, flag, and through the keyed hashes by email, phone and name with birth date', async () => {
    const mrnsOf = async (query: string) => (await list(query)).items.map((o) => o.mrn).sort();
    expect(await mrnsOf(`?mrn=${mariaMrn.toLowerCase()}`)).toEqual([mariaMrn]);
    expect(await mrnsOf('?status=needs%20review')).toEqual([anaMrn]);
    expect(await mrnsOf('?flagged=true')).toEqual([anaMrn]);
    expect(await mrnsOf('?flagged=false')).toEqual([mariaMrn]);
    expect(await mrnsOf(`?email=${encodeURIComponent(' Maria.Lopez+kits@EXAMPLE.org ')}`)).toEqual([mariaMrn]);
    expect(await mrnsOf(`?phone=${encodeURIComponent('+1 303.555.0142')}`)).toEqual([mariaMrn]);
    expect(await mrnsOf(`?name=${encodeURIComponent('maria lopez')}&dob=1986-07-02`)).toEqual([mariaMrn]);
    expect(await mrnsOf(`?name=${encodeURIComponent('Ruiz, Ana')}&dob=1990-01-15`)).toEqual([anaMrn]);
    expect(await mrnsOf(`?name=${encodeURIComponent('Maria Lopez')}&dob=1986-07-03`)).toEqual([]);
    expect(await mrnsOf('?email=nobody%40example.org')).toEqual([]);
    const row = (await list(`?mrn=${mariaMrn}`)).items[0]!;
    expect(row).toMatchObject({ mrn: mariaMrn, status: 'approved' });
    expect(JSON.stringify(row)).not.toMatch(/Maria|Lopez|Bannock|555/);
  });

  it.each([
    ['?name=Maria%20Lopez', /together with the date of birth/],
    ['?dob=1986-07-02', /together with the date of birth/],
    ['?email=maria', /not an email address/],
    ['?phone=555', /10 digits/],
  ])('refuses the search %s with 400', async (query, message) => {
    const reply = await as({ method: 'GET', url: `/api/consumer-orders${query}` });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toMatch(message);
  });

  it('audits a search by its filter names, never the values typed', async () => {
    await list(`?email=${encodeURIComponent(maria.email)}&status=approved`);
    // The test clock stands still: every entry has the same time, so the search's entry is found by its filters.
    const entries = await app.db.selectFrom('audit_log').selectAll().where('action', '=', 'consumer-orders.list').execute();
    expect(entries.map((e) => JSON.parse(e.detail!).filters)).toContainEqual(['email', 'status']);
    expect(entries.map((e) => e.detail).join()).not.toContain('maria');
  });

  it('shows staff the person, the ship-to, the history and the emails, and audits the read', async () => {
    const m = await detail(mariaMrn);
    expect(m.person).toEqual({
      firstName: 'Maria', lastName: 'Lopez', email: maria.email, phone: '303-555-0142',
      shipTo: { addressType: expect.any(String), address: '1437 Bannock St', address2: 'Apt 4', city: 'Denver', state: 'CO', zip: '80202', county: null },
    });
    expect(m.emails).toEqual([expect.objectContaining({ kind: 'order-confirmation', status: 'pending', subject: expect.stringContaining(mariaMrn) })]);
    const read = await app.db.selectFrom('audit_log').selectAll().where('action', '=', 'consumer-orders.read').where('entity_id', '=', m.id).execute();
    expect(read.length).toBeGreaterThan(0);
    expect(read[0]!.detail).not.toContain('Maria');
    expect((await as({ method: 'GET', url: '/api/consumer-orders/NX-AAAAAAAA' })).statusCode).toBe(404);
  });

  it('refuses a shipment without its tracking, a tracking number on another move, and a view that is out of date', async () => {
    expect((await move(mariaMrn, { status: 'shipped', carrier: 'USPS' })).json().code).toBe('TRACKING_REQUIRED');
    expect((await move(mariaMrn, { status: 'shipped', carrier: 'USPS', trackingNumber: '12-34' })).json().code).toBe('TRACKING_REQUIRED');
    expect((await move(mariaMrn, { status: 'cancelled', reason: 'duplicate', trackingNumber: '9400111899000000000001' })).json().code).toBe('TRACKING_UNEXPECTED');
    const stale = await move(mariaMrn, { status: 'cancelled', reason: 'duplicate', from: 'received' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('ORDER_CHANGED');
    expect((await move(mariaMrn, { status: 'delivered' })).statusCode).toBe(409);
    expect((await detail(mariaMrn)).status).toBe('approved');
  });

  it('counts the latest ship day where the order ships to, not in UTC', async () => {
    // 03:00 UTC on March 15 is still the evening of March 14 in Denver.
    const was = clock.at;
    clock.at = new Date('2025-03-15T03:00:00Z');
    try {
      expect((await detail(mariaMrn)).latestShipDay).toBe('2025-03-14');
      const tomorrow = await move(mariaMrn, { status: 'shipped', from: 'approved', carrier: 'USPS', trackingNumber: nextTracking(), shippedOn: '2025-03-15' });
      expect(tomorrow.statusCode).toBe(400);
      expect(tomorrow.json().message).toBe('The ship date cannot be in the future.');
      expect((await detail(mariaMrn)).status).toBe('approved');
    } finally {
      clock.at = was;
    }
    expect((await detail(mariaMrn)).latestShipDay).toBe('2025-03-14');
  });

  it('ships with a tracking number: the consumer is emailed the carrier link, the change is in the history and the audit log', async () => {
    const reply = await move(mariaMrn, { status: 'shipped', from: 'approved', carrier: 'USPS', trackingNumber: '9400 1118 9922 3344 5566 77' });
    expect(reply.statusCode, reply.body).toBe(200);
    const m = reply.json<ConsumerOrderDetail>();
    expect(m).toMatchObject({
      status: 'shipped', carrier: 'USPS', trackingNumber: '9400111899223344556677', nextStatuses: ['delivered'],
      trackingUrl: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223344556677', shippedOn: '2025-03-14',
    });
    expect(m.history.at(-1)).toMatchObject({ from: 'approved', to: 'shipped', by: 'Olivia Ops', carrier: 'USPS', trackingNumber: '9400111899223344556677' });
    expect(m.emails.map((e) => e.kind)).toEqual(['order-confirmation', 'order-shipped']);
    const mail = await app.db.selectFrom('outbox').selectAll().where('kind', '=', 'order-shipped').where('consumer_order_id', '=', m.id).executeTakeFirstOrThrow();
    expect(app.fieldCipher.decrypt(mail.to_address)).toBe(maria.email);
    expect(mail.text_body).toContain('https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223344556677');
    expect(mail.text_body).toContain(mariaMrn);
    expect(mail.text_body).not.toMatch(/Bannock|Lopez/);
    const audit = await app.db.selectFrom('audit_log').selectAll().where('action', '=', 'consumer-orders.status').where('entity_id', '=', m.id).executeTakeFirstOrThrow();
    expect(JSON.parse(audit.detail!)).toEqual({ from: 'approved', to: 'shipped', carrier: 'USPS' });

    const again = await move(anaMrn, { status: 'approved', reason: 'Checked: two people, one household.' });
    expect(again.statusCode).toBe(200);
    // Approved, the order keeps what it was held for, with the earlier order it names: the page shows it as history.
    expect(await detail(anaMrn)).toMatchObject({ status: 'approved', flaggedForReview: true, reviewOrders: [mariaMrn], reviewReason: expect.stringContaining(mariaMrn) });
    const taken = await move(anaMrn, { status: 'shipped', carrier: 'UPS', trackingNumber: '9400111899223344556677' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'TRACKING_NUMBER_USED', message: expect.stringContaining(mariaMrn) });
  });

  it('cancels with a reason and gives the units back to the month\'s quota in the same change', async () => {
    const before = await usedUnits();
    expect((await move(anaMrn, { status: 'cancelled' })).json().code).toBe('STATUS_REASON_REQUIRED');
    const reply = await move(anaMrn, { status: 'cancelled', reason: 'Asked to cancel by phone.' });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json<ConsumerOrderDetail>()).toMatchObject({ status: 'cancelled', nextStatuses: [] });
    expect(await usedUnits()).toBe(before - 4);
    expect((await move(anaMrn, { status: 'approved' })).statusCode).toBe(409);
    expect(await usedUnits()).toBe(before - 4);
  });

  it('allows exactly the moves of decision 025 and refuses every other with 409', async () => {
    const consumer = await app.db.selectFrom('consumer_orders').select(['consumer_id', 'product_id']).where('mrn', '=', mariaMrn).executeTakeFirstOrThrow();
    for (const from of CONSUMER_ORDER_STATUSES) {
      for (const to of CONSUMER_ORDER_STATUSES) {
        const mrn = `NX-${String(CONSUMER_ORDER_STATUSES.indexOf(from))}${String(CONSUMER_ORDER_STATUSES.indexOf(to))}ZZZZZZ`.replace(/[01]/g, (d) => (d === '0' ? 'A' : 'B'));
        const id = `life-${from}-${to}`;
        const at = '2025-03-10T12:00:00.000Z';
        await app.db.insertInto('consumer_orders').values({
          id, mrn, run_id: id, consumer_id: consumer.consumer_id, product_id: consumer.product_id, state: 'CO', county: null, quantity: 1, units: 2,
          reason: 'New Request', why: null, order_date: at, period: '2025-03', tracking_number: null, flagged_for_review: 0, review_reason: null, created_at: at, status: from,
        }).execute();
        const reply = await move(mrn, { status: to, reason: 'a reason', ...(to === 'shipped' ? { carrier: 'FedEx', trackingNumber: nextTracking() } : {}) });
        expect([from, to, reply.statusCode]).toEqual([from, to, ALLOWED[from].includes(to) ? 200 : 409]);
        const stored = await app.db.selectFrom('consumer_orders').select('status').where('id', '=', id).executeTakeFirstOrThrow();
        expect(stored.status).toBe(ALLOWED[from].includes(to) ? to : from);
      }
    }
  });
});

describe.each(testDatabases().slice(0, 1))('manual approval on $name', (database) => {
  it('leaves an order that is not flagged as received for staff to approve', async () => {
    const { app } = await buildFlowApp(database, { env: { CONSUMER_ORDERS_MANUAL_APPROVAL: 'true' } });
    try {
      await setQuota(app, 'CO', 480);
      const mrn = (await walk(app, maria)).mrn!;
      const order = await app.db.selectFrom('consumer_orders').select('status').where('mrn', '=', mrn).executeTakeFirstOrThrow();
      expect(order.status).toBe('received');
      // An order held for staff reads on Track My Shipment as any order just placed reads here: received (decision 042).
      const held = (await walk(app, { ...maria, firstName: 'Other', lastName: 'Person', dob: '1970-01-01' })).mrn!;
      expect((await app.db.selectFrom('consumer_orders').select('status').where('mrn', '=', held).executeTakeFirstOrThrow()).status).toBe('needs review');
      const tracked = async (m: string) => (await app.inject({ method: 'POST', url: '/api/track', payload: { mrn: m, zip: maria.zip } })).json().status;
      expect([await tracked(mrn), await tracked(held)]).toEqual(['received', 'received']);
    } finally {
      await app.close();
    }
  });
});
