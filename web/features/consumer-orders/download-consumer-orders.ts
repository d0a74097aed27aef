import type { ConsumerOrdersQuery } from '#schemas/generated/consumer-orders-query.ts';
import { apiClient, type DownloadedFile } from '#web/lib/api-client.ts';
import { saveFile } from '#web/lib/save-file.ts';

/** GET /api/consumer-orders/export: every matching order as an XLSX file, saved as a download. */
export async function downloadConsumerOrders(query: ConsumerOrdersQuery): Promise<void> {
  const { limit: _limit, offset: _offset, ...filters } = query;
  saveFile(await apiClient.get<DownloadedFile>('/consumer-orders/export', { query: { ...filters }, responseType: 'file' }));
}
