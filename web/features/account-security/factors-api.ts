import { apiClient } from '#web/lib/api-client.ts';
import type {
  AuthenticatorAppEnrolment,
  AuthenticatorAppConfirmation,
  EnrolledFactor,
  FactorList,
  NewRecoveryCodes,
  PasskeyOptions,
  PasskeyRegistration,
} from './factor-types.ts';

/*
 * The signed-in person's own second factors (docs/product.md#second-factors): one resource, one table of calls.
 * Every call works in a session that still has to add its first factor.
 */
export const factorsKey = ['user-factors'] as const;

export const listFactors = (signal?: AbortSignal) => apiClient.get<FactorList>('/user/factors', signal ? { signal } : undefined);

export const startAuthenticatorApp = () => apiClient.post<AuthenticatorAppEnrolment>('/user/factors/authenticator-app');

export const confirmAuthenticatorApp = (body: AuthenticatorAppConfirmation) =>
  apiClient.post<EnrolledFactor>('/user/factors/authenticator-app/confirm', body);

export const passkeyOptions = () => apiClient.post<PasskeyOptions>('/user/factors/passkey/options');

export const registerPasskey = (body: PasskeyRegistration) => apiClient.post<EnrolledFactor>('/user/factors/passkey', body);

export const removeFactor = (id: string) => apiClient.delete<void>(`/user/factors/${encodeURIComponent(id)}`);

export const makeRecoveryCodes = () => apiClient.post<NewRecoveryCodes>('/user/recovery-codes');
