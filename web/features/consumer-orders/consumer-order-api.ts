import type { ConsumerOrderDetail, ConsumerOrderStatusChange } from '#schemas/generated/consumer-order-detail.ts';
import { apiClient } from '#web/lib/api-client.ts';

/** One consumer order and its moves (server/areas/consumer-orders, schemas/consumer-order-detail.schema.json). */
const at = (mrn: string) => `/consumer-orders/${encodeURIComponent(mrn)}`;

export const consumerOrderKey = (mrn: string) => ['consumer-order', mrn.toUpperCase()] as const;

export const consumerOrderApi = {
  get: (mrn: string, signal?: AbortSignal) => apiClient.get<ConsumerOrderDetail>(at(mrn), { signal }),
  changeStatus: (mrn: string, change: ConsumerOrderStatusChange) => apiClient.post<ConsumerOrderDetail>(`${at(mrn)}/status`, change),
};
