import type { BulkOrder } from '#schemas/generated/bulk-order.ts';
import type { BulkOrderCreate } from '#schemas/generated/bulk-order-create.ts';
import type { BulkOrderUpdate } from '#schemas/generated/bulk-order-update.ts';
import type { AuthUser } from '#server/auth/auth-user.ts';
import type { BulkOrderStatus } from './bulk-orders.table.ts';
import { createError } from '#server/errors/app-error.ts';
import { catalogued } from '#server/errors/catalogue.ts';
import { findCustomer } from '#server/areas/customers/index.ts';
import type { AuditTrail } from '#server/http/audit-trail.ts';
import { findProduct } from '#server/areas/products/index.ts';
import { allowedStatuses, canTransition, isEditable } from './bulk-order-status.ts';
import { findBulkOrder, insertBulkOrder, updateBulkOrder, type BulkOrderInput, type BulkOrderRow } from './bulk-orders.repository.ts';
import type { Db } from '#server/db/database.ts';

const isCustomer = (user: AuthUser) => user.role === 'customer';

function mayEdit(user: AuthUser, order: BulkOrderRow): boolean {
  return isCustomer(user) ? order.orderStatus === 'created' : isEditable(order.orderStatus);
}

/** An order as this user sees it: with the statuses they may set and whether they may still edit it. */
export function viewFor(user: AuthUser, order: BulkOrderRow): BulkOrder {
  return {
    ...order,
    allowedStatuses: isCustomer(user) ? [order.orderStatus] : allowedStatuses(order.orderStatus),
    editable: mayEdit(user, order),
  };
}

function ensureOwnCustomer(user: AuthUser, customerId: string): void {
  if (isCustomer(user) && !user.customerIds.includes(customerId)) {
    throw createError('FORBIDDEN', 'You can only order for the customers your account belongs to.', 403);
  }
}

/** The referenced customer and product must exist: 412, whose message the order modal shows as it is. */
async function ensureReferences(db: Db, change: { customerId?: string; productId?: string }): Promise<void> {
  if (change.customerId !== undefined && !(await findCustomer(db, change.customerId))) {
    throw createError('UNKNOWN_CUSTOMER', `Customer ${change.customerId} does not exist.`, 412);
  }
  if (change.productId !== undefined && !(await findProduct(db, change.productId))) {
    throw createError('UNKNOWN_PRODUCT', `Product ${change.productId} does not exist.`, 412);
  }
}

/** Places an order, with its audit entry in the same transaction. */
export async function createBulkOrder(db: Db, user: AuthUser, audit: AuditTrail, body: BulkOrderCreate): Promise<BulkOrder> {
  ensureOwnCustomer(user, body.customerId);
  await ensureReferences(db, body);
  const order = await db.transaction().execute(async (trx) => {
    const row = await insertBulkOrder(trx, { customerId: body.customerId, productId: body.productId, userEmail: body.email ?? user.email, quantity: body.quantity });
    await audit.record(trx, { entityId: row.id, detail: { customerId: row.customerId, productId: row.productId, quantity: row.quantity } });
    return row;
  });
  return viewFor(user, order);
}

/**
 * The reason of a rejection: required (not blank) when the order becomes rejected, since the customer reads it
 * with the order; refused with any other change, so a reason is never silently dropped.
 */
function rejectReasonOf(body: BulkOrderUpdate, status: BulkOrderStatus | undefined): string | undefined {
  const reason = body.rejectReason?.trim();
  if (status === 'rejected') {
    if (!reason) throw catalogued('REJECT_REASON_REQUIRED');
    return reason;
  }
  if (body.rejectReason !== undefined) throw catalogued('REJECT_REASON_UNEXPECTED');
  return undefined;
}

/**
 * Applies an edit. Customers change only their own orders, only while `created`, and never the status;
 * staff move the status along the allowed transitions (409 otherwise) and edit the order until it ships.
 */
export async function changeBulkOrder(db: Db, user: AuthUser, audit: AuditTrail, body: BulkOrderUpdate): Promise<BulkOrder> {
  const order = await findBulkOrder(db, body.id);
  // Another customer's order is "not found", so ids of others' orders reveal nothing.
  if (!order || (isCustomer(user) && !user.customerIds.includes(order.customerId))) {
    throw createError('NOT_FOUND', 'There is no such order.', 404);
  }
  const fields: Partial<BulkOrderInput> = {};
  if (body.customerId !== undefined && body.customerId !== order.customerId) fields.customerId = body.customerId;
  if (body.productId !== undefined && body.productId !== order.productId) fields.productId = body.productId;
  if (body.email !== undefined && body.email !== order.userEmail) fields.userEmail = body.email;
  if (body.quantity !== undefined && body.quantity !== order.quantity) fields.quantity = body.quantity;
  const status = body.orderStatus !== undefined && body.orderStatus !== order.orderStatus ? body.orderStatus : undefined;

  if (status !== undefined) {
    if (isCustomer(user)) throw createError('FORBIDDEN', 'Only programme staff can change the status of an order.', 403);
    if (!canTransition(order.orderStatus, status)) {
      throw createError('ILLEGAL_STATUS_TRANSITION', `An order that is ${order.orderStatus} cannot become ${status}.`, 409);
    }
  }
  const rejectReason = rejectReasonOf(body, status);
  if (Object.keys(fields).length > 0) {
    if (!mayEdit(user, order)) throw createError('ORDER_LOCKED', `An order that is ${order.orderStatus} can no longer be changed.`, 409);
    if (fields.customerId !== undefined) ensureOwnCustomer(user, fields.customerId);
    await ensureReferences(db, fields);
  }
  if (status === undefined && Object.keys(fields).length === 0) return viewFor(user, order);

  const updated = await db.transaction().execute(async (trx) => {
    const row = await updateBulkOrder(trx, order.id, order.orderStatus, { ...fields, ...(status ? { orderStatus: status, rejectReason } : {}) });
    // The audit trail keeps the move and what changed by name; a rejection's reason stays with the order.
    if (row) {
      await audit.record(trx, {
        action: status ? 'bulk-orders.status' : 'bulk-orders.change', entityId: order.id,
        detail: { ...(status ? { from: order.orderStatus, to: status } : {}), ...(Object.keys(fields).length ? { fields: Object.keys(fields).sort() } : {}) },
      });
    }
    return row;
  });
  if (!updated) throw createError('ORDER_CHANGED', 'Someone else changed this order just now. Reload it and try again.', 409);
  return viewFor(user, updated);
}
