import { ApiError, apiClient } from '#web/lib/api-client.ts';
import { runOutcome, type SubmitOutcome } from './flow-run-replies.ts';
import { requestedLanguage } from '#web/i18n/i18n.ts';

/**
 * POST /api/flow-runs/{runId}/back: the server moves the run back to a step it has shown and answers with that step,
 * the answers given still in it. A run that cannot go back there (it moved on, or placed its order) is a 409: the
 * page then shows where the run stands.
 */
export async function moveRunBack(runId: string, step: number): Promise<SubmitOutcome> {
  try {
    return runOutcome(await apiClient.post<unknown>(`/flow-runs/${encodeURIComponent(runId)}/back`, { step, locale: requestedLanguage() }));
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) return { kind: 'outOfStep', message: error.message };
    throw error;
  }
}
