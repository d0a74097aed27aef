import { sql, type SelectQueryBuilder } from 'kysely';
import type { Customer } from '#schemas/generated/customer.ts';
import type { Database } from '#server/db/database.schema.ts';
import { contains } from '#server/lists/like-pattern.ts';
import type { ListOrder } from '#server/lists/list-order.ts';
import type { Db } from '#server/db/database.ts';


export type CustomerFields = Omit<Customer, 'customerId' | 'createdAt' | 'updatedAt'>;

/** Text filters, each a case-insensitive "contains". */
export interface CustomerFilters {
  customerId?: string;
  customerName?: string;
  city?: string;
  state?: string;
  zip?: string;
  accountType?: string;
}

const COLUMN = {
  customerId: 'id',
  customerName: 'name',
  city: 'city',
  state: 'state',
  zip: 'zip',
  accountType: 'account_type',
} as const;

/** Every column of the table sorts (customers are few); the name, the default, has its index (migration 0009). */
export const CUSTOMER_SORT_COLUMN = { ...COLUMN, street: 'street', phone: 'phone' } as const;
export type CustomerSortField = keyof typeof CUSTOMER_SORT_COLUMN;
export const DEFAULT_CUSTOMER_SORT: ListOrder<CustomerSortField> = { field: 'customerName', direction: 'asc' };

function select(db: Db) {
  return db
    .selectFrom('customers')
    .select([
      'id as customerId', 'name as customerName', 'street', 'city', 'state', 'zip', 'phone',
      'account_type as accountType', 'created_at as createdAt', 'updated_at as updatedAt',
    ]);
}

/**
 * Customers matching every filter; `scope` (a customer-role user's own customers) limits the rows further.
 * An empty scope means "none", never "all".
 */
export async function listCustomers(
  db: Db,
  filters: CustomerFilters,
  page: { limit: number; offset: number; order?: ListOrder<CustomerSortField> },
  scope?: readonly string[],
): Promise<{ items: Customer[]; total: number }> {
  const { field, direction } = page.order ?? DEFAULT_CUSTOMER_SORT;
  // The filters go on the page query itself (not an "id in (…)" subquery), so the default sort reads the
  // (name, id) index in order on both databases instead of sorting every match.
  const filtered = <Q extends SelectQueryBuilder<Database, 'customers', object>>(query: Q): Q => {
    let q = query;
    for (const [key, column] of Object.entries(COLUMN) as [keyof CustomerFilters, string][]) {
      const value = filters[key]?.trim();
      if (value) q = q.where(contains(sql.ref(column), value)) as Q;
    }
    if (scope) q = (scope.length ? q.where('id', 'in', scope) : q.where(sql<boolean>`1 = 0`)) as Q;
    return q;
  };
  const [items, count] = await Promise.all([
    filtered(select(db)).orderBy(sql.ref(CUSTOMER_SORT_COLUMN[field]), direction).orderBy('id', direction)
      .limit(page.limit).offset(page.offset).execute(),
    filtered(db.selectFrom('customers')).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(count.n) };
}

export async function findCustomer(db: Db, id: string): Promise<Customer | undefined> {
  return select(db).where('id', '=', id).executeTakeFirst();
}

/** Inserts a customer; an id already taken breaks the primary key (the caller says 409). */
export async function insertCustomer(db: Db, id: string, fields: CustomerFields, now: Date = new Date()): Promise<Customer> {
  const at = now.toISOString();
  await db
    .insertInto('customers')
    .values({
      id, name: fields.customerName, street: fields.street, city: fields.city, state: fields.state, zip: fields.zip,
      phone: fields.phone, account_type: fields.accountType, created_at: at, updated_at: at,
    })
    .execute();
  return (await findCustomer(db, id))!;
}

export async function updateCustomer(db: Db, id: string, fields: Partial<CustomerFields>, now: Date = new Date()): Promise<Customer | undefined> {
  const set: Partial<Database['customers']> = { updated_at: now.toISOString() };
  if (fields.customerName !== undefined) set.name = fields.customerName;
  if (fields.street !== undefined) set.street = fields.street;
  if (fields.city !== undefined) set.city = fields.city;
  if (fields.state !== undefined) set.state = fields.state;
  if (fields.zip !== undefined) set.zip = fields.zip;
  if (fields.phone !== undefined) set.phone = fields.phone;
  if (fields.accountType !== undefined) set.account_type = fields.accountType;
  const result = await db.updateTable('customers').set(set).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) === 0 ? undefined : findCustomer(db, id);
}

/**
 * The customers as another area's query joins them, by id (decision 046): `leftJoin(customerRelation(db).as('c'),
 * 'c.id', 'b.customer_id')`. SQLite and PostgreSQL flatten the subquery, so the plan is the plain join's.
 */
export function customerRelation(db: Db) {
  return db.selectFrom('customers').select(['id', 'name']);
}

/** Every customer with the details a membership application is compared by (decision 064), by id. */
export async function customerIdentities(db: Db): Promise<{ id: string; name: string; street: string; zip: string; phone: string }[]> {
  return db.selectFrom('customers').select(['id', 'name', 'street', 'zip', 'phone']).orderBy('id').execute();
}

/** Which of `ids` are customers. */
export async function existingCustomerIds(db: Db, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  return new Set((await db.selectFrom('customers').select('id').where('id', 'in', ids).execute()).map((c) => c.id));
}
