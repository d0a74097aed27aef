import type { SessionUser as ApiSessionUser, SignInConfig, User } from '#schemas/generated/user-api.ts';
import { apiClient } from '#web/lib/api-client.ts';
import type { SessionUser } from '#web/lib/session-user.ts';

export function getSignInConfig(): Promise<SignInConfig> {
  return apiClient.get<SignInConfig>('/user/login-config');
}

/** POST /api/user/login: the server redeems the code; the session comes back as an HttpOnly cookie. */
export function exchangeCode(body: { code: string; codeVerifier: string; nonce: string }): Promise<ApiSessionUser> {
  return apiClient.post<ApiSessionUser>('/user/login', body, { skipSessionSignal: true });
}

export function completeSetup(body: { email: string; password: string; code: string }): Promise<{ ok: boolean }> {
  return apiClient.post<{ ok: boolean }>('/user/setup', body, { skipSessionSignal: true });
}

/** The profile the browser keeps, without any secret. */
export function toSessionUser(user: User): SessionUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    lastLogin: user.lastLogin,
    createdAt: user.createdAt,
    claims: { role: user.claims.role, customers: user.claims.customers },
    subscriptions: user.subscriptions,
    datePreference: user.datePreference,
    secondFactor: user.secondFactor,
  };
}
