import { apiClient } from '#web/lib/api-client.ts';
import { UnexpectedReply, runOutcome, type StepReached } from './flow-run-replies.ts';
import { currentFlowId } from './current-questionnaire.ts';
import { requestedLanguage } from '#web/i18n/i18n.ts';

export interface RunStarted extends StepReached {
  runId: string;
}

/** POST /api/flow-runs: a new run of the questionnaire this page answers (current-questionnaire.ts), at its first step. */
export async function startFlowRun(): Promise<RunStarted> {
  const body = await apiClient.post<{ runId?: unknown }>('/flow-runs', { flowId: currentFlowId(), locale: requestedLanguage() });
  const outcome = runOutcome(body);
  if (typeof body?.runId !== 'string' || outcome.kind !== 'step') throw new UnexpectedReply();
  return { runId: body.runId, ...outcome };
}
