import type { Insertable } from 'kysely';
import { BULK_ORDER_STATUSES } from '#schemas/bulk-order-status.ts';
import { createFieldCipher } from '#server/crypto/field-cipher.ts';
import { createKeyedHasher } from '#server/crypto/keyed-hash.ts';
import type { Database } from '../database.schema.ts';
import { isUniqueViolation } from '../dialect.ts';
import { demoCustomers } from './demo-customers.ts';
import { buildDemoFunnel } from './demo-funnel.ts';
import { buildDemoOrders } from './demo-orders.ts';
import { buildDemoSurvey } from './demo-survey.ts';
import { demoUsers } from './demo-users.ts';
import { kentuckyCounties } from './kentucky-counties.ts';
import { products } from './products.ts';
import { usStates } from './us-states.ts';
import type { Db } from '#server/db/database.ts';

/** Monthly quotas of the demo programme, in units. */
export const demoQuotas = [
  { state: 'CO', quantity: 2400 },
  { state: 'KY', quantity: 1600 },
];

async function insertInChunks<T extends keyof Database>(db: Db, table: T, rows: Insertable<Database[T]>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 100) {
    await db.insertInto(table).values(rows.slice(i, i + 100) as never).execute();
  }
}

/**
 * Reference data every environment needs (states, Kentucky counties, the two products). Adds what is
 * missing and never changes a row that exists, so it is safe on every start.
 */
export async function ensureReferenceData(db: Db): Promise<{ states: number; counties: number; products: number }> {
  try {
    return await addMissingReferenceData(db);
  } catch (error) {
    // Another server instance starting at the same moment added them first: look again.
    if (isUniqueViolation(error)) return addMissingReferenceData(db);
    throw error;
  }
}

async function addMissingReferenceData(db: Db): Promise<{ states: number; counties: number; products: number }> {
  return db.transaction().execute(async (trx) => {
    const haveStates = new Set((await trx.selectFrom('us_states').select('code').execute()).map((r) => r.code));
    const states = usStates.filter((s) => !haveStates.has(s.code)).map((s) => ({ code: s.code, name: s.name, time_zone: s.timeZone }));
    await insertInChunks(trx, 'us_states', states);

    const haveCounties = new Set((await trx.selectFrom('counties').select('name').where('state_code', '=', 'KY').execute()).map((r) => r.name));
    const counties = kentuckyCounties.filter((name) => !haveCounties.has(name)).map((name) => ({ state_code: 'KY', name }));
    await insertInChunks(trx, 'counties', counties);

    const haveProducts = new Set((await trx.selectFrom('products').select('ndc').execute()).map((r) => r.ndc));
    const newProducts = products
      .filter((p) => !haveProducts.has(p.ndc))
      .map((p) => ({ id: p.id, name: p.name, brand: p.brand, sap_product_id: p.sapProductId, ndc: p.ndc }));
    await insertInChunks(trx, 'products', newProducts);
    return { states: states.length, counties: counties.length, products: newProducts.length };
  });
}

/** True when no programme data exists yet (no users, customers, quotas or orders). */
export async function isProgrammeEmpty(db: Db): Promise<boolean> {
  for (const table of ['users', 'customers', 'quotas', 'consumer_orders', 'bulk_orders'] as const) {
    const row = await db.selectFrom(table).select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow();
    if (Number(row.n) > 0) return false;
  }
  return true;
}

export interface SeedKeys {
  dataKey: Buffer;
  hashKey: string;
}

