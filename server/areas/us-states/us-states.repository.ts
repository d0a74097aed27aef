import { sql, type Kysely } from 'kysely';
import type { UsState } from '#schemas/generated/us-state.ts';
import type { Database } from '#server/db/database.schema.ts';
import { contains } from '#server/lists/like-pattern.ts';


type Db = Kysely<Database>;

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
