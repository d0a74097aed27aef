import { describe, expect, it } from 'vitest';
import { emailHash, personHash } from '#server/crypto/consumer-hashes.ts';
import { createFieldCipher } from '#server/crypto/field-cipher.ts';
import { createKeyedHasher } from '#server/crypto/keyed-hash.ts';
import type { Db } from '#server/db/database.ts';
import { migrateToLatest } from '#server/db/migrator.ts';
import { demoUsers } from '#server/db/seed/demo-users.ts';
import { stateMonth } from '#server/areas/us-states/index.ts';
import { ensureReferenceData, seedDemoDataIfEmpty } from '#server/db/seed/seed.ts';
import { testDatabases, testSecrets } from './test-db.ts';

const keys = { dataKey: Buffer.from(testSecrets.DATA_KEY, 'base64'), hashKey: testSecrets.HASH_KEY };
const now = new Date('2026-11-21T16:00:00.000Z');

async function count(db: Db, table: 'us_states' | 'counties' | 'products' | 'users' | 'consumer_orders' | 'customers'): Promise<number> {
  const row = await db.selectFrom(table).select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('stateMonth', () => {
  it('counts the month in the state’s own time zone', () => {
    expect(stateMonth(new Date('2026-03-01T03:00:00Z'), 'America/Denver')).toBe('2026-02');
    expect(stateMonth(new Date('2026-03-01T08:00:00Z'), 'America/Denver')).toBe('2026-03');
    expect(stateMonth(new Date('2026-03-01T04:30:00Z'), 'America/New_York')).toBe('2026-02');
  });
});

describe.each(testDatabases())('seed on $name', (database) => {
  it('adds the reference data every environment needs, once', async () => {
    const db = await database.connect();
    await migrateToLatest(db);
    expect(await ensureReferenceData(db)).toEqual({ states: 51, counties: 120, products: 2 });
    expect(await ensureReferenceData(db)).toEqual({ states: 0, counties: 0, products: 0 });
    expect(await count(db, 'us_states')).toBe(51);
    expect(await count(db, 'counties')).toBe(120);
    expect(await count(db, 'products')).toBe(2);
    const zones = await db.selectFrom('us_states').select(['code', 'time_zone']).where('time_zone', 'is not', null).orderBy('code').execute();
    expect(zones).toEqual([{ code: 'CO', time_zone: 'America/Denver' }, { code: 'KY', time_zone: 'America/New_York' }]);
    expect((await db.selectFrom('products').select('ndc').orderBy('ndc').execute()).map((p) => p.ndc)).toEqual(['0093-2165-68', '69547-353-02']);
  });

  it('loads the demo programme into an empty database only', async () => {
    const db = await database.connect();
    await migrateToLatest(db);
    const added = await seedDemoDataIfEmpty(db, keys, now);
    expect(added).toMatchObject({ users: 3, quotas: 2 });
    expect(await seedDemoDataIfEmpty(db, keys, now)).toBeUndefined();
    expect(await count(db, 'users')).toBe(3);

    const users = await db.selectFrom('users').select(['email', 'role', 'status', 'password_hash']).orderBy('email').execute();
    expect(users.map((u) => [u.email, u.role, u.status])).toEqual([
      ['admin@example.org', 'admin', 'active'],
      ['customer@example.org', 'customer', 'active'],
      ['superadmin@example.org', 'superAdmin', 'active'],
    ]);
    const links = await db.selectFrom('user_customers').selectAll().execute();
    expect(links).toEqual([{ user_id: demoUsers.find((u) => u.role === 'customer')!.id, customer_id: '100103' }]);
    const quotas = await db.selectFrom('quotas').select(['state', 'quota_period']).orderBy('state').execute();
    expect(quotas).toEqual([{ state: 'CO', quota_period: 'MONTHLY' }, { state: 'KY', quota_period: 'MONTHLY' }]);
  });

  it('writes orders that agree with quota usage, months and encrypted consumers', async () => {
    const db = await database.connect();
    const orders = await db.selectFrom('consumer_orders').selectAll().execute();
    expect(orders.length).toBeGreaterThan(40);
    expect(new Set(orders.map((o) => o.period)).size).toBeGreaterThanOrEqual(4);
    expect(orders.every((o) => /^NX-[A-HJ-NP-Z2-9]{8}$/.test(o.mrn))).toBe(true);
    expect(orders.every((o) => o.order_date <= now.toISOString())).toBe(true);
    const units = new Map<string, number>();
    for (const o of orders) units.set(`${o.state}|${o.period}`, (units.get(`${o.state}|${o.period}`) ?? 0) + o.units);
    const usage = await db.selectFrom('quota_usage').selectAll().execute();
    expect(new Map(usage.map((u) => [`${u.state}|${u.period}`, u.used_units]))).toEqual(units);

    const cipher = createFieldCipher(keys.dataKey);
    const hasher = createKeyedHasher(keys.hashKey);
    const consumer = await db.selectFrom('consumers').selectAll().limit(1).executeTakeFirstOrThrow();
    const first = cipher.decrypt(consumer.first_name_enc);
    const last = cipher.decrypt(consumer.last_name_enc);
    const dob = cipher.decrypt(consumer.dob_enc);
    expect(consumer.person_hash).toBe(personHash(hasher, { firstName: first, lastName: last, dob }));
    expect(consumer.email_hash).toBe(emailHash(hasher, cipher.decrypt(consumer.email_enc)));
    expect(await db.selectFrom('consumers').select('id').where('flagged_for_review', '=', 1).execute()).toHaveLength(1);
    const bulk = await db.selectFrom('bulk_orders').select('order_status').distinct().execute();
    expect(bulk.length).toBe(5);
  });
});
