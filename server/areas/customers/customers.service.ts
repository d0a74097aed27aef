import type { Customer } from '#schemas/generated/customer.ts';
import type { CustomerFields } from '#schemas/generated/customer-fields.ts';
import type { AuditTrail } from '#server/http/audit-trail.ts';
import { isUniqueViolation } from '#server/db/dialect.ts';
import { createError } from '#server/errors/app-error.ts';
import { findCustomer, insertCustomer, updateCustomer } from './customers.repository.ts';
import type { Db } from '#server/db/database.ts';

function tidy(fields: CustomerFields): CustomerFields {
  return Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, k === 'state' ? String(v).trim().toUpperCase() : String(v).trim()]));
}

const exists = (id: string) => createError('CUSTOMER_EXISTS', `Customer ${id} already exists.`, 409);

/**
 * Adds a customer under the id the ERP knows it by. The call may have an empty body; details given are
 * stored, missing ones stay blank until edited. The audit entry names the details given, in the same transaction.
 */
export async function addCustomer(db: Db, audit: AuditTrail, id: string, fields: CustomerFields): Promise<Customer> {
  const customerId = id.trim();
  if (!customerId) throw createError('BAD_REQUEST', 'Customer Id is required', 400);
  if (await findCustomer(db, customerId)) throw exists(customerId);
  const f = tidy(fields);
  try {
    return await db.transaction().execute(async (trx) => {
      const customer = await insertCustomer(trx, customerId, {
        customerName: f.customerName ?? '', street: f.street ?? '', city: f.city ?? '', state: f.state ?? '',
        zip: f.zip ?? '', phone: f.phone ?? '', accountType: f.accountType ?? '',
      });
      await audit.record(trx, { entityId: customerId, detail: { fields: Object.keys(f).filter((k) => f[k as keyof CustomerFields]).sort() } });
      return customer;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw exists(customerId);
    throw error;
  }
}

/** Changes a customer's details; the audit entry names the fields whose value changed (never the values), in the same transaction. */
export async function editCustomer(db: Db, audit: AuditTrail, id: string, fields: CustomerFields): Promise<Customer> {
  const f = tidy(fields);
  return db.transaction().execute(async (trx) => {
    const before = await findCustomer(trx, id);
    const customer = before && (await updateCustomer(trx, id, f));
    if (!before || !customer) throw createError('NOT_FOUND', `There is no customer ${id}.`, 404);
    const changed = (Object.keys(f) as (keyof CustomerFields)[]).filter((k) => before[k] !== customer[k]).sort();
    await audit.record(trx, { entityId: id, detail: { fields: changed } });
    return customer;
  });
}
