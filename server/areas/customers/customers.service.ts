import type { Kysely } from 'kysely';
import type { Customer } from '#schemas/generated/customer.ts';
import type { CustomerFields } from '#schemas/generated/customer-fields.ts';
import type { Database } from '#server/db/database.schema.ts';
import { isUniqueViolation } from '#server/db/dialect.ts';
import { createError } from '#server/errors/app-error.ts';
import { findCustomer, insertCustomer, updateCustomer } from './customers.repository.ts';

type Db = Kysely<Database>;

function tidy(fields: CustomerFields): CustomerFields {
  return Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, k === 'state' ? String(v).trim().toUpperCase() : String(v).trim()]));
}

const exists = (id: string) => createError('CUSTOMER_EXISTS', `Customer ${id} already exists.`, 409);

/**
 * Adds a customer under the id the ERP knows it by. The spec's call has an empty body; details given are
 * stored, missing ones stay blank until edited.
 */
export async function addCustomer(db: Db, id: string, fields: CustomerFields): Promise<Customer> {
  const customerId = id.trim();
  if (!customerId) throw createError('BAD_REQUEST', 'Customer Id is required', 400);
  if (await findCustomer(db, customerId)) throw exists(customerId);
  const f = tidy(fields);
  try {
    return await insertCustomer(db, customerId, {
      customerName: f.customerName ?? '', street: f.street ?? '', city: f.city ?? '', state: f.state ?? '',
      zip: f.zip ?? '', phone: f.phone ?? '', accountType: f.accountType ?? '',
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw exists(customerId);
    throw error;
  }
}

export async function editCustomer(db: Db, id: string, fields: CustomerFields): Promise<Customer> {
  const customer = await updateCustomer(db, id, tidy(fields));
  if (!customer) throw createError('NOT_FOUND', `There is no customer ${id}.`, 404);
  return customer;
}
