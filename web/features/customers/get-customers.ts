import type { Customer } from '#schemas/generated/customer.ts';
import { apiClient } from '#web/lib/api-client.ts';
import type { Page } from '#web/lib/page.ts';
import type { CustomerFilter } from './customer-filter.ts';

export type CustomerPage = Page<Customer>;

/** GET /api/customers with like filters, sorted by the server (`order`: "customerName ASC"). */
export function getCustomers(filter: CustomerFilter, page: { limit: number; offset: number; order: string }, signal?: AbortSignal): Promise<CustomerPage> {
  const query = Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== ''));
  return apiClient.get<CustomerPage>('/customers', { query: { ...query, ...page }, signal });
}
