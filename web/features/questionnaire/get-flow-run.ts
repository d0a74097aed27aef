import { apiClient } from '#web/lib/api-client.ts';
import { runOutcome, type RunOutcome } from './flow-run-replies.ts';
import { requestedLanguage } from '#web/i18n/i18n.ts';

/** GET /api/flow-runs/{runId}: where a run stands (its current step, or how it ended). */
export async function getFlowRun(runId: string): Promise<RunOutcome> {
  return runOutcome(await apiClient.get<unknown>(`/flow-runs/${encodeURIComponent(runId)}`, { query: { locale: requestedLanguage() } }));
}
