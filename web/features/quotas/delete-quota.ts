import { apiClient } from '#web/lib/api-client.ts';

/** DELETE /api/quotas/{id} */
export function deleteQuota(id: string): Promise<void> {
  return apiClient.delete<void>(`/quotas/${encodeURIComponent(id)}`);
}
