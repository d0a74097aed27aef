import type { Subscriptions, User } from '#schemas/generated/user-api.ts';
import { apiClient } from '#web/lib/api-client.ts';

/** PATCH /api/user/{id} with the subscriptions only; answers the updated user. */
export function saveSubscriptions(userId: string, subscriptions: Subscriptions): Promise<User> {
  return apiClient.patch<User>(`/user/${encodeURIComponent(userId)}`, { subscriptions });
}
