/** The `products` table (see server/db/database.schema.ts for the column conventions). */
export interface ProductsTable {
  id: string;
  name: string;
  brand: string;
  sap_product_id: string;
  ndc: string;
}
