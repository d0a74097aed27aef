import type { MembershipApplication } from '#schemas/generated/membership-application.ts';
import { apiClient } from '#web/lib/api-client.ts';

export interface SubmittedApplication {
  id: string;
  status: 'pending';
}

/** Sends a membership application for review (POST /api/user/register). */
export function submitApplication(application: MembershipApplication): Promise<SubmittedApplication> {
  return apiClient.post<SubmittedApplication>('/user/register', application);
}
