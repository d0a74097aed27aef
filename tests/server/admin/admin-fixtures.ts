import { randomUUID } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Role } from '#schemas/roles.ts';
import type { Db } from '#server/db/database.ts';
import { browserHeaders, createCustomer, createUser, sessionCookie } from '../auth-helpers.ts';
import { buildTestApp, type TestDatabase } from '../test-db.ts';

export const NARCAN = 'narcan-4mg-nasal-spray';
export const TEVA = 'naloxone-teva-4mg-nasal-spray';

export interface AdminFixture {
  app: FastifyInstance;
  db: Db;
  /** a session cookie per role; the customer acts for customer C-1 only */
  cookie: Record<Role, string>;
  userId: Record<Role, string>;
  /** app.inject as the given role (or without a session) */
  as(role: Role | null, options: InjectOptions): Promise<LightMyRequestResponse>;
}

/** An app on the given database with customers C-1 and C-2 and one signed-in user per role. */
export async function adminFixture(database: TestDatabase, options: { flowsRoot?: string; webRoot?: string } = {}): Promise<AdminFixture> {
  const app = await buildTestApp({ database, ...options });
  const db = app.db;
  await createCustomer(db, 'C-1', 'Denver Harm Reduction');
  await createCustomer(db, 'C-2', 'Lexington Fire Department');
  const userId = {
    superAdmin: await createUser(db, { email: 'super@example.org', role: 'superAdmin' }),
    admin: await createUser(db, { email: 'admin@example.org', role: 'admin' }),
    customer: await createUser(db, { email: 'buyer@clinic.org', role: 'customer', customers: ['C-1'] }),
  };
  const cookie = {
    superAdmin: await sessionCookie(app, userId.superAdmin),
    admin: await sessionCookie(app, userId.admin),
    customer: await sessionCookie(app, userId.customer),
  };
  const as = (role: Role | null, options: InjectOptions) =>
    app.inject({ ...options, headers: { ...browserHeaders(app, options.method ?? 'GET', role ? cookie[role] : undefined), ...(options.headers ?? {}) } });
  return { app, db, cookie, userId, as };
}

export interface OrderSeed {
  state?: string;
  productId?: string;
  orderDate: string;
  quantity?: number;
  reason?: string;
  trackingNumber?: string | null;
  /** flagged for staff review because another person used the address */
  flagged?: boolean;
}

/** Consumer orders behind one consumer whose personal fields are placeholders (these tests never decrypt). */
export async function insertConsumerOrders(db: Db, orders: OrderSeed[]): Promise<string[]> {
  const consumerId = randomUUID();
  const enc = 'not-a-real-ciphertext';
  await db.insertInto('consumers').values({
    id: consumerId, person_hash: randomUUID(), email_hash: randomUUID(), address_hash: randomUUID(),
    first_name_enc: enc, last_name_enc: enc, email_enc: enc, phone_enc: enc, dob_enc: enc, gender_enc: enc,
    address_enc: enc, city_enc: enc, state: 'CO', zip_enc: enc, county: null, ship_address_type: 'Home',
    ship_address_enc: enc, ship_address2_enc: null, ship_city_enc: enc, ship_state: 'CO', ship_zip_enc: enc,
    ship_county: null, flagged_for_review: 0, created_at: new Date().toISOString(), purged_at: null,
  }).execute();
  const ids: string[] = [];
  for (const o of orders) {
    const id = randomUUID();
    ids.push(id);
    const quantity = o.quantity ?? 1;
    await db.insertInto('consumer_orders').values({
      id, mrn: `NX-${id.slice(0, 8)}`, run_id: randomUUID(), consumer_id: consumerId, product_id: o.productId ?? NARCAN,
      state: o.state ?? 'CO', county: null, quantity, units: quantity * 2, reason: o.reason ?? 'New Request', why: null,
      order_date: o.orderDate, period: o.orderDate.slice(0, 7), tracking_number: o.trackingNumber ?? null,
      flagged_for_review: o.flagged ? 1 : 0, review_reason: o.flagged ? 'sharedAddress' : null, created_at: o.orderDate,
    }).execute();
  }
  return ids;
}
