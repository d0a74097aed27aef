import type { JobRun, JobsOverview } from '#schemas/generated/jobs.ts';
import { apiClient } from '#web/lib/api-client.ts';

/** The scheduled jobs (server/areas/jobs, schemas/jobs.schema.json): superAdmin only. */
export const jobsApi = {
  overview: (signal?: AbortSignal) => apiClient.get<JobsOverview>('/jobs', { signal }),
  run: (name: string, period: string) => apiClient.post<JobRun>(`/jobs/${encodeURIComponent(name)}/run`, { period }),
};

export const jobsKey = ['jobs'] as const;
