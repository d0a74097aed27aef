/**
 * Fills a database with the bench's volume of orders: BENCH_ORDERS consumer orders (default 1,000,000) and a
 * tenth as many bulk orders, behind bench consumers and customers. Batched multi-row inserts in one
 * transaction per table, so the whole run takes minutes, not hours.
 *
 * Usage: DATABASE_URL=sqlite:./data/bench.db npx tsx scripts/bench-seed.ts
 *        DATABASE_URL='postgres://127.0.0.1/test?schema=bench' BENCH_ORDERS=100000 npx tsx scripts/bench-seed.ts
 *
 * The shape is fixed so benches can aim at known sizes: exactly every 10th consumer order has the reason
 * "Damaged" (N/10 rows: the 100,000-row export), states are 48 % CO, 48 % KY and 4 % spread over ten more,
 * order dates cover the three years before 2026-01-01.
 */
import { resolve } from 'node:path';
import { sql, type Insertable } from 'kysely';
import { BULK_ORDER_STATUSES } from '#schemas/bulk-order-status.ts';
import type { Database } from '#server/db/database.schema.ts';
import { createDatabase } from '#server/db/database.ts';
import { migrateToLatest } from '#server/db/migrator.ts';
import { ensureReferenceData } from '#server/db/seed/seed.ts';
import { products } from '#server/db/seed/products.ts';
import { dialectOf } from '#server/db/dialect.ts';
import type { ConsumerOrderStatus } from '#schemas/generated/consumer-order-status.ts';
import type { Db } from '#server/db/database.ts';

const OTHER_STATES = ['AZ', 'CA', 'FL', 'GA', 'IL', 'NY', 'OH', 'TX', 'WA', 'WV'];
const REASONS = ['New Request', 'Expired', 'Used', 'Lost'];
const START = Date.UTC(2023, 0, 1);
const SPAN = Date.UTC(2026, 0, 1) - START;
export const BENCH_CONSUMERS = 10_000;
export const BENCH_CUSTOMERS = 2_000;

/** A small deterministic generator: two seeded databases hold the same rows. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function insertBatches<T extends keyof Database>(db: Db, table: T, count: number, columns: number, row: (i: number) => Insertable<Database[T]>, log: (done: number) => void): Promise<void> {
  // Keep each statement under SQLite's 32,766 and PostgreSQL's 65,535 bound parameters.
  const batch = Math.floor(30_000 / columns);
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < count; start += batch) {
      const rows: Insertable<Database[T]>[] = [];
      for (let i = start; i < Math.min(count, start + batch); i++) rows.push(row(i));
      await trx.insertInto(table).values(rows as never).execute();
      if ((start / batch) % 20 === 0) log(start + rows.length);
    }
  });
}

export interface BenchSize {
  orders: number;
  bulkOrders: number;
}

export function benchSize(env: Record<string, string | undefined> = process.env): BenchSize {
  const orders = Number(env.BENCH_ORDERS ?? 1_000_000);
  if (!Number.isInteger(orders) || orders < 1000) throw new Error('BENCH_ORDERS must be a whole number of at least 1000');
  return { orders, bulkOrders: Math.round(orders / 10) };
}

/** How many bench rows the database holds, to decide whether seeding is needed. */
export async function benchCounts(db: Db): Promise<BenchSize> {
  const count = async (table: 'consumer_orders' | 'bulk_orders') =>
    Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow()).n);
  return { orders: await count('consumer_orders'), bulkOrders: await count('bulk_orders') };
}

