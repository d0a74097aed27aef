import type { AnswerItem } from '#schemas/generated/flow-api.ts';
import { ApiError, apiClient } from '#web/lib/api-client.ts';
import { runOutcome, type SubmitOutcome } from './flow-run-replies.ts';
import { requestedLanguage } from '#web/i18n/i18n.ts';

/**
 * POST /api/flow-runs/{runId}/steps/{number}. The replies a person acts on become outcomes: the next step, the
 * end of the run (ineligible 200, refused 406), answers refused (422) or a run that moved on (409). Any other
 * failure is thrown as the ApiError whose message docs/product.md#errors-people-read gives.
 */
export async function submitStep(runId: string, step: number, answers: AnswerItem[]): Promise<SubmitOutcome> {
  try {
    const body = await apiClient.post<unknown>(`/flow-runs/${encodeURIComponent(runId)}/steps/${step}`, { answers, locale: requestedLanguage() });
    return runOutcome(body);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 406) return { kind: 'refused', reasons: error.reasons.length ? error.reasons : [error.message] };
    if (error.status === 422 || error.status === 400) {
      if (error.fields.length) return { kind: 'fieldErrors', errors: error.fields };
    }
    if (error.status === 409) return { kind: 'outOfStep', message: error.message };
    throw error;
  }
}
