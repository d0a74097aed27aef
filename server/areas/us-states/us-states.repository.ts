import { sql } from 'kysely';
import type { UsState } from '#schemas/generated/us-state.ts';
import { contains } from '#server/lists/like-pattern.ts';
import type { Db } from '#server/db/database.ts';


/** The states in name order, at most `size` of them (the client asks for 999: all). */
export async function listUsStates(db: Db, size: number, offset = 0): Promise<UsState[]> {
  return db.selectFrom('us_states').select(['code', 'name']).orderBy('name').limit(size).offset(offset).execute();
}

export async function searchUsStates(db: Db, name: string): Promise<UsState[]> {
  return db.selectFrom('us_states').select(['code', 'name']).where(contains(sql.ref('name'), name)).orderBy('name').execute();
}

export async function findUsState(db: Db, code: string): Promise<UsState | undefined> {
  return db.selectFrom('us_states').select(['code', 'name']).where('code', '=', code.toUpperCase()).executeTakeFirst();
}

/**
 * The states as another area's query joins them, by code (decision 046): `leftJoin(usStateRelation(db).as('s'),
 * 's.code', 'q.state')`. SQLite and PostgreSQL flatten the subquery, so the plan is the plain join's.
 */
export function usStateRelation(db: Db) {
  return db.selectFrom('us_states').select(['code', 'name']);
}
