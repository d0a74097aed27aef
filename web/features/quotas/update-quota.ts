import type { Quota } from '#schemas/generated/quota.ts';
import { apiClient } from '#web/lib/api-client.ts';

/** PATCH /api/quotas/{state}: the state is the key. */
export function updateQuota(state: string, quantity: number): Promise<Quota> {
  return apiClient.patch<Quota>(`/quotas/${encodeURIComponent(state)}`, { state, quantity });
}
