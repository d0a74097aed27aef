import type { Quota } from '#schemas/generated/quota.ts';
import type { QuotaCreate } from '#schemas/generated/quota-create.ts';
import { apiClient } from '#web/lib/api-client.ts';

/** POST /api/quotas with the fixed period MONTHLY. */
export function createQuota(body: QuotaCreate): Promise<Quota> {
  return apiClient.post<Quota>('/quotas', { ...body, quotaPeriod: 'MONTHLY' });
}
