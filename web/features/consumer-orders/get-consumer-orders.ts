import type { ConsumerOrder } from '#schemas/generated/consumer-order.ts';
import type { ConsumerOrdersQuery } from '#schemas/generated/consumer-orders-query.ts';
import { apiClient } from '#web/lib/api-client.ts';
import type { Page } from '#web/lib/page.ts';

export type ConsumerOrderPage = Page<ConsumerOrder>;

/** GET /api/consumer-orders: a filtered page, newest first by default. */
export function getConsumerOrders(query: ConsumerOrdersQuery, signal?: AbortSignal): Promise<ConsumerOrderPage> {
  return apiClient.get<ConsumerOrderPage>('/consumer-orders', { query: { ...query }, signal });
}
