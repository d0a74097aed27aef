import type { Db } from '#server/db/database.ts';

/**
 * The membership applications as another area's query names them, by id: the organisation's legal name, never its
 * contact's (decision 065). `leftJoin(applicationNameRelation(db).as('m'), 'm.id', 'a.entity_id')`.
 */
export function applicationNameRelation(db: Db) {
  return db.selectFrom('membership_applications').select(['id', 'legal_business_name as name']);
}
