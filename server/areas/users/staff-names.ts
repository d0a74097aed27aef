import type { Db } from '#server/db/database.ts';

/** The columns a record shows of the staff member who wrote it. */
export interface StaffNameColumns {
  first_name: string | null;
  last_name: string | null;
  email: string | null;
}

/** How a record names the staff member who wrote it: 'Ada Lovelace', or their email when the account has no name. */
export function staffName(row: StaffNameColumns): string | null {
  return [row.first_name, row.last_name].filter(Boolean).join(' ').trim() || row.email;
}

/**
 * The staff as another area's query joins them, by id (decision 046): `leftJoin(staffRelation(db).as('u'), 'u.id',
 * 'a.actor_user_id')`. The subquery is flattened by SQLite and PostgreSQL, so the plan is the plain join's.
 */
export function staffRelation(db: Db) {
  return db.selectFrom('users').select(['id', 'first_name', 'last_name', 'email']);
}

/** The names of the staff members `ids` names (`staffName`); an id of no account is left out. */
export async function staffNames(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await staffRelation(db).where('id', 'in', unique).execute();
  return new Map(rows.map((r) => [r.id, staffName(r)!]));
}
