import type { AccountView, RefillDetails, SignInLinkRequest } from '#schemas/generated/consumer-account.ts';
import { apiClient } from '#web/lib/api-client.ts';

/** A consumer's own account (server/areas/consumer-accounts): its session is a cookie of its own. */
export const accountApi = {
  redeem: (token: string) => apiClient.post<AccountView>('/account/links', { token }, { skipSessionSignal: true }),
  requestLink: (body: SignInLinkRequest) => apiClient.post<void>('/account/sign-in-link', body),
  view: (signal?: AbortSignal) => apiClient.get<AccountView>('/account', { signal, skipSessionSignal: true }),
  refill: () => apiClient.get<RefillDetails>('/account/refill', { skipSessionSignal: true }),
  signOut: () => apiClient.post<void>('/account/sign-out', undefined, { skipSessionSignal: true }),
  remove: () => apiClient.delete<void>('/account', { skipSessionSignal: true }),
};
