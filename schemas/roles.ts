/** Staff roles and their ranks (docs/product.md#roles). A section is reachable when the user's rank is at least its minimum. */
export const ROLE_RANK = { customer: 1, admin: 2, superAdmin: 3 } as const;

export type Role = keyof typeof ROLE_RANK;

/** The access a route declares: `public` needs no session; a role needs a session of at least that rank. */
export type Access = 'public' | Role;

/** hasRank('admin', 'customer') === true */
export function hasRank(role: Role, minimum: Role): boolean {
  return ROLE_RANK[role] >= ROLE_RANK[minimum];
}
