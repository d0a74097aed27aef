import { apiClient } from '#web/lib/api-client.ts';
import type {
  AuthenticatorAppStart,
  AuthenticatorAppConfirm,
  FactorAdded,
  FactorList,
  RecoveryCodes,
  PasskeyOptions,
  PasskeyAdd,
} from '#schemas/generated/second-factors-api.ts';

/*
 * The signed-in person's own second factors (docs/product.md#second-factors): one resource, one table of calls.
 * Every call works in a session that still has to add its first factor.
 */
export const factorsKey = ['user-factors'] as const;

export const listFactors = (signal?: AbortSignal) => apiClient.get<FactorList>('/user/factors', signal ? { signal } : undefined);

export const startAuthenticatorApp = () => apiClient.post<AuthenticatorAppStart>('/user/factors/authenticator-app');

export const confirmAuthenticatorApp = (body: AuthenticatorAppConfirm) =>
  apiClient.post<FactorAdded>('/user/factors/authenticator-app/confirm', body);

export const passkeyOptions = () => apiClient.post<PasskeyOptions>('/user/factors/passkey/options');

export const registerPasskey = (body: PasskeyAdd) => apiClient.post<FactorAdded>('/user/factors/passkey', body);

export const removeFactor = (id: string) => apiClient.delete<void>(`/user/factors/${encodeURIComponent(id)}`);

export const makeRecoveryCodes = () => apiClient.post<RecoveryCodes>('/user/recovery-codes');
