import { randomUUID } from 'node:crypto';
import type { Carrier } from '#schemas/generated/carrier.ts';
import type { ConsumerOrderStatus } from '#schemas/generated/consumer-order-status.ts';
import type { StatusChange } from '#schemas/generated/consumer-order-detail.ts';
import { staffName, staffRelation } from '#server/areas/users/index.ts';
import type { Db } from '#server/db/database.ts';

export interface StatusEvent {
  orderId: string;
  at: string;
  /** null for the portal itself */
  actorUserId: string | null;
  from: ConsumerOrderStatus | null;
  to: ConsumerOrderStatus;
  reason?: string | null;
  carrier?: Carrier | null;
  trackingNumber?: string | null;
}

/**
 * Writes one status change into the order's history, numbered after the last one. Call in the change's transaction,
 * after the order's row was updated: its row lock keeps two changes from taking one number.
 */
export async function recordStatusEvent(db: Db, event: StatusEvent): Promise<void> {
  const last = await db.selectFrom('consumer_order_events').select((eb) => eb.fn.max('seq').as('seq')).where('order_id', '=', event.orderId).executeTakeFirst();
  await db.insertInto('consumer_order_events').values({
    id: randomUUID(), order_id: event.orderId, seq: Number(last?.seq ?? 0) + 1, at: event.at, actor_user_id: event.actorUserId, from_status: event.from, to_status: event.to,
    reason: event.reason ?? null, carrier: event.carrier ?? null, tracking_number: event.trackingNumber ?? null,
  }).execute();
}

/** The order's history, oldest first, each change with the name of the staff member who made it. */
export async function historyOf(db: Db, orderId: string): Promise<StatusChange[]> {
  const rows = await db
    .selectFrom('consumer_order_events as e')
    .leftJoin(staffRelation(db).as('u'), 'u.id', 'e.actor_user_id')
    .select(['e.at', 'e.from_status', 'e.to_status', 'e.reason', 'e.carrier', 'e.tracking_number', 'e.actor_user_id', 'u.first_name', 'u.last_name', 'u.email'])
    .where('e.order_id', '=', orderId)
    .orderBy('e.seq')
    .execute();
  return rows.map((r) => ({
    at: r.at, from: r.from_status, to: r.to_status, reason: r.reason, carrier: r.carrier, trackingNumber: r.tracking_number,
    by: r.actor_user_id === null ? null : (staffName(r) || 'a former user'),
  }));
}
