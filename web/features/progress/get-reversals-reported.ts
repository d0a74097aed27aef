import type { ReversalsReported } from '#schemas/generated/reversals-reported.ts';
import { apiClient } from '#web/lib/api-client.ts';

/** GET /api/orders/progress/reversals: the overdose reversals reported in each state in a month. */
export function getReversalsReported(query: { year: number; month: number }, signal?: AbortSignal): Promise<ReversalsReported> {
  return apiClient.get<ReversalsReported>('/orders/progress/reversals', { query, signal });
}
