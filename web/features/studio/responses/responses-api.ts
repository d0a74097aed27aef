import type { ResponseDetail, ResponseListItem, ResponsesSummary } from '#schemas/generated/flow-responses.ts';
import { apiClient, type DownloadedFile } from '#web/lib/api-client.ts';
import { saveFile } from '#web/lib/save-file.ts';

/** The filters of the Responses page: the reader's own days (sent as the instants of their midnights) and a version. */
export interface ResponseFilter {
  from?: string | undefined;
  to?: string | undefined;
  version?: number | undefined;
}

const base = (flowId: string) => `/flows/${encodeURIComponent(flowId)}/responses`;

export const responsesKeys = {
  list: (flowId: string, filter: ResponseFilter, page: { limit: number; offset: number }) => ['studio', flowId, 'responses', filter, page] as const,
  summary: (flowId: string, filter: ResponseFilter) => ['studio', flowId, 'responses-summary', filter] as const,
  detail: (flowId: string, id: string) => ['studio', flowId, 'response', id] as const,
};

/** The Responses page's calls (server/areas/responses, schemas/flow-responses.schema.json). */
export const responsesApi = {
  list: (flowId: string, filter: ResponseFilter, page: { limit: number; offset: number }, signal?: AbortSignal) =>
    apiClient.get<{ items: ResponseListItem[]; total: number; totalCapped?: boolean }>(base(flowId), { query: { ...filter, ...page }, signal }),
  summary: (flowId: string, filter: ResponseFilter, signal?: AbortSignal) => apiClient.get<ResponsesSummary>(`${base(flowId)}/summary`, { query: { ...filter }, signal }),
  /** One response with its personal answers: the server records the read in the audit log. */
  detail: (flowId: string, id: string, signal?: AbortSignal) => apiClient.get<ResponseDetail>(`${base(flowId)}/${encodeURIComponent(id)}`, { signal }),
  /** Every matching response as a file (no personal answer), saved as a download. */
  download: async (flowId: string, filter: ResponseFilter, format: 'xlsx' | 'csv') =>
    saveFile(await apiClient.get<DownloadedFile>(`${base(flowId)}/export`, { query: { ...filter, format }, responseType: 'file' })),
};
