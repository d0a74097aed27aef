import { queryOptions } from '@tanstack/react-query';
import type { QuotaRemaining } from '#schemas/generated/quota-remaining.ts';
import { apiClient } from '#web/lib/api-client.ts';

/**
 * GET /api/quotas/remaining?state=…: the state's month now as the server counts it (the state's own time zone), which
 * is the month a quota change made now applies from (docs/decisions/067-quota-month-one-toast-list-filters.md).
 */
export async function getQuotaMonth(state: string, signal?: AbortSignal): Promise<string> {
  const [reply] = await apiClient.get<QuotaRemaining[]>('/quotas/remaining', { query: { state }, signal });
  if (!reply) throw new Error(`No month for ${state}.`);
  return reply.month;
}

/** The month of one state, read when a row is opened to add or change its quota (a minute old at most: months turn at midnight). */
export const quotaMonthQuery = (state: string) =>
  queryOptions({ queryKey: ['quota-month', state], queryFn: ({ signal }) => getQuotaMonth(state, signal), staleTime: 60_000 });