/** Seeds an empty (migrated) database with the bench rows; returns the seconds it took. */
export async function seedBench(db: Db, size: BenchSize, log: (line: string) => void = () => {}): Promise<number> {
  const started = Date.now();
  await ensureReferenceData(db);
  const at = new Date(START).toISOString();
  const enc = 'bench-placeholder';
  await insertBatches(db, 'consumers', BENCH_CONSUMERS, 30, (i) => ({
    id: `bench-consumer-${i}`, person_hash: `p${i}`, email_hash: `e${i}`, address_hash: `a${i}`,
    first_name_enc: enc, last_name_enc: enc, email_enc: enc, phone_enc: enc, dob_enc: enc, gender_enc: enc, address_enc: enc,
    city_enc: enc, state: 'CO', zip_enc: enc, county: null, ship_address_type: 'Home', ship_address_enc: enc,
    ship_address2_enc: null, ship_city_enc: enc, ship_state: 'CO', ship_zip_enc: enc, ship_county: null,
    flagged_for_review: 0, created_at: at, purged_at: null,
  }), () => {});

  const next = random(2026);
  const usage = new Map<string, number>();
  const productIds = products.map((p) => p.id);
  await insertBatches(db, 'consumer_orders', size.orders, 16, (i) => {
    const r = next();
    const state = r < 0.48 ? 'CO' : r < 0.96 ? 'KY' : OTHER_STATES[Math.floor(next() * OTHER_STATES.length)]!;
    const date = new Date(START + Math.floor((i / size.orders) * SPAN) + Math.floor(next() * 60_000));
    const quantity = 1 + Math.floor(next() * 4);
    const period = date.toISOString().slice(0, 7);
    usage.set(`${state}|${period}`, (usage.get(`${state}|${period}`) ?? 0) + quantity * 2);
    return {
      id: `bench-order-${String(i).padStart(8, '0')}`, mrn: `NX-B${i}`, run_id: `bench-run-${i}`,
      consumer_id: `bench-consumer-${i % BENCH_CONSUMERS}`, product_id: productIds[i % productIds.length]!, state, county: null,
      quantity, units: quantity * 2, reason: i % 10 === 0 ? 'Damaged' : REASONS[Math.floor(next() * REASONS.length)]!, why: null,
      order_date: date.toISOString(), period, tracking_number: i % 10 === 9 ? null : `9400${String(1e11 + i)}`,
      // As a programme's history reads: nearly all delivered, the last tenth approved or shipped, one in 200 flagged.
      flagged_for_review: i % 200 === 0 ? 1 : 0, created_at: date.toISOString(),
      status: (i % 200 === 0 ? (i % 400 === 0 ? 'needs review' : 'cancelled') : i % 10 === 9 ? 'approved' : i > size.orders * 0.98 ? 'shipped' : 'delivered') as ConsumerOrderStatus,
    };
  }, (done) => log(`consumer orders: ${done.toLocaleString('en-US')}`));
  const usageRows = [...usage].map(([key, used]) => ({ state: key.split('|')[0]!, period: key.split('|')[1]!, used_units: used }));
  await insertBatches(db, 'quota_usage', usageRows.length, 3, (i) => usageRows[i]!, () => {});

  await insertBatches(db, 'customers', BENCH_CUSTOMERS, 10, (i) => ({
    id: `B${String(i).padStart(5, '0')}`, name: `Bench Facility ${i}`, street: `${i} Main St`, city: 'Denver', state: 'CO',
    zip: '80202', phone: '303-555-0100', account_type: 'Non Profit Organization', created_at: at, updated_at: at,
  }), () => {});
  await insertBatches(db, 'bulk_orders', size.bulkOrders, 8, (i) => {
    const created = new Date(START + Math.floor((i / size.bulkOrders) * SPAN)).toISOString();
    return {
      id: `bench-bulk-${String(i).padStart(7, '0')}`, customer_id: `B${String(Math.floor(next() * BENCH_CUSTOMERS)).padStart(5, '0')}`,
      product_id: productIds[i % productIds.length]!, user_email: `buyer${i % 5000}@facility${i % 700}.org`,
      quantity: 1 + Math.floor(next() * 200), order_status: BULK_ORDER_STATUSES[Math.floor(next() * BULK_ORDER_STATUSES.length)]!,
      created_at: created, updated_at: created,
    };
  }, (done) => log(`bulk orders: ${done.toLocaleString('en-US')}`));

  // Fresh statistics, so both planners see the real row counts the benches query.
  if (dialectOf(db) === 'postgres') await sql`vacuum analyze`.execute(db);
  else await sql`analyze`.execute(db);
  return (Date.now() - started) / 1000;
}

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL ?? `sqlite:${resolve('data/bench.db')}`;
  const size = benchSize();
  const db = createDatabase(url);
  try {
    await migrateToLatest(db);
    const have = await benchCounts(db);
    if (have.orders > 0 || have.bulkOrders > 0) {
      console.log(`The database already holds ${have.orders.toLocaleString('en-US')} consumer orders: seed an empty one.`);
      process.exitCode = 1;
      return;
    }
    const seconds = await seedBench(db, size, (line) => console.log(line));
    console.log(`Seeded ${size.orders.toLocaleString('en-US')} consumer and ${size.bulkOrders.toLocaleString('en-US')} bulk orders in ${seconds.toFixed(0)} s.`);
  } finally {
    await db.destroy();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) await main();
