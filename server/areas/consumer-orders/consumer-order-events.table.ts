import type { Carrier } from '#schemas/generated/carrier.ts';
import type { ConsumerOrderStatus } from '#schemas/generated/consumer-order-status.ts';

/** The `consumer_order_events` table: each status change of a consumer order (see server/db/database.schema.ts for the column conventions). */
export interface ConsumerOrderEventsTable {
  id: string;
  order_id: string;
  /** 1, 2, 3 … per order: the order of its changes */
  seq: number;
  at: string;
  /** the staff member who made the change; null for the portal itself (placement) */
  actor_user_id: string | null;
  /** null for the order's first status, set at placement */
  from_status: ConsumerOrderStatus | null;
  to_status: ConsumerOrderStatus;
  reason: string | null;
  carrier: Carrier | null;
  tracking_number: string | null;
}
