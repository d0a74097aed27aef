import { customerRelation } from '#server/areas/customers/index.ts';
import { productRelation } from '#server/areas/products/index.ts';
import type { Db } from '#server/db/database.ts';

/**
 * The bulk orders as another area's query names them, by id: the facility's name and the product's, as the Bulk
 * Orders list shows them (decision 065). `leftJoin(bulkOrderNameRelation(db).as('b'), 'b.id', 'a.entity_id')`.
 */
export function bulkOrderNameRelation(db: Db) {
  return db
    .selectFrom('bulk_orders as bo')
    .leftJoin(customerRelation(db).as('bc'), 'bc.id', 'bo.customer_id')
    .leftJoin(productRelation(db).as('bp'), 'bp.id', 'bo.product_id')
    .select(['bo.id as id', 'bc.name as customer_name', 'bp.name as product_name']);
}
