import type { BulkOrderStatus } from './generated/bulk-order-status.ts';
import statusSchema from './bulk-order-status.schema.json' with { type: 'json' };

/*
 * The bulk-order status rules, shared by the server (which enforces them) and the browser (which asks for a
 * confirmation before a final move). Decision 007 sets the moves; decision 014 the confirmation and the reason.
 */

/** Every status, in the order of bulk-order-status.schema.json (the one list). */
export const BULK_ORDER_STATUSES = statusSchema.enum as readonly BulkOrderStatus[];

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

/** isFinalStatus('rejected') === true: no move leads out of it, so setting it asks for a confirmation first. */
export function isFinalStatus(status: BulkOrderStatus): boolean {
  return NEXT[status].length === 0;
}

/** A rejection must say why (the customer reads it with the order); at most this many characters. */
export const REJECT_REASON_MAX = 500;
