import { stepBack } from '#engine/step-back.ts';
import type { FlowRunReply } from '#schemas/generated/flow-run-api.ts';
import { deleteUnorderedConsumer } from '#server/areas/consumers/index.ts';
import { ordersOfConsumer } from '#server/areas/consumer-orders/index.ts';
import { statesOf } from '#server/areas/us-states/index.ts';
import { catalogued } from '#server/errors/catalogue.ts';
import { runReply, tooCostly } from './flow-run-reply.ts';
import { envFor, flowOf } from './flow-run-context.ts';
import type { FlowRunDeps } from './flow-run-deps.ts';
import { loadRun, saveRun } from './flow-runs.repository.ts';
import { checkRunAccess } from './preview-access.ts';
import { withWatchTime } from './media-watch-time.ts';
import type { AuthUser } from '#server/auth/auth-user.ts';

/**
 * POST /api/flow-runs/{runId}/back: the run returns to a step it has shown (or, when it stopped as ineligible, to
 * the step that stopped it). The engine decides; later answers become drafts and later effects are forgotten, so
 * every later step is decided again on the way forward. Written under the run's revision (409 when it moved on).
 */
export async function moveFlowRunBack(deps: FlowRunDeps, runId: string, step: number, locale: string | undefined, viewer: AuthUser | null = null): Promise<FlowRunReply> {
  const stored = await loadRun(deps.db, deps.cipher, runId);
  if (!stored) throw catalogued('NOT_FOUND', 'This questionnaire was not found. Please start again.');
  checkRunAccess(stored, viewer);
  const flow = flowOf(deps, stored);
  const now = deps.now();
  const states = await statesOf(deps.db);
  const useLocale = locale ?? stored.context.locale;
  const decision = stepBack(flow, stored.run, step, envFor(flow, stored.run, states, now, useLocale));
  if (decision.kind === 'rejected') {
    if (decision.code === 'CANNOT_GO_BACK') throw catalogued('CANNOT_GO_BACK', decision.message);
    if (decision.code === 'AWAITING_EFFECT') throw catalogued('RUN_CHANGED');
    if (decision.code === 'TOO_COSTLY') throw tooCostly();
    throw catalogued('RUN_FINISHED', decision.message);
  }
  if (decision.kind !== 'step') throw new Error(`Going back gave ${decision.kind} for run ${runId}`);
  const run = decision.runState;
  const env = envFor(flow, run, states, now, useLocale);
  // Going back does not serve a step anew: a video there is timed from when the run last moved on.
  const reply = () => (stored.preview || deps.qa ? runReply(runId, flow, run, env) : withWatchTime(runReply(runId, flow, run, env), flow, stored.context.stepServedAt, now, env.locale));
  if (run === stored.run) return reply();

  // The validation no longer stands once the run is back before it: its record of the person goes with it.
  const dropsConsumer = stored.consumerId !== null && !run.effects.consumerId;
  const saved = await deps.db.transaction().execute(async (trx) => {
    if (!(await saveRun(trx, deps.cipher, stored, run, dropsConsumer ? { consumerId: null } : {}, now))) return false;
    if (dropsConsumer) await deleteUnorderedConsumer(trx, stored.consumerId!, ordersOfConsumer);
    if (!stored.preview) await deps.funnel.wentBack(trx, runId, run);
    return true;
  });
  if (!saved) throw catalogued('RUN_CHANGED');
  return reply();
}
