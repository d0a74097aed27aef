import type { Product } from '#schemas/generated/product.ts';
import { apiClient } from '#web/lib/api-client.ts';

/** GET /api/products */
export function getProducts(signal?: AbortSignal): Promise<Product[]> {
  return apiClient.get<Product[]>('/products', { signal });
}
