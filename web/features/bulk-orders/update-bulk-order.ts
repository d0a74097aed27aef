import type { BulkOrder } from '#schemas/generated/bulk-order.ts';
import type { BulkOrderUpdate } from '#schemas/generated/bulk-order-update.ts';
import { apiClient } from '#web/lib/api-client.ts';

/** PATCH /api/bulk-orders (the order's id travels in the body). */
export function updateBulkOrder(body: BulkOrderUpdate): Promise<BulkOrder> {
  return apiClient.patch<BulkOrder>('/bulk-orders', body);
}
