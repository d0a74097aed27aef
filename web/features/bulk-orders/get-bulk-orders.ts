import type { BulkOrder } from '#schemas/generated/bulk-order.ts';
import type { BulkOrdersQuery } from '#schemas/generated/bulk-orders-query.ts';
import { apiClient } from '#web/lib/api-client.ts';
import type { Page } from '#web/lib/page.ts';

export type BulkOrderPage = Page<BulkOrder>;

/** GET /api/bulk-orders?filter=<query object>. */
export function getBulkOrders(query: BulkOrdersQuery, signal?: AbortSignal): Promise<BulkOrderPage> {
  return apiClient.get<BulkOrderPage>('/bulk-orders', { query: { filter: query }, signal });
}
