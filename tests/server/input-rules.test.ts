import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MembershipApplication } from '#schemas/generated/membership-application.ts';
import { dialectOf } from '#server/db/dialect.ts';
import { adminFixture, NARCAN, type AdminFixture } from './admin/admin-fixtures.ts';
import { testDatabases } from './test-db.ts';

/*
 * The findings of decision 010, "Numbers that are not numbers" and "Text that a database cannot store", each
 * reproduced: every one now gets a 400 { code, message } naming the field, and nothing is stored.
 */
const application: MembershipApplication = {
  legalBusinessName: 'Mile High Harm Reduction Inc.', name: 'Mile High Harm Reduction', street: '1600 Broadway', city: 'Denver',
  state: 'CO', zip: '80202', attention: 'Purchasing', county: 'Denver', phone: '303-555-0100', contactName: 'Alex Rivera',
  contactPhone: '303-555-0101', contactEmail: 'alex@milehigh.example.org', sendOrderConfirmationEmails: true,
  sendShipmentNotificationEmails: false, partOfPurchasingGroup: false, facilityType: 'Community Based Organization',
  otherGpoAffiliation: 'no',
};

describe.each(testDatabases())('bad numbers and text on $name', (database) => {
  let f: AdminFixture;
  const origin = () => ({ origin: f.app.config.publicOrigin });
  beforeAll(async () => {
    f = await adminFixture(database);
    for (const state of ['KY', 'CO']) {
      const res = await f.as('admin', { method: 'POST', url: '/api/quotas', headers: origin(), payload: { state, quantity: 500 } });
      expect(res.statusCode).toBe(201);
    }
  }, 60_000);
  afterAll(() => f.app.close());

  const count = async (table: 'bulk_orders' | 'membership_applications' | 'outbox') => Number((await f.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const json = (method: 'POST' | 'PATCH', url: string, text: string, role: 'admin' | 'customer' | 'superAdmin' | null) =>
    f.as(role, { method, url, headers: { 'content-type': 'application/json', ...(role ? origin() : {}) }, payload: text });

  function expectRefused(res: { statusCode: number; json: () => { code: string; message: string } }, field: string | RegExp): void {
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(typeof body.code).toBe('string');
    expect(body.message).toMatch(field);
  }

  describe('numbers that are not numbers', () => {
    it.each([
      ['"1e400"', /quantity must be integer/],
      ['"Infinity"', /quantity must be integer/],
      ['"5"', /quantity must be integer/],
      ['1e400', /quantity must be a finite number/],
      ['99999999999999999999', /quantity must be <= 1000000/],
      ['1e308', /quantity must be <= 1000000/],
    ])('refuses a bulk order with quantity %s from a customer, storing nothing', async (quantity, message) => {
      const before = await count('bulk_orders');
      const res = await json('POST', '/api/bulk-orders', `{"customerId":"C-1","productId":"${NARCAN}","quantity":${quantity}}`, 'customer');
      expectRefused(res, message);
      expect(await count('bulk_orders')).toBe(before);
      expect((await f.as('customer', { method: 'GET', url: '/api/bulk-orders' })).statusCode).toBe(200);
    });

    it.each(['"1e400"', '"Infinity"', '1e400', '-1e400'])('refuses PATCH /api/quotas/KY with quantity %s and keeps the quota and its readers', async (quantity) => {
      const res = await json('PATCH', '/api/quotas/KY', `{"quantity":${quantity}}`, 'admin');
      expectRefused(res, /quantity/);
      const quotas = await f.as('admin', { method: 'GET', url: '/api/quotas' });
      expect(quotas.statusCode).toBe(200);
      expect(quotas.json<{ state: string; quantity: number }[]>().find((q) => q.state === 'KY')?.quantity).toBe(500);
      expect((await f.as(null, { method: 'GET', url: '/api/quotas/remaining?state=KY' })).statusCode).toBe(200);
      expect((await f.as('admin', { method: 'GET', url: '/api/orders/progress?year=2026&state=KY' })).statusCode).toBe(200);
    });

    const listQueries: [url: string, field: string][] = [
      ['/api/outbox?limit=%s', 'limit'],
      ['/api/outbox?offset=%s', 'offset'],
      ['/api/user/list?offset=%s', 'offset'],
      ['/api/usstates?page=%s', 'page'],
      ['/api/usstates?size=%s', 'size'],
      ['/api/orders/progress?year=%s', 'year'],
      ['/api/consumer-orders?offset=%s', 'offset'],
      ['/api/consumer-orders?quantity=%s', 'quantity'],
      ['/api/consumer-orders/export?limit=%s', 'limit'],
      ['/api/customers?limit=%s', 'limit'],
      ['/api/orders/state/CO?offset=%s', 'offset'],
      ['/api/orders/product/narcan-4mg-nasal-spray?limit=%s', 'limit'],
    ];
    it.each(listQueries.flatMap(([url, field]) => ['Infinity', '1e400', '99999999999999999999', '-Infinity', 'NaN'].map((v) => [url.replace('%s', v), field] as const)))(
      'answers %s with 400 naming the parameter',
      async (url, field) => {
        const res = await f.as('superAdmin', { method: 'GET', url });
        expectRefused(res, new RegExp(`query: ${field} `));
      },
    );

    it.each(['{"limit":1e400}', '{"offset":99999999999999999999}', '{"where":{"and":[{"quantity":1e308}]}}', '{"where":{"and":[{"quantity":1e400}]}}'])(
      'refuses the bulk-order filter %s with 400',
      async (filter) => {
        const res = await f.as('superAdmin', { method: 'GET', url: `/api/bulk-orders?filter=${encodeURIComponent(filter)}` });
        expectRefused(res, /limit|offset|quantity/);
      },
    );
  });

  describe('text that a database cannot store', () => {
    it.each([
      ['a NUL', 'Mile\u0000High'],
      ['a bell', 'Mile\u0007High'],
      ['DEL', 'Mile\u007fHigh'],
      ['a tab in a one-line field', 'Mile\tHigh'],
      ['a line break in a one-line field', 'Mile\nHigh'],
      ['a lone high surrogate', 'Mile\ud800High'],
      ['a lone low surrogate', 'Mile\udc00'],
    ])('refuses an anonymous membership application with %s, storing nothing', async (_what, name) => {
      const before = { applications: await count('membership_applications'), outbox: await count('outbox') };
      const res = await json('POST', '/api/user/register', JSON.stringify({ ...application, name }), null);
      expectRefused(res, /name must not contain/);
      expect({ applications: await count('membership_applications'), outbox: await count('outbox') }).toEqual(before);
    });

    it('accepts line breaks and tabs where the field is multi-line, and keeps them', async () => {
      const productsPurchased = 'Narcan 4 mg\r\nNaloxone\tsyringes';
      const res = await json('POST', '/api/user/register', JSON.stringify({ ...application, otherGpoAffiliation: 'yes', currentGpoName: 'Vizient', productsPurchased }), null);
      expect(res.statusCode).toBe(201);
      const row = await f.db.selectFrom('membership_applications').select('application').where('id', '=', res.json<{ id: string }>().id).executeTakeFirstOrThrow();
      expect(JSON.parse(row.application).productsPurchased).toBe(productsPurchased);
      const nul = await json('POST', '/api/user/register', JSON.stringify({ ...application, otherGpoAffiliation: 'yes', currentGpoName: 'Vizient', productsPurchased: 'a\u0000b' }), null);
      expectRefused(nul, /productsPurchased must not contain control characters/);
    });

    it('refuses a NUL in a consumer order and in a validation request (anonymous routes)', async () => {
      const order = await json('POST', '/api/consumer-orders', JSON.stringify({ consumerId: 'c\u0000', requestReason: 'New Request', ndc: '69547-353-02', qty: 1 }), null);
      expectRefused(order, /consumerId must not contain control characters/);
    });

    it('answers a sign-in exchange with a NUL in the code with 400, not 502', async () => {
      const res = await json('POST', '/api/user/login', JSON.stringify({ code: 'abc\u0000def', codeVerifier: 'v'.repeat(43), nonce: 'n'.repeat(22) }), null);
      expectRefused(res, /code must not contain control characters/);
    });

    it('refuses a NUL in a filter of the XLSX export before the download starts', async () => {
      const res = await f.as('admin', { method: 'GET', url: '/api/consumer-orders/export?reason=New%00Request' });
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expectRefused(res, /reason must not contain control characters/);
    });

    it.each([
      ['/api/customers?customerName=a%00b', /customerName must not contain control characters/],
      ['/api/consumer-orders?trackingNumber=1Z%1B%5B31m', /trackingNumber must not contain control characters/],
      ['/api/usstates/search/a%00b', /name must not contain control characters/],
      [`/api/bulk-orders?filter=${encodeURIComponent('{"where":{"and":[{"customerName":"a\\u0000"}]}}')}`, /filter\.where\.and\[0\]\.customerName must not contain control characters/],
      [`/api/bulk-orders?filter=${encodeURIComponent('{"where":{"and":[{"userEmail":{"like":"\\ud800"}}]}}')}`, /must not contain invalid characters/],
    ])('refuses control characters in the filter %s', async (url, message) => {
      expectRefused(await f.as('superAdmin', { method: 'GET', url }), message);
    });

    it.each(['abc\\', '\\', '%\\\\\\'])('runs a bulk-order like pattern ending in the escape character (%s) without an error', async (like) => {
      const filter = JSON.stringify({ where: { and: [{ userEmail: { like } }] } });
      const res = await f.as('superAdmin', { method: 'GET', url: `/api/bulk-orders?filter=${encodeURIComponent(filter)}` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ items: [], total: 0 });
    });

    it('matches a literal trailing backslash with such a pattern', async () => {
      const created = await json('POST', '/api/bulk-orders', JSON.stringify({ customerId: 'C-1', productId: NARCAN, quantity: 3, email: 'back@slash.example.org' }), 'customer');
      expect(created.statusCode).toBe(201);
      const filter = JSON.stringify({ where: { and: [{ userEmail: { like: 'back@slash.example.org' } }] } });
      expect((await f.as('superAdmin', { method: 'GET', url: `/api/bulk-orders?filter=${encodeURIComponent(filter)}` })).json().total).toBe(1);
    });
  });

  describe('the database refuses out-of-range numbers itself', () => {
    it.each([-1, 100_000_001, 2.5])('refuses a quota of %s written past the API', async (quantity) => {
      const at = new Date().toISOString();
      await expect(f.db.insertInto('quotas').values({ id: `q-${quantity}`, state: 'TX', quota_period: 'MONTHLY', quantity, created_at: at, updated_at: at }).execute()).rejects.toThrow(/quotas_quantity_range|check constraint|invalid input syntax/i);
      await expect(f.db.updateTable('quotas').set({ quantity }).where('state', '=', 'KY').execute()).rejects.toThrow(/quotas_quantity_range|check constraint|invalid input syntax/i);
    });

    it('refuses an infinite quantity on SQLite (stored as Inf before)', async () => {
      if (dialectOf(f.db) !== 'sqlite') return;
      await expect(sql`update quotas set quantity = 9e999 where state = 'KY'`.execute(f.db)).rejects.toThrow(/quotas_quantity_range/);
      await expect(sql`update bulk_orders set quantity = 9e999`.execute(f.db)).rejects.toThrow(/bulk_orders_quantity_range/);
    });
  });
});
