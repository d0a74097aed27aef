import type { ConsumerOrdersQuery } from '#schemas/generated/consumer-orders-query.ts';
import { apiClient } from '#web/lib/api-client.ts';

/** GET /api/consumer-orders/export: every matching order as an XLSX file, saved as a download. */
export async function downloadConsumerOrders(query: ConsumerOrdersQuery, today: Date): Promise<void> {
  const { limit: _limit, offset: _offset, ...filters } = query;
  const blob = await apiClient.get<Blob>('/consumer-orders/export', { query: { ...filters }, responseType: 'blob' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `consumer-orders-${today.toISOString().slice(0, 10)}.xlsx`;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has handed the file to the browser's download.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
