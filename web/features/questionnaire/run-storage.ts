import { readItem, removeItem, writeItem } from '#web/lib/storage.ts';
import { CONSUMER_FLOW_ID, currentFlowId } from './current-questionnaire.ts';

/*
 * The run being answered in this tab, so a reload resumes it (GET /api/flow-runs/{runId}). Session storage:
 * it is gone when the tab closes, and another tab starts its own run.
 *
 * A staff preview (the studio frames /form?preview=<runId>) answers the run named in the address instead, and
 * never touches the stored run: the tab's own request, if any, is left as it was.
 */
const RUN_KEY = 'questionnaire.runId';

/** Each questionnaire's run apart: the consumer one under the key it always had, another under its flow id too. */
const runKeyOf = (flowId: string) => (flowId === CONSUMER_FLOW_ID ? RUN_KEY : `${RUN_KEY}.${flowId}`);
const runKey = () => runKeyOf(currentFlowId());

/** A run started from another questionnaire's page (a continuation, decision 081): the page of `flowId` resumes it. */
export function storeRunIdOf(flowId: string, runId: string): void {
  writeItem('session', runKeyOf(flowId), runId);
}

/** The preview run this page shows, when the studio opened it as a preview. */
export function previewRunId(): string | null {
  if (typeof window === 'undefined') return null;
  return new URLSearchParams(window.location.search).get('preview');
}

export function storedRunId(): string | null {
  return previewRunId() ?? readItem('session', runKey());
}

export function storeRunId(runId: string): void {
  if (previewRunId() === null) writeItem('session', runKey(), runId);
}

export function forgetRun(): void {
  if (previewRunId() === null) removeItem('session', runKey());
}

/*
 * The run that placed this tab's order, which the confirmation page (/order-placed) reads back from the server: a
 * reload shows it again, and no one else can, as its address names nothing (decision 054). The questionnaire's own run
 * is forgotten then, so /form starts a new request.
 */
const PLACED_KEY = 'questionnaire.placedRunId';

export function keepPlacedRun(runId: string): void {
  writeItem('session', PLACED_KEY, runId);
  removeItem('session', runKey());
}

export function placedRunId(): string | null {
  return readItem('session', PLACED_KEY);
}
