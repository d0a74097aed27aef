/** The users area's surface: the only file another area (or the plumbing) imports from server/areas/users/. */
export { default as userRoutes } from './user.routes.ts';
export { consumeInviteCode } from './invite-codes.ts';
export { customerIdsOf, findUserByEmail, findUserById, setChosenPassword, type Db, type UserRow } from './users.repository.ts';
export { errorReplies, ref } from './users.schemas.ts';
export { loadApiUser } from './users.service.ts';
export { subscribersOf, type ReportSubscription, type Subscriber } from './report-subscribers.ts';
export { giveContactAccess, splitName, type CustomerContact } from './customer-contact.ts';
export type { InviteMail } from './invite-email.ts';
export { SESSION_IDLE_SECONDS, createSession, findLiveSession, revokeSession, touchSession } from './sessions.repository.ts';
export { ensureDemoPasswords, presentDemoAccounts, type DemoAccount } from './demo-passwords.ts';
