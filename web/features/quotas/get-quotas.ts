import type { Quota } from '#schemas/generated/quota.ts';
import { apiClient } from '#web/lib/api-client.ts';

/** GET /api/quotas?order=stateName ASC: every quota, sorted by the server. */
export function getQuotas(order: string, signal?: AbortSignal): Promise<Quota[]> {
  return apiClient.get<Quota[]>('/quotas', { query: { order }, signal });
}
