import type { AuthUser } from '#server/auth/auth-user.ts';

/** A demo account: who it signs in as, without a session yet. */
export type DemoUser = Omit<AuthUser, 'sessionId' | 'secondFactor'>;

/**
 * One staff account per role, for dev and qa only. They are seeded active with no password: the sign-in
 * code sets their demo passwords (and the README lists them).
 */
export const demoUsers: DemoUser[] = [
  { id: 'demo-superadmin', email: 'superadmin@example.org', firstName: 'Sam', lastName: 'Superadmin', role: 'superAdmin', customerIds: [] },
  { id: 'demo-admin', email: 'admin@example.org', firstName: 'Alex', lastName: 'Admin', role: 'admin', customerIds: [] },
  { id: 'demo-customer', email: 'customer@example.org', firstName: 'Casey', lastName: 'Customer', role: 'customer', customerIds: ['100103'] },
];
