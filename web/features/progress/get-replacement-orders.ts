import type { ReplacementOrders } from '#schemas/generated/replacement-orders.ts';
import { apiClient } from '#web/lib/api-client.ts';

/** GET /api/orders/progress/replacements: the replacement orders of each state in a month, by reason. */
export function getReplacementOrders(query: { year: number; month: number }, signal?: AbortSignal): Promise<ReplacementOrders> {
  return apiClient.get<ReplacementOrders>('/orders/progress/replacements', { query, signal });
}
