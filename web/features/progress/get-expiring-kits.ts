import type { ExpiringKits } from '#schemas/generated/expiring-kits.ts';
import { apiClient } from '#web/lib/api-client.ts';

/** GET /api/orders/progress/expiring-kits: the kits shipped that expire in the next 90 days, per state. */
export function getExpiringKits(signal?: AbortSignal): Promise<ExpiringKits> {
  return apiClient.get<ExpiringKits>('/orders/progress/expiring-kits', { signal });
}
