/** The consumer-accounts area's surface: the only file another area (or the plumbing) imports from server/areas/consumer-accounts/. */
export { inviteToAccount } from './account-links.ts';
export { default as consumerAccountRoutes } from './consumer-accounts.routes.ts';
export { purgeOrphanAccounts } from './account-purge.ts';
