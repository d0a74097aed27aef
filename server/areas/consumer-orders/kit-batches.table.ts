/** The `kit_batches` table (migration 0026, decision 078): the lot and expiry staff set for a product's next shipments. */
export interface KitBatchesTable {
  id: string;
  product_id: string;
  lot: string;
  /** `YYYY-MM-DD`: the last day of the month the box prints */
  expires_on: string;
  set_at: string;
  set_by: string | null;
}
