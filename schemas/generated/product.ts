/* eslint-disable */
/**
 * Generated from schemas/product.schema.json by scripts/generate-types.ts (npm run types). Do not edit by hand.
 */

/**
 * A product the programme ships.
 */
export interface Product {
  id: string;
  name: string;
  brand: string;
  sapProductId: string;
  /**
   * National Drug Code
   */
  ndc: string;
}
