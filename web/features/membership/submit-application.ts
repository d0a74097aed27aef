import type { MembershipApplication } from '#schemas/generated/membership-application.ts';
import { apiClient } from '#web/lib/api-client.ts';

export interface SubmittedApplication {
  id: string;
  /** the reference the applicant quotes (MA-7KQ2M9) */
  reference: string;
  status: 'pending';
}

/** Sends a membership application for review (POST /api/user/register). */
export function submitApplication(application: MembershipApplication): Promise<SubmittedApplication> {
  return apiClient.post<SubmittedApplication>('/user/register', application);
}
