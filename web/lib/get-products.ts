import { queryOptions } from '@tanstack/react-query';
import type { Product } from '#schemas/generated/product.ts';
import { apiClient } from '#web/lib/api-client.ts';

/** GET /api/products */
export function getProducts(signal?: AbortSignal): Promise<Product[]> {
  return apiClient.get<Product[]>('/products', { signal });
}

/** The products as a staff page loads them: once per session. */
export const productsQuery = queryOptions({ queryKey: ['lookup', 'products'], queryFn: ({ signal }) => getProducts(signal), staleTime: Infinity });
