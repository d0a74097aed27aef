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
  created_at: string;
}
