import { sql } from 'kysely';
import type { Product } from '#schemas/generated/product.ts';
import { contains } from '#server/lists/like-pattern.ts';
import type { Db } from '#server/db/database.ts';


function select(db: Db) {
  return db.selectFrom('products').select(['id', 'name', 'brand', 'sap_product_id as sapProductId', 'ndc']);
}

export async function listProducts(db: Db): Promise<Product[]> {
  return select(db).orderBy('name').orderBy('id').execute();
}

export async function searchProducts(db: Db, name: string): Promise<Product[]> {
  return select(db).where(contains(sql.ref('name'), name)).orderBy('name').execute();
}

export async function findProduct(db: Db, id: string): Promise<Product | undefined> {
  return select(db).where('id', '=', id).executeTakeFirst();
}

export async function findProductByNdc(db: Db, ndc: string): Promise<Product | undefined> {
  return select(db).where('ndc', '=', ndc).executeTakeFirst();
}

/** The ids of the products a filter names: by NDC, by id, or both (then both must agree). */
export async function productIdsMatching(db: Db, filter: { ndc?: string | undefined; productId?: string | undefined }): Promise<string[]> {
  let query = db.selectFrom('products').select('id');
  if (filter.ndc !== undefined) query = query.where('ndc', '=', filter.ndc);
  if (filter.productId !== undefined) query = query.where('id', '=', filter.productId);
  return (await query.execute()).map((r) => r.id);
}

/**
 * The products as another area's query joins them, by id (decision 046): `leftJoin(productRelation(db).as('p'), 'p.id',
 * 'co.product_id')`. SQLite and PostgreSQL flatten the subquery, so the plan is the plain join's.
 */
export function productRelation(db: Db) {
  return db.selectFrom('products').select(['id', 'name', 'ndc']);
}
