/* eslint-disable */
/**
 * Generated from schemas/expiring-kits.schema.json by scripts/generate-types.ts (npm run types). Do not edit by hand.
 */

/**
 * Reply of GET /api/orders/progress/expiring-kits: per state, the kits shipped that expire in the next 90 days, in three 30-day bands, and how many of them will get the kit-expiry email (docs/product.md#kits-that-expire).
 */
export interface ExpiringKits {
  /**
   * the first day counted, today in the programme's time zone
   */
  today: string;
  rows: ExpiringKitsRow[];
}
export interface ExpiringKitsRow {
  state: string;
  stateName: string;
  /**
   * kits expiring within 30 days, in 31 to 60 days and in 61 to 90 days, in that order
   *
   * @minItems 3
   * @maxItems 3
   */
  bands: [number, number, number];
  /**
   * the bands added up
   */
  total: number;
  /**
   * kits whose person asked for the kit-expiry email and will get it
   */
  withEmail: number;
}
