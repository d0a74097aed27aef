import type { Progress } from '#schemas/generated/progress.ts';
import { apiClient } from '#web/lib/api-client.ts';

/** GET /api/orders/progress: units taken from the quota, shipped and remaining per state for a month (decision 063), sorted by the server. */
export function getProgress(query: { year: number; month: number; order: string }, signal?: AbortSignal): Promise<Progress> {
  return apiClient.get<Progress>('/orders/progress', { query, signal });
}
