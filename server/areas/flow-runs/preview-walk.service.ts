import { scenarioFromRun, type ScenarioWalk } from '#engine/scenario-from-run.ts';
import { statesOf } from '#server/areas/us-states/index.ts';
import { catalogued } from '#server/errors/catalogue.ts';
import { envFor, flowOf } from './flow-run-context.ts';
import type { FlowRunDeps } from './flow-run-deps.ts';
import { loadRun } from './flow-runs.repository.ts';

/**
 * GET /api/flow-runs/{runId}/walk (staff): a preview run written down as a scenario, for the studio to save under a
 * name. Only a preview run has a walk: a consumer's answers are personal and never read back this way, so any other
 * id, a consumer's run included, is simply not found.
 */
export async function previewWalk(deps: FlowRunDeps, runId: string): Promise<ScenarioWalk> {
  const stored = await loadRun(deps.db, deps.cipher, runId);
  if (!stored?.preview) throw catalogued('NOT_FOUND', 'There is no preview with this id.');
  const flow = flowOf(deps, stored);
  const env = envFor(flow, stored.run, await statesOf(deps.db), deps.now(), stored.context.locale);
  return scenarioFromRun(flow, stored.run, env);
}
