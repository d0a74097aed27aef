import type { ColumnType } from 'kysely';
import type { BULK_ORDER_STATUSES } from '#schemas/bulk-order-status.ts';

/** One of schemas/bulk-order-status.ts' statuses. */
export type BulkOrderStatus = (typeof BULK_ORDER_STATUSES)[number];

/** The `bulk_orders` table (see server/db/database.schema.ts for the column conventions). */
export interface BulkOrdersTable {
  id: string;
  customer_id: string;
  product_id: string;
  user_email: string;
  quantity: number;
  order_status: BulkOrderStatus;
  /** why the order was rejected (migration 0009); NULL unless the status is `rejected`; optional on insert */
  reject_reason: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: string;
  updated_at: string;
}
