import { hasRank, type Role } from '#schemas/roles.ts';
import { customerRelation } from '#server/areas/customers/index.ts';
import type { Db } from '#server/db/database.ts';
import { staffName } from './staff-names.ts';

/** The columns a record shows of the account it is about (accountRelation). */
export interface AccountNameColumns {
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  role: Role | null;
  customer_name: string | null;
}

/**
 * The accounts as another area's query names the account a record is about, by id (decision 065): the programme's
 * staff by name, and a customer's account by its facility (the first, by name), since that person is a facility's
 * contact, whose name is personal data (decision 041). `leftJoin(accountRelation(db).as('s'), 's.id', 'a.entity_id')`.
 */
export function accountRelation(db: Db) {
  return db.selectFrom('users as ac').select([
    'ac.id as id', 'ac.first_name as first_name', 'ac.last_name as last_name', 'ac.email as email', 'ac.role as role',
    (eb) => eb.selectFrom('user_customers as uc').innerJoin(customerRelation(db).as('uc_c'), 'uc_c.id', 'uc.customer_id')
      .whereRef('uc.user_id', '=', 'ac.id').select((e) => e.fn.min<string>('uc_c.name').as('n')).as('customer_name'),
  ]);
}

/** accountName({ first_name: 'Alex', last_name: 'Admin', role: 'admin', … }) === 'Alex Admin'; a customer's account: 'a user of Riverside Clinic'. */
export function accountName(row: AccountNameColumns): string {
  if (row.role && hasRank(row.role, 'admin')) return staffName(row) ?? 'a staff member';
  return row.customer_name ? `a user of ${row.customer_name}` : 'a customer user';
}
