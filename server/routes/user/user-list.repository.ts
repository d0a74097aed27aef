import type { UserList, UserListQuery } from '#schemas/generated/user-api.ts';
import { contains } from '#server/admin/like-pattern.ts';
import { endOf, startOf } from '#server/admin/day-range.ts';
import type { Db } from '#server/auth/users.repository.ts';
import { toApiUser } from './user-view.ts';

/** The User Management table: filters of spec §2 (contains, case-insensitive), one page, sorted by name. */
export async function listUsers(db: Db, query: UserListQuery): Promise<UserList> {
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
  const rows = await base.selectAll().orderBy('last_name').orderBy('first_name').orderBy('email').limit(limit).offset(offset).execute();
  const { n } = await base.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow();
  const ids = rows.map((r) => r.id);
  const links = ids.length
    ? await db.selectFrom('user_customers').select(['user_id', 'customer_id']).where('user_id', 'in', ids).orderBy('customer_id').execute()
    : [];
  const byUser = new Map<string, string[]>();
  for (const link of links) byUser.set(link.user_id, [...(byUser.get(link.user_id) ?? []), link.customer_id]);
  return { items: rows.map((row) => toApiUser(row, byUser.get(row.id) ?? [])), total: Number(n), limit, offset };
}
