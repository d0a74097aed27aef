/** The users area's surface: the only file another area (or the plumbing) imports from server/areas/users/. */
export { default as userRoutes } from './users.routes.ts';
export type { FactorCounts } from './user-list.repository.ts';
export { consumeInviteCode } from './invite-codes.ts';
export { customerIdsOf, findUserByEmail, findUserById, setChosenPassword, type UserRow } from './users.repository.ts';
export { loadApiUser } from './users.service.ts';
export { chosenDatePreference } from './date-preference.ts';
export { subscribersOf, type ReportSubscription, type Subscriber } from './report-subscribers.ts';
export { giveContactAccess, splitName, type CustomerContact } from './customer-contact.ts';
export type { InviteMail } from './invite-email.ts';
export { SESSION_IDLE_SECONDS, createSession, findLiveSession, idTokenHintOf, providerRefreshTokenOf, requireSecondFactorEnrolment, revokeSession, revokeUserSessions, touchSession, upgradeSession } from './sessions.repository.ts';
export { staffName, staffNames, staffRelation } from './staff-names.ts';
export { accountName, accountRelation, type AccountNameColumns } from './account-names.ts';
export { recordSignIn, userForIdentity, type ProviderIdentity } from './account-identity.ts';
export { ensureDemoPasswords, presentDemoAccounts, type DemoAccount } from './demo-passwords.ts';
