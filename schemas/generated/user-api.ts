/* eslint-disable */
/**
 * Generated from schemas/user-api.schema.json by scripts/generate-types.ts (npm run types). Do not edit by hand.
 */

import type { DatePreference } from './date-preference.ts';
import type { Email } from './email.ts';

/**
 * This interface was referenced by `UserApi`'s JSON-Schema
 * via the `definition` "Role".
 */
export type Role = 'customer' | 'admin' | 'superAdmin';
/**
 * How the person chose to read dates and times (decision 066); null until they choose, when their browser's language decides.
 *
 * This interface was referenced by `UserApi`'s JSON-Schema
 * via the `definition` "ChosenDatePreference".
 */
export type ChosenDatePreference = DatePreference | null;

/**
 * Bodies, queries and replies of the user service under /api/user. Routes reference the definitions as user-api.schema.json#/definitions/<Name>.
 */
export interface UserApi {
  [k: string]: unknown;
}
/**
 * This interface was referenced by `UserApi`'s JSON-Schema
 * via the `definition` "Claims".
 */
export interface Claims {
  role: Role;
  /**
   * customer ids a customer-role user acts for; ignored for other roles
   *
   * @maxItems 500
   */
  customers?: string[];
}
/**
 * This interface was referenced by `UserApi`'s JSON-Schema
 * via the `definition` "Subscriptions".
 */
export interface Subscriptions {
  quotaThresholds: boolean;
  weeklyOrders: boolean;
  monthlyOrders: boolean;
  /**
   * the monthly funder report (docs/product.md#the-funder-report)
   */
  monthlyFunder: boolean;
}
/**
 * This interface was referenced by `UserApi`'s JSON-Schema
 * via the `definition` "SubscriptionsPatch".
 */
export interface SubscriptionsPatch {
  quotaThresholds?: boolean;
  weeklyOrders?: boolean;
  monthlyOrders?: boolean;
  monthlyFunder?: boolean;
}
/**
 * A staff account as the API shows it: never a password, code or token.
 *
 * This interface was referenced by `UserApi`'s JSON-Schema
 * via the `definition` "User".
 */
export interface User {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  status: 'invited' | 'active' | 'disabled';
  /**
   * ISO-8601 time of the last sign-in, null when never
   */
  lastLogin: string | null;
  createdAt: string;
  claims: {
    role: Role;
    customers: string[];
  };
  subscriptions: Subscriptions;
  datePreference: ChosenDatePreference;
  /**
   * In the signed-in person's own profile (sign-in, refresh): enrolmentRequired when their role needs a second factor and this session has none; then only enrolment answers (decision 073)
   */
  secondFactor?: 'notRequired' | 'enrolmentRequired' | 'satisfied';
  /**
   * In User Management's list: how many second factors (passkeys, authenticator apps) the person has
   */
  secondFactors?: number;
}
/**
 * Body and reply of GET and PUT /api/user/date-preference: the signed-in person's own way of reading dates and times; null goes back to their browser's language.
 *
 * This interface was referenced by `UserApi`'s JSON-Schema
 * via the `definition` "OwnDatePreference".
 */
export interface OwnDatePreference {
  datePreference: ChosenDatePreference;
}
/**
 * Reply of sign-in and refresh: the user plus when the session token needs renewing. The token itself is an HttpOnly cookie.
 *
 * This interface was referenced by `UserApi`'s JSON-Schema
 * via the `definition` "SessionUser".
 */
export interface SessionUser {
  user: User;
  tokenExpiresAt: string;
}
/**
 * Body of POST /api/user: invite a staff member.
 *
 * This interface was referenced by `UserApi`'s JSON-Schema
 * via the `definition` "UserInvite".
 */
export interface UserInvite {
  firstName: string;
  lastName: string;
  email: Email;
  claims: Claims;
}
/**
 * Body of PATCH /api/user/{id}. Only subscriptions may be changed by an admin, and only their own.
 *
 * This interface was referenced by `UserApi`'s JSON-Schema
 * via the `definition` "UserUpdate".
 */
export interface UserUpdate {
  firstName?: string;
  lastName?: string;
  email?: Email;
  claims?: Claims;
  /**
   * a disabled user cannot sign in; their sessions end at once
   */
  disabled?: boolean;
  subscriptions?: SubscriptionsPatch;
}
/**
 * This interface was referenced by `UserApi`'s JSON-Schema
 * via the `definition` "UserListQuery".
 */
export interface UserListQuery {
  firstName?: string;
  lastName?: string;
  email?: string;
  role?: Role;
  /**
   * a day (UTC), YYYY-MM-DD
   */
  lastLogin?: string;
  limit?: 10 | 20 | 30 | 50 | 100;
  offset?: number;
  /**
   * the sort, "<column> ASC|DESC"; default lastName ASC (ties: first name, email, id). Users who never signed in sort last when ascending.
   */
  order?:
    | 'firstName ASC'
    | 'firstName DESC'
    | 'lastName ASC'
    | 'lastName DESC'
    | 'email ASC'
    | 'email DESC'
    | 'lastLogin ASC'
    | 'lastLogin DESC'
    | 'role ASC'
    | 'role DESC';
}
/**
 * This interface was referenced by `UserApi`'s JSON-Schema
 * via the `definition` "UserList".
 */
export interface UserList {
  items: User[];
  total: number;
  limit: number;
  offset: number;
}
/**
 * Body of POST /api/user/sendUserInvite.
 *
 * This interface was referenced by `UserApi`'s JSON-Schema
 * via the `definition` "UserEmail".
 */
export interface UserEmail {
  email: string;
}
/**
 * Body of POST /api/user/setOneTimePassword.
 *
 * This interface was referenced by `UserApi`'s JSON-Schema
 * via the `definition` "OneTimePassword".
 */
export interface OneTimePassword {
  email: string;
  tempPassword: string;
}
/**
 * Body of POST /api/user/setup (docs/product.md#users).
 *
 * This interface was referenced by `UserApi`'s JSON-Schema
 * via the `definition` "UserSetup".
 */
export interface UserSetup {
  email: string;
  password: string;
  code: string;
}
/**
 * Body of POST /api/user/login: the authorization code, the PKCE verifier and the nonce the browser kept.
 *
 * This interface was referenced by `UserApi`'s JSON-Schema
 * via the `definition` "SignInExchange".
 */
export interface SignInExchange {
  code: string;
  codeVerifier: string;
  nonce: string;
}
/**
 * Reply of GET /api/user/login-config: where the browser sends the person to sign in.
 *
 * This interface was referenced by `UserApi`'s JSON-Schema
 * via the `definition` "SignInConfig".
 */
export interface SignInConfig {
  authorizationEndpoint: string;
  clientId: string;
  redirectUri: string;
  scope: string;
}
/**
 * This interface was referenced by `UserApi`'s JSON-Schema
 * via the `definition` "LogoutResult".
 */
export interface LogoutResult {
  /**
   * where the browser ends the provider session
   */
  endSessionUrl: string | null;
}
/**
 * This interface was referenced by `UserApi`'s JSON-Schema
 * via the `definition` "Ok".
 */
export interface Ok {
  ok: boolean;
}
