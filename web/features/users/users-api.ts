import type { Claims, User, UserInvite, UserList, UserListQuery } from '#schemas/generated/user-api.ts';
import type { Customer } from '#schemas/generated/customer.ts';
import { apiClient } from '#web/lib/api-client.ts';

/** The body of an invite (POST /api/user); an edit sends part of it. */
export type UserPayload = UserInvite;

export const listUsers = (query: UserListQuery, signal?: AbortSignal) =>
  apiClient.get<UserList>('/user/list', { query: { ...query }, ...(signal ? { signal } : {}) });
export const inviteUser = (body: UserPayload) => apiClient.post<User>('/user', body);
export const updateUser = (id: string, body: Partial<UserPayload>) => apiClient.patch<User>(`/user/${encodeURIComponent(id)}`, body);
export const deleteUser = (id: string) => apiClient.delete<void>(`/user/${encodeURIComponent(id)}`);
export const resendInvite = (email: string) => apiClient.post<{ ok: boolean }>('/user/sendUserInvite', { email });
export const setTemporaryPassword = (email: string, tempPassword: string) =>
  apiClient.post<{ ok: boolean }>('/user/setOneTimePassword', { email, tempPassword });
/** A superAdmin's reset of another person's second factors (docs/product.md#second-factors). */
export const resetSecondFactors = (id: string) => apiClient.post<void>(`/user/${encodeURIComponent(id)}/second-factors/reset`);
export const searchCustomers = (customerName: string) =>
  apiClient.get<{ items: Customer[]; total: number }>('/customers', { query: { limit: 100, ...(customerName.trim() ? { customerName: customerName.trim() } : {}) } });

/** The user payload: customers is left out when empty. */
export function userPayload(values: { firstName: string; lastName: string; email: string; role: Claims['role']; customers: string[] }): UserPayload {
  const customers = values.role === 'customer' ? values.customers : [];
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    claims: { role: values.role, ...(customers.length ? { customers } : {}) },
  };
}
