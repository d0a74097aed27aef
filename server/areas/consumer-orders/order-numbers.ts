import type { Db } from '#server/db/database.ts';

/**
 * The consumer orders as another area's query names them, by id: their order number (MRN) and nothing of the person
 * (decision 065). `leftJoin(orderNumberRelation(db).as('o'), 'o.id', 'a.entity_id')`; SQLite and PostgreSQL flatten
 * the subquery, so the plan is the plain join's.
 */
export function orderNumberRelation(db: Db) {
  return db.selectFrom('consumer_orders').select(['id', 'mrn']);
}
