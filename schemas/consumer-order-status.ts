import type { ConsumerOrderStatus } from './generated/consumer-order-status.ts';
import type { PublicOrderStatus } from './generated/public-order-status.ts';
import statusSchema from './consumer-order-status.schema.json' with { type: 'json' };

/*
 * The consumer-order status rules, shared by the server (which enforces them) and the admin pages (which offer only
 * the moves allowed). Decision 025 sets them.
 */

/** Every status, in the order of consumer-order-status.schema.json (the one list). */
export const CONSUMER_ORDER_STATUSES = statusSchema.enum as readonly ConsumerOrderStatus[];

/**
 * The only moves an order may make. A flagged order is reviewed before it is approved or cancelled; an approved
 * order ships or is cancelled; shipping only goes forward; delivered and cancelled orders are final.
 */
const NEXT: Record<ConsumerOrderStatus, readonly ConsumerOrderStatus[]> = {
  received: ['approved', 'needs review'],
  'needs review': ['approved', 'cancelled'],
  approved: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
};

/** canMove('approved', 'shipped') === true; canMove('shipped', 'approved') === false; the same status is no move. */
export function canMove(from: ConsumerOrderStatus, to: ConsumerOrderStatus): boolean {
  return NEXT[from].includes(to);
}

/** The statuses an order in `from` may be moved to (for the detail page's choices). */
export function nextStatuses(from: ConsumerOrderStatus): readonly ConsumerOrderStatus[] {
  return NEXT[from];
}

/** A move into one of these must say why: the reason is kept in the order's history. */
export function needsReason(to: ConsumerOrderStatus): boolean {
  return to === 'needs review' || to === 'cancelled';
}

/** A move to `shipped` needs the carrier and the tracking number (the consumer's email links to the carrier). */
export function needsTracking(to: ConsumerOrderStatus): boolean {
  return to === 'shipped';
}

/**
 * The statuses of an order that has shipped: shipped, then delivered. Progress and the report emails count these units
 * as "Shipped" (docs/product.md#quotas-and-progress, decision 063); every other status but cancelled holds units of the
 * month's quota without having shipped.
 */
export const SHIPPED_STATUSES = ['shipped', 'delivered'] as const satisfies readonly ConsumerOrderStatus[];

/** Cancelling gives the order's units back to its month's quota; only orders that still hold them can. */
export function returnsUnits(to: ConsumerOrderStatus): boolean {
  return to === 'cancelled';
}

/** At most this many characters of reason per move. */
export const STATUS_REASON_MAX = 500;

/** The status an order takes when it is placed and nothing asks staff to look at it first. */
export function placementStatus(manualApproval: boolean | undefined): 'received' | 'approved' {
  return manualApproval ? 'received' : 'approved';
}

/**
 * The status the person who ordered is shown (Track My Shipment, their account): an order held for staff review reads
 * as an order just placed, so nobody who placed it learns why it waits (decision 042: an earlier order of someone who
 * shares a detail, another person at the address). Staff see the status itself.
 */
export function publicOrderStatus(status: ConsumerOrderStatus, manualApproval: boolean | undefined): PublicOrderStatus {
  return status === 'needs review' ? placementStatus(manualApproval) : status;
}
