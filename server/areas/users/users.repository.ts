import type { Selectable } from 'kysely';
import { normaliseEmail } from '#server/auth/account-email.ts';
import type { UsersTable } from './users.table.ts';
import type { Db } from '#server/db/database.ts';

export type UserRow = Selectable<UsersTable>;

export function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', normaliseEmail(email)).executeTakeFirst();
}

export function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function customerIdsOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db.selectFrom('user_customers').select('customer_id').where('user_id', '=', userId)
    .orderBy('customer_id').execute();
  return rows.map((r) => r.customer_id);
}

/** A password the user chose: the account becomes active and any one-time password is gone. */
export async function setChosenPassword(db: Db, userId: string, passwordHash: string, now: Date): Promise<void> {
  await db.updateTable('users')
    .set({ password_hash: passwordHash, must_change_password: 0, password_expires_at: null, status: 'active', updated_at: now.toISOString() })
    .where('id', '=', userId)
    .execute();
}
