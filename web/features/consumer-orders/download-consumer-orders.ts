import type { ConsumerOrdersQuery } from '#schemas/generated/consumer-orders-query.ts';
import { apiClient } from '#web/lib/api-client.ts';
import { saveFile } from '#web/lib/save-file.ts';

/** GET /api/consumer-orders/export: every matching order as an XLSX file, saved as a download. */
export async function downloadConsumerOrders(query: ConsumerOrdersQuery, today: Date): Promise<void> {
  const { limit: _limit, offset: _offset, ...filters } = query;
  const blob = await apiClient.get<Blob>('/consumer-orders/export', { query: { ...filters }, responseType: 'blob' });
  saveFile(blob, `consumer-orders-${today.toISOString().slice(0, 10)}.xlsx`);
}
