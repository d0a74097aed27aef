import type { Quota } from '#schemas/generated/quota.ts';
import { apiClient } from '#web/lib/api-client.ts';

/** GET /api/quotas */
export function getQuotas(signal?: AbortSignal): Promise<Quota[]> {
  return apiClient.get<Quota[]>('/quotas', { signal });
}
