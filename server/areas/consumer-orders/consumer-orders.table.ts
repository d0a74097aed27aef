import type { ColumnType } from 'kysely';
import type { Carrier } from '#schemas/generated/carrier.ts';
import type { ConsumerOrderStatus } from '#schemas/generated/consumer-order-status.ts';

/** Written on insert when given, else the database default. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;

/** The `consumer_orders` table (see server/db/database.schema.ts for the column conventions). */
export interface ConsumerOrdersTable {
  id: string;
  mrn: string;
  run_id: string;
  consumer_id: string;
  product_id: string;
  state: string;
  county: string | null;
  quantity: number;
  units: number;
  reason: string;
  why: string | null;
  order_date: string;
  /** the state's month of the order, `YYYY-MM` */
  period: string;
  tracking_number: string | null;
  flagged_for_review: number;
  /** why flagged_for_review is set (server/areas/consumers/review-reasons.ts), else null */
  review_reason: string | null;
  /** what the review reason found, as JSON (review-reasons.ts `ReviewDetail`; migration 0019), else null */
  review_detail: Defaulted<string | null>;
  created_at: string;
  /** schemas/consumer-order-status.ts holds the moves (migration 0012) */
  status: Defaulted<ConsumerOrderStatus>;
  carrier: Defaulted<Carrier | null>;
  /** the day it was handed to the carrier, `YYYY-MM-DD` */
  shipped_on: Defaulted<string | null>;
  /** the day it arrived, `YYYY-MM-DD` */
  delivered_on: Defaulted<string | null>;
  /** when the order was first on a pick list for the mailing service */
  sent_to_fulfilment_at: Defaulted<string | null>;
  status_changed_at: Defaulted<string | null>;
  /** the language the consumer ordered in ('en', 'es'): the emails about the order use it */
  language: Defaulted<string>;
  /** the lot number of the kits it shipped with (migration 0026, decision 078), else null */
  kit_lot: Defaulted<string | null>;
  /** the day those kits expire, `YYYY-MM-DD` (a month printed on the box is its last day), else null */
  kit_expires_on: Defaulted<string | null>;
  /** 1 when the person asked for an email before their kit expires (consumer flow v6, decision 078) */
  expiry_reminder: Defaulted<number>;
}
