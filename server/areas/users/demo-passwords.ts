import type { Role } from '#schemas/roles.ts';
import { demoUsers } from '#server/db/seed/demo-users.ts';
import { hashPassword } from '#server/auth/password-hash.ts';
import type { Db } from '#server/db/database.ts';

/**
 * The documented passwords of the demo accounts (dev and qa only; the README lists them). Each passes the
 * password rules and the common-password check, so the demo shows the rules as they are.
 */
export const DEMO_PASSWORDS: Record<string, string> = {
  'superadmin@example.org': 'Demo-Super-2026!',
  'admin@example.org': 'Demo-Staff-2026!',
  'customer@example.org': 'Demo-Client-2026!',
};

/** Sets the demo passwords on demo accounts that have none yet; returns how many were set. Never call in prod. */
export async function ensureDemoPasswords(db: Db, now = new Date()): Promise<number> {
  const emails = demoUsers.map((u) => u.email).filter((email) => DEMO_PASSWORDS[email]);
  if (emails.length === 0) return 0;
  const waiting = await db.selectFrom('users').select(['id', 'email']).where('email', 'in', emails)
    .where('password_hash', 'is', null).where('status', '=', 'active').execute();
  for (const user of waiting) {
    const hash = await hashPassword(DEMO_PASSWORDS[user.email]!);
    await db.updateTable('users').set({ password_hash: hash, updated_at: now.toISOString() })
      .where('id', '=', user.id).where('password_hash', 'is', null).execute();
  }
  return waiting.length;
}

export interface DemoAccount {
  role: Role;
  email: string;
  password: string;
}

/** The demo accounts the database holds, active, with their documented passwords (the start banner lists them). */
export async function presentDemoAccounts(db: Db): Promise<DemoAccount[]> {
  const emails = demoUsers.map((u) => u.email).filter((email) => DEMO_PASSWORDS[email]);
  if (emails.length === 0) return [];
  const rows = await db.selectFrom('users').select('email').where('email', 'in', emails).where('status', '=', 'active').execute();
  const present = new Set(rows.map((row) => row.email));
  return demoUsers.filter((u) => present.has(u.email)).map((u) => ({ role: u.role, email: u.email, password: DEMO_PASSWORDS[u.email]! }));
}
