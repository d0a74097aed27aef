import type { FlowRunReply } from '#schemas/generated/flow-run-api.ts';
import type { AuthUser } from '#server/auth/auth-user.ts';
import { catalogued } from '#server/errors/catalogue.ts';
import { confirmationOf } from '#server/areas/consumer-orders/index.ts';
import { statesOf } from '#server/areas/us-states/index.ts';
import { envFor, flowOf } from './flow-run-context.ts';
import type { FlowRunDeps } from './flow-run-deps.ts';
import { runReply } from './flow-run-reply.ts';
import { loadRun } from './flow-runs.repository.ts';
import { withWatchTime } from './media-watch-time.ts';
import { checkRunAccess } from './preview-access.ts';

/** GET /api/flow-runs/{runId}: where the run stands, to resume after a reload. */
export async function showFlowRun(deps: FlowRunDeps, runId: string, locale: string | undefined, viewer: AuthUser | null = null): Promise<FlowRunReply> {
  const stored = await loadRun(deps.db, deps.cipher, runId);
  if (!stored) throw catalogued('NOT_FOUND', 'This questionnaire was not found. Please start again.');
  checkRunAccess(stored, viewer);
  const flow = flowOf(deps, stored);
  const env = envFor(flow, stored.run, await statesOf(deps.db), deps.now(), locale ?? stored.context.locale);
  const confirmation = stored.run.status === 'completed' && stored.orderId ? await confirmationOf(deps.db, deps.cipher, stored.orderId, { flow, locale: env.locale }) : undefined;
  const reply = runReply(runId, flow, stored.run, env, undefined, confirmation);
  return stored.preview || deps.qa ? reply : withWatchTime(reply, flow, stored.context.stepServedAt, deps.now(), env.locale);
}
