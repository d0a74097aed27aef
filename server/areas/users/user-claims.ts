import type { Claims } from '#schemas/generated/user-api.ts';
import type { Role } from '#schemas/roles.ts';
import { createError } from '#server/errors/app-error.ts';
import { existingCustomerIds } from '#server/areas/customers/index.ts';
import type { Db } from '#server/db/database.ts';

/**
 * The role and customers to store: a customer-role user needs at least one existing customer (docs/product.md#users);
 * any other role keeps none, whatever was sent.
 */
export async function checkedClaims(db: Db, claims: Claims): Promise<{ role: Role; customers: string[] }> {
  if (claims.role !== 'customer') return { role: claims.role, customers: [] };
  const customers = [...new Set(claims.customers ?? [])];
  if (customers.length === 0) throw createError('CUSTOMER_REQUIRED', 'At least one customer is required', 400);
  const known = await existingCustomerIds(db, customers);
  const unknown = customers.filter((id) => !known.has(id));
  if (unknown.length) throw createError('UNKNOWN_CUSTOMER', `Unknown customer: ${unknown.join(', ')}`, 400);
  return { role: 'customer', customers };
}

export async function replaceCustomers(db: Db, userId: string, customers: string[]): Promise<void> {
  await db.deleteFrom('user_customers').where('user_id', '=', userId).execute();
  if (customers.length) {
    await db.insertInto('user_customers').values(customers.map((customer_id) => ({ user_id: userId, customer_id }))).execute();
  }
}
