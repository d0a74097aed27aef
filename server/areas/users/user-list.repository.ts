import { sql } from 'kysely';
import type { UserList, UserListQuery } from '#schemas/generated/user-api.ts';
import { contains } from '#server/lists/like-pattern.ts';
import { endOf, startOf } from '#server/lists/day-range.ts';
import { nullsLargest, parseListOrder } from '#server/lists/list-order.ts';
import type { Db } from '#server/db/database.ts';
import { toApiUser } from './user-view.ts';

/** How many second factors each of these people has (absent: none); the second-factors area counts them (decision 073). */
export type FactorCounts = (db: Db, userIds: readonly string[]) => Promise<Map<string, number>>;

const SORT_COLUMN = { firstName: 'first_name', lastName: 'last_name', email: 'email', lastLogin: 'last_login_at', role: 'role' } as const;
type UserSortField = keyof typeof SORT_COLUMN;

/**
 * The User Management table: filters (contains, case-insensitive), one page, sorted by last name unless
 * asked otherwise. Ties go by last name, first name, email and id, in the direction asked; the default sort reads
 * the (last_name, first_name, email, id) index of migration 0009.
 */
export async function listUsers(db: Db, query: UserListQuery, factorCounts: FactorCounts): Promise<UserList> {
  const limit = query.limit ?? 10;
  const offset = query.offset ?? 0;
  let base = db.selectFrom('users');
  if (query.firstName?.trim()) base = base.where((eb) => contains(eb.ref('first_name'), query.firstName!.trim()));
  if (query.lastName?.trim()) base = base.where((eb) => contains(eb.ref('last_name'), query.lastName!.trim()));
  if (query.email?.trim()) base = base.where((eb) => contains(eb.ref('email'), query.email!.trim()));
  if (query.role) base = base.where('role', '=', query.role);
  if (query.lastLogin) {
    base = base.where('last_login_at', '>=', startOf(query.lastLogin, 'lastLogin'))
      .where('last_login_at', '<', endOf(query.lastLogin, 'lastLogin').at);
  }
  const { field, direction } = parseListOrder<UserSortField>(query.order, { field: 'lastName', direction: 'asc' });
  let page = base.selectAll();
  if (field === 'lastLogin') page = page.orderBy(nullsLargest(SORT_COLUMN.lastLogin, direction));
  else if (field !== 'lastName') page = page.orderBy(sql.ref(SORT_COLUMN[field]), direction);
  page = page.orderBy('last_name', direction).orderBy('first_name', direction).orderBy('email', direction).orderBy('id', direction);
  const rows = await page.limit(limit).offset(offset).execute();
  const { n } = await base.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow();
  const ids = rows.map((r) => r.id);
  const links = ids.length
    ? await db.selectFrom('user_customers').select(['user_id', 'customer_id']).where('user_id', 'in', ids).orderBy('customer_id').execute()
    : [];
  const byUser = new Map<string, string[]>();
  for (const link of links) byUser.set(link.user_id, [...(byUser.get(link.user_id) ?? []), link.customer_id]);
  const factors = await factorCounts(db, ids);
  return { items: rows.map((row) => ({ ...toApiUser(row, byUser.get(row.id) ?? []), secondFactors: factors.get(row.id) ?? 0 })), total: Number(n), limit, offset };
}
