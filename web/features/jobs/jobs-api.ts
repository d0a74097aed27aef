import type { JobRun, JobsOverview, RunJobRequest } from '#schemas/generated/jobs.ts';
import { apiClient } from '#web/lib/api-client.ts';

/** The scheduled jobs (server/areas/jobs, schemas/jobs.schema.json): superAdmin only. */
export const jobsApi = {
  overview: (signal?: AbortSignal) => apiClient.get<JobsOverview>('/jobs', { signal }),
  run: (name: string, request: RunJobRequest) => apiClient.post<JobRun>(`/jobs/${encodeURIComponent(name)}/run`, request),
};

export const jobsKey = ['jobs'] as const;
