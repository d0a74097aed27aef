import type { BulkOrder } from '#schemas/generated/bulk-order.ts';
import type { BulkOrderCreate } from '#schemas/generated/bulk-order-create.ts';
import { apiClient } from '#web/lib/api-client.ts';

/** POST /api/bulk-orders */
export function createBulkOrder(body: BulkOrderCreate): Promise<BulkOrder> {
  return apiClient.post<BulkOrder>('/bulk-orders', body);
}
