import type { Customer } from '#schemas/generated/customer.ts';
import type { CustomerFields } from '#schemas/generated/customer-fields.ts';
import { apiClient } from '#web/lib/api-client.ts';

/** POST /api/customers/{id} (superAdmin). */
export function addCustomer(id: string, fields: CustomerFields): Promise<Customer> {
  return apiClient.post<Customer>(`/customers/${encodeURIComponent(id)}`, fields);
}
