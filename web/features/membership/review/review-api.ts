import type { ApplicationDetail, ApplicationsQuery, ApplicationSummary, ApproveRequest } from '#schemas/generated/membership-review.ts';
import { apiClient } from '#web/lib/api-client.ts';
import type { Page } from '#web/lib/page.ts';

/** The review of membership applications (server/areas/membership, schemas/membership-review.schema.json). */
export const reviewApi = {
  list: (query: ApplicationsQuery, signal?: AbortSignal) => apiClient.get<Page<ApplicationSummary>>('/membership-applications', { query: { ...query }, signal }),
  get: (id: string, signal?: AbortSignal) => apiClient.get<ApplicationDetail>(`/membership-applications/${encodeURIComponent(id)}`, { signal }),
  approve: (id: string, request: ApproveRequest) => apiClient.post<ApplicationDetail>(`/membership-applications/${encodeURIComponent(id)}/approve`, request),
  reject: (id: string, reason: string) => apiClient.post<ApplicationDetail>(`/membership-applications/${encodeURIComponent(id)}/reject`, { reason }),
};

export const applicationKey = (id: string) => ['membership-applications', id] as const;
export const applicationsKey = ['membership-applications'] as const;
