import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExpiringKits } from '#schemas/generated/expiring-kits.ts';
import { browserHeaders, createUser, sessionCookie } from './auth-helpers.ts';
import { insertConsumerOrders } from './admin/admin-fixtures.ts';
import { buildTestApp, testDatabases } from './test-db.ts';

/*
 * Progress's kits that expire (docs/product.md#kits-that-expire): the kits shipped that expire in the next 90 days,
 * per state in 30-day bands from the programme's today, and how many will get the kit-expiry email.
 */

interface Kit {
  state: string;
  expiresOn: string;
  kits?: number;
  status?: 'received' | 'shipped' | 'delivered' | 'cancelled';
  email?: boolean;
  erased?: boolean;
}

async function seed(app: FastifyInstance, kits: Kit[]) {
  for (const k of kits) {
    const [id] = await insertConsumerOrders(app.db, [{ state: k.state, orderDate: '2024-03-01T18:00:00.000Z', quantity: k.kits ?? 1 }]);
    await app.db.updateTable('consumer_orders')
      .set({ status: k.status ?? 'shipped', kit_expires_on: k.expiresOn, expiry_reminder: k.email ? 1 : 0 })
      .where('id', '=', id as string).execute();
    if (k.erased) {
      const order = await app.db.selectFrom('consumer_orders').select('consumer_id').where('id', '=', id as string).executeTakeFirstOrThrow();
      await app.db.updateTable('consumers').set({ purged_at: '2026-03-01T00:00:00.000Z' }).where('id', '=', order.consumer_id as string).execute();
    }
  }
}

describe.each(testDatabases())('kits that expire on Progress, on $name', (database) => {
  let app: FastifyInstance;
  let admin: string;
  let customer: string;
  const get = (cookie: string) => app.inject({ method: 'GET', url: '/api/orders/progress/expiring-kits', headers: browserHeaders(app, 'GET', cookie) });

  beforeAll(async () => {
    // 18:00 UTC on 5 March is 11:00 in Denver, the programme's time zone: today is 2026-03-05.
    app = await buildTestApp({ database, now: () => new Date('2026-03-05T18:00:00Z') });
    admin = await sessionCookie(app, await createUser(app.db, { email: 'expiry.admin@example.org', role: 'admin' }));
    customer = await sessionCookie(app, await createUser(app.db, { email: 'expiry.buyer@example.org', role: 'customer', customers: [] }));
    await seed(app, [
      // Colorado: 2 kits expire today (the first band), 3 on the band's last day (3 April), 1 the day after (the second band).
      { state: 'CO', expiresOn: '2026-03-05', kits: 2, email: true },
      { state: 'CO', expiresOn: '2026-04-03', kits: 3 },
      { state: 'CO', expiresOn: '2026-04-04', kits: 1, email: true, status: 'delivered' },
      // Kentucky: 4 in the third band, of whom the person with the email was erased since; one past the 90 days.
      { state: 'KY', expiresOn: '2026-06-02', kits: 4, email: true, erased: true },
      { state: 'KY', expiresOn: '2026-06-03', kits: 5, email: true },
      // Not counted: expired yesterday, never shipped, cancelled.
      { state: 'CO', expiresOn: '2026-03-04', kits: 7, email: true },
      { state: 'CO', expiresOn: '2026-03-20', kits: 8, status: 'received' },
      { state: 'KY', expiresOn: '2026-03-20', kits: 9, status: 'cancelled' },
    ]);
  });
  afterAll(async () => app.close());

  it('counts the kits shipped that expire from today to 90 days on, per state in 30-day bands', async () => {
    const reply = await get(admin);
    expect(reply.statusCode).toBe(200);
    expect(reply.json<ExpiringKits>()).toEqual({
      today: '2026-03-05',
      rows: [
        { state: 'CO', stateName: 'Colorado', bands: [5, 1, 0], total: 6, withEmail: 3 },
        { state: 'KY', stateName: 'Kentucky', bands: [0, 0, 4], total: 4, withEmail: 0 },
      ],
    });
  });

  it('is for the programme\'s staff only', async () => {
    expect((await get(customer)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/orders/progress/expiring-kits' })).statusCode).toBe(401);
  });
});
