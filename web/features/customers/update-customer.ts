import type { Customer } from '#schemas/generated/customer.ts';
import type { CustomerFields } from '#schemas/generated/customer-fields.ts';
import { apiClient } from '#web/lib/api-client.ts';

/** PATCH /api/customers/{id} */
export function updateCustomer(id: string, fields: CustomerFields): Promise<Customer> {
  return apiClient.patch<Customer>(`/customers/${encodeURIComponent(id)}`, fields);
}
