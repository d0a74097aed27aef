import type { UsState } from '#schemas/generated/us-state.ts';
import { apiClient } from '#web/lib/api-client.ts';

/** GET /api/usstates?size=999: every state (spec §3). */
export function getUsStates(signal?: AbortSignal): Promise<UsState[]> {
  return apiClient.get<UsState[]>('/usstates', { query: { size: 999 }, signal });
}
