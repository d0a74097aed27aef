import type { BulkOrderStatus } from './bulk-orders.table.ts';

// The moves themselves are shared with the browser (schemas/bulk-order-status.ts); the server enforces them.
export { BULK_ORDER_STATUSES, allowedStatuses, canTransition } from '#schemas/bulk-order-status.ts';

/** Customer, product and quantity may change only before the order is accepted into fulfilment. */
export function isEditable(status: BulkOrderStatus): boolean {
  return status === 'created' || status === 'open';
}
