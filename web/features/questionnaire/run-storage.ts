import { readItem, removeItem, writeItem } from '#web/lib/storage.ts';

/*
 * The run being answered in this tab, so a reload resumes it (GET /api/flow-runs/{runId}). Session storage:
 * it is gone when the tab closes, and another tab starts its own run.
 */
const RUN_KEY = 'questionnaire.runId';

export function storedRunId(): string | null {
  return readItem('session', RUN_KEY);
}

export function storeRunId(runId: string): void {
  writeItem('session', RUN_KEY, runId);
}

export function forgetRun(): void {
  removeItem('session', RUN_KEY);
}
