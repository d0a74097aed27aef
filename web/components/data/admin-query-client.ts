import { QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '#web/lib/api-client.ts';
import { toastLoadFailure } from '../load-error.ts';

/** A failure the session-expired dialog already explains: no load-failure toast on top of it. */
function isSessionExpiry(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.code === 'JWT_EXPIRED');
}

/**
 * The staff pages' one cache of server state (decision 014). A failed load is shown where the data would be,
 * with Retry (never as an empty list), and toasted once with the load-failure text of docs/product.md#errors-people-read. No automatic retries:
 * the person sees the failure at once and chooses Retry. No refetch on window focus (a list would move under a
 * person's eyes); refetch on reconnect, and on a renewed session (admin-data-provider.tsx).
 */
export function createAdminQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => {
        if (!isSessionExpiry(error)) toastLoadFailure();
      },
    }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: true, staleTime: 0 },
    },
  });
}