/** Demo programme data for dev and qa: quotas, facilities, one staff user per role, months of orders. */
export async function seedDemoData(db: Db, keys: SeedKeys, now = new Date()): Promise<Record<string, number>> {
  const stamp = now.toISOString();
  const timeZones = Object.fromEntries(usStates.filter((s) => s.timeZone).map((s) => [s.code, s.timeZone!])) as Record<'CO' | 'KY', string>;
  const demo = buildDemoOrders({
    cipher: createFieldCipher(keys.dataKey),
    hasher: createKeyedHasher(keys.hashKey),
    now,
    productIds: products.map((p) => p.id),
    timeZones,
  });
  const funnel = buildDemoFunnel({ hasher: createKeyedHasher(keys.hashKey), now });
  const survey = buildDemoSurvey({ cipher: createFieldCipher(keys.dataKey), now });
  const bulkOrders = demoCustomers.flatMap((customer, c) =>
    [0, 1, 2].map((n) => {
      const at = new Date(now.getTime() - (c * 7 + n * 23 + 1) * 86_400_000).toISOString();
      return {
        id: `demo-bulk-${customer.id}-${n + 1}`,
        customer_id: customer.id,
        product_id: products[(c + n) % products.length]!.id,
        user_email: customer.id === '100103' ? 'customer@example.org' : 'admin@example.org',
        quantity: 12 * (n + 1) + c * 6,
        order_status: BULK_ORDER_STATUSES[(c + n) % BULK_ORDER_STATUSES.length]!,
        // A rejection always carries its reason (decision 014); the customer reads it with the order.
        reject_reason: BULK_ORDER_STATUSES[(c + n) % BULK_ORDER_STATUSES.length] === 'rejected' ? 'The quantity is above what the programme can supply this month.' : null,
        created_at: at,
        updated_at: at,
      };
    }),
  );

  await db.transaction().execute(async (trx) => {
    await insertInChunks(trx, 'quotas', demoQuotas.map((q) => ({
      id: `quota-${q.state}`, state: q.state, quota_period: 'MONTHLY' as const, quantity: q.quantity, created_at: stamp, updated_at: stamp,
    })));
    // In force since before the first month of demo orders, so Progress shows each past month against its quota.
    const since = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 12, 1)).toISOString();
    await insertInChunks(trx, 'quota_history', demoQuotas.map((q) => ({
      id: `quota-history-${q.state}`, state: q.state, quantity: q.quantity, effective_at: since, actor_user_id: null,
    })));
    await insertInChunks(trx, 'customers', demoCustomers.map((c) => ({
      id: c.id, name: c.name, street: c.street, city: c.city, state: c.state, zip: c.zip, phone: c.phone,
      account_type: c.accountType, created_at: stamp, updated_at: stamp,
    })));
    await insertInChunks(trx, 'users', demoUsers.map((u) => ({
      id: u.id, email: u.email, first_name: u.firstName, last_name: u.lastName, role: u.role, status: 'active' as const,
      password_hash: null, password_expires_at: null, must_change_password: 0, must_enrol_second_factor: 0, oidc_issuer: null, oidc_subject: null,
      last_login_at: null, sub_quota_thresholds: 0, sub_weekly_orders: 0, sub_monthly_orders: 0, created_at: stamp, updated_at: stamp,
    })));
    await insertInChunks(trx, 'user_customers', demoUsers.flatMap((u) => u.customerIds.map((customer_id) => ({ user_id: u.id, customer_id }))));
    await insertInChunks(trx, 'consumers', demo.consumers);
    await insertInChunks(trx, 'consumer_orders', demo.orders);
    await insertInChunks(trx, 'consumer_order_events', demo.events);
    await insertInChunks(trx, 'quota_usage', demo.usage);
    await insertInChunks(trx, 'bulk_orders', bulkOrders);
    await insertInChunks(trx, 'funnel_runs', funnel.runs);
    await insertInChunks(trx, 'funnel_steps', funnel.steps);
    await insertInChunks(trx, 'flow_versions', [survey.version]);
    await insertInChunks(trx, 'flow_responses', survey.responses);
  });
  return {
    quotas: demoQuotas.length, customers: demoCustomers.length, users: demoUsers.length,
    consumers: demo.consumers.length, consumerOrders: demo.orders.length, bulkOrders: bulkOrders.length, questionnaireRuns: funnel.runs.length,
    questionnaireResponses: survey.responses.length,
  };
}

/**
 * Loads the demo data only into an empty programme; returns what it added, or undefined when there was
 * data already (or another server instance seeded it at the same moment).
 */
export async function seedDemoDataIfEmpty(db: Db, keys: SeedKeys, now = new Date()): Promise<Record<string, number> | undefined> {
  await ensureReferenceData(db);
  if (!(await isProgrammeEmpty(db))) return undefined;
  try {
    return await seedDemoData(db, keys, now);
  } catch (error) {
    if (isUniqueViolation(error)) return undefined;
    throw error;
  }
}
