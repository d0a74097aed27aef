import { queryOptions } from '@tanstack/react-query';
import type { UsState } from '#schemas/generated/us-state.ts';
import { apiClient } from '#web/lib/api-client.ts';

/** GET /api/usstates?size=999: every state. */
export function getUsStates(signal?: AbortSignal): Promise<UsState[]> {
  return apiClient.get<UsState[]>('/usstates', { query: { size: 999 }, signal });
}

/** The states as a staff page loads them: once per session (reference data does not change while one works). */
export const usStatesQuery = queryOptions({ queryKey: ['lookup', 'us-states'], queryFn: ({ signal }) => getUsStates(signal), staleTime: Infinity });
