import type { Customer } from '#schemas/generated/customer.ts';
import { apiClient } from '#web/lib/api-client.ts';

/** GET /api/customers: the customers this user may order for (a customer-role user gets only their own). */
export async function getCustomerOptions(signal?: AbortSignal): Promise<Customer[]> {
  const page = await apiClient.get<{ items: Customer[]; total: number }>('/customers', { query: { limit: 100 }, signal });
  return page.items;
}
