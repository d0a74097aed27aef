import type { BulkOrderStatus } from '#server/db/database.schema.ts';

export const BULK_ORDER_STATUSES: readonly BulkOrderStatus[] = ['created', 'open', 'rejected', 'partially shipped', 'fully shipped'];

/**
 * The only moves an order may make. An order is reviewed (open or rejected) before anything ships, shipping only
 * goes forward, and rejected or fully shipped orders are final: a shipment cannot be taken back by a status edit.
 */
const NEXT: Record<BulkOrderStatus, readonly BulkOrderStatus[]> = {
  created: ['open', 'rejected'],
  open: ['partially shipped', 'fully shipped', 'rejected'],
  'partially shipped': ['fully shipped'],
  rejected: [],
  'fully shipped': [],
};

/** canTransition('created', 'open') === true; canTransition('fully shipped', 'open') === false; same status is no move */
export function canTransition(from: BulkOrderStatus, to: BulkOrderStatus): boolean {
  return from === to || NEXT[from].includes(to);
}

/** The statuses an order in `from` may be set to, itself first (for the modal's status selector). */
export function allowedStatuses(from: BulkOrderStatus): BulkOrderStatus[] {
  return [from, ...NEXT[from]];
}

/** Customer, product and quantity may change only before the order is accepted into fulfilment. */
export function isEditable(status: BulkOrderStatus): boolean {
  return status === 'created' || status === 'open';
}
