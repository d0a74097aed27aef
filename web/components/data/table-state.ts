import type { UseQueryResult } from '@tanstack/react-query';

/** What a table shows besides its rows: busy, failed (with Retry), or waiting for the network to come back. */
export interface TableState {
  loading: boolean;
  error?: unknown;
  onRetry?: () => void;
  /** the request waits for the browser to be online again */
  paused?: boolean;
}

/** The table state of a query: tableState(useQuery(...)). */
export function tableState(query: UseQueryResult<unknown>): TableState {
  return {
    loading: query.isFetching || query.isPending,
    error: query.isError ? query.error : undefined,
    onRetry: () => void query.refetch(),
    paused: query.fetchStatus === 'paused',
  };
}
