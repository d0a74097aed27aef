import { ApiError } from '#web/lib/api-client.ts';
import { nextTask } from '#web/lib/next-task.ts';
import { bindRefill, claimRefill, endRefill, refillAnswersFor } from '#web/lib/refill-prefill.ts';
import { getFlowRun } from './get-flow-run.ts';
import { getPortalEnv } from './get-portal-env.ts';
import type { RunLoaded } from './questionnaire.machine.ts';
import { forgetRun, previewRunId, storeRunId, storedRunId } from './run-storage.ts';
import { startFlowRun } from './start-flow-run.ts';

/** Replies that mean the stored run is gone (purged, from another server, malformed): start a new one. */
const RUN_GONE = new Set([400, 404, 410]);

/**
 * The run this tab is answering: the one kept in session storage, resumed where it stands (a reload), or a new
 * one. A resumed run that has ended is shown once more and then forgotten, so the next visit starts afresh.
 * A staff preview shows its own run or fails: it never starts a consumer's run in its place. `reopen`: the run this
 * page showed before it was drawn again in another language, loaded again as it stands, though it has ended.
 */
export async function loadRun(reopen?: string | null): Promise<RunLoaded> {
  const portalEnv = getPortalEnv();
  // A refill asked for from the consumer's account starts a run of its own, whatever this tab answered before.
  const refill = previewRunId() === null && claimRefill();
  if (refill) forgetRun();
  const stored = reopen ?? storedRunId();
  if (stored) {
    try {
      const outcome = await getFlowRun(stored);
      // An ended run is forgotten when the page shows its end (the machine's `runEnded`), not here: a page drawn
      // again before it showed this one (in the language the app then found the person reads) loads it once more.
      if (outcome.kind !== 'step' && refillAnswersFor(stored)) endRefill();
      return { runId: stored, outcome, portalEnv: await portalEnv };
    } catch (error) {
      if (previewRunId() !== null || !(error instanceof ApiError && error.status !== null && RUN_GONE.has(error.status))) throw error;
      forgetRun();
    }
  }
  const started = await startFlowRun();
  storeRunId(started.runId);
  if (refill) bindRefill(started.runId);
  return { runId: started.runId, outcome: { kind: 'step', view: started.view }, portalEnv: await portalEnv };
}

let early: Promise<RunLoaded> | null = null;

/**
 * Starts loading the run at once (the route table calls it when /form is opened directly, before the page's code
 * has even arrived), so the first step's request travels alongside that download. The page's first takeRun gets
 * this load; later loads (a retry, a run that moved on) start afresh.
 */
export function startLoadingRun(): void {
  // In a task of its own rather than within the entry's evaluation, which it lengthened by some 35 ms at a phone's
  // speed (sending the request, the first access to storage): it runs as soon as the entry has been evaluated.
  early ??= nextTask().then(() => loadRun());
  // Handled by whoever takes it; never an unhandled rejection before then.
  early.catch(() => undefined);
}

export function takeRun(): Promise<RunLoaded> {
  const promise = early ?? loadRun();
  early = null;
  return promise;
}
