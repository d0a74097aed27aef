import type { LogoutResult, SessionUser as ApiSessionUser } from '#schemas/generated/user-api.ts';
import { apiClient } from '#web/lib/api-client.ts';
import type { SessionUser } from '#web/lib/session-user.ts';

/** Renews the session cookie; the caller decides what a failure means (docs/product.md#signing-in-and-sessions). */
export function refreshSession(): Promise<ApiSessionUser> {
  return apiClient.post<ApiSessionUser>('/user/refresh', undefined, { skipSessionSignal: true });
}

/** The 60-second ping; a 401 raises the session-expired signal through the API client. */
export function pingSession(): Promise<{ ok: boolean }> {
  return apiClient.get<{ ok: boolean }>('/user/ping');
}

export function endSession(): Promise<LogoutResult> {
  return apiClient.post<LogoutResult>('/user/logout', undefined, { skipSessionSignal: true });
}

export function toSessionUser(user: ApiSessionUser['user']): SessionUser {
  return {
    id: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName, lastLogin: user.lastLogin,
    createdAt: user.createdAt, claims: { role: user.claims.role, customers: user.claims.customers }, subscriptions: user.subscriptions,
    datePreference: user.datePreference,
    secondFactor: user.secondFactor,
  };
}
