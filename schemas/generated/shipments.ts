/* eslint-disable */
/**
 * Generated from schemas/shipments.schema.json by scripts/generate-types.ts (npm run types). Do not edit by hand.
 */

/**
 * Shipping consumers' kits through a mailing service (decision 025): POST /api/shipments/pick-list (a CSV of approved orders to ship, in the columns mailing services import) and POST /api/shipments/import (the service's CSV of tracking numbers back: a preview with each row's outcome, then an apply of the rows that can ship, which is idempotent), and the lot and expiry of each product's next shipments (GET and POST /api/shipments/kit-batches, decision 078).
 */
export interface ShipmentsApi {
  [k: string]: unknown;
}
/**
 * This interface was referenced by `ShipmentsApi`'s JSON-Schema
 * via the `definition` "PickListRequest".
 */
export interface PickListRequest {
  /**
   * also the approved orders already on an earlier pick list (not yet shipped)
   */
  again?: boolean;
}
/**
 * This interface was referenced by `ShipmentsApi`'s JSON-Schema
 * via the `definition` "ShipmentImport".
 */
export interface ShipmentImport {
  /**
   * the CSV: a header row naming the MRN (or Order ID), the carrier, the tracking number and the ship date (YYYY-MM-DD or M/D/YYYY), and optionally the kits' lot number and expiry date (MM/YYYY, YYYY-MM or a whole date); at most 5,000 rows. A file that cannot be read answers 422 SHIPMENT_FILE_REFUSED.
   */
  content: string;
  /**
   * false: only the preview; true: apply the rows marked 'ship' and answer what was done
   */
  apply: boolean;
}
/**
 * This interface was referenced by `ShipmentsApi`'s JSON-Schema
 * via the `definition` "ShipmentImportRow".
 */
export interface ShipmentImportRow {
  /**
   * the row as a spreadsheet numbers it (the header is row 1)
   */
  row: number;
  mrn: string;
  carrier: string;
  trackingNumber: string;
  shipDate: string;
  /**
   * the kits' lot number the row gives; null when the file has no lot column or the cell is empty (the batch staff set applies)
   */
  lot: string | null;
  /**
   * the kits' expiry the row gives (YYYY-MM-DD once read, as written when it cannot be read); null when not given
   */
  expires: string | null;
  /**
   * ship: will be shipped on apply; shipped: was shipped by this apply; unchanged: already shipped with this number; error: see problem
   */
  outcome: 'ship' | 'shipped' | 'unchanged' | 'error';
  problem: string | null;
}
/**
 * This interface was referenced by `ShipmentsApi`'s JSON-Schema
 * via the `definition` "ShipmentImportResult".
 */
export interface ShipmentImportResult {
  applied: boolean;
  rows: ShipmentImportRow[];
  counts: {
    ship: number;
    shipped: number;
    unchanged: number;
    error: number;
  };
}
/**
 * POST /api/shipments/kit-batches: the lot and expiry of a product's next shipments, as printed on the box.
 *
 * This interface was referenced by `ShipmentsApi`'s JSON-Schema
 * via the `definition` "KitBatchInput".
 */
export interface KitBatchInput {
  /**
   * the product
   */
  ndc: string;
  /**
   * 1 to 20 letters, digits and hyphens
   */
  lot: string;
  /**
   * the month and year on the box: 03/2028 or 2028-03 (a whole date is kept as given)
   */
  expires: string;
}
/**
 * The lot and expiry set last for a product: applied to its orders shipped after setAt when the mailing service's file gives none.
 *
 * This interface was referenced by `ShipmentsApi`'s JSON-Schema
 * via the `definition` "KitBatch".
 */
export interface KitBatch {
  ndc: string;
  productName: string;
  lot: string;
  /**
   * YYYY-MM-DD, the last day of the month printed on the box
   */
  expiresOn: string;
  setAt: string;
}
/**
 * This interface was referenced by `ShipmentsApi`'s JSON-Schema
 * via the `definition` "KitBatchList".
 */
export interface KitBatchList {
  items: KitBatch[];
}
