import { pickLocale } from '#engine/localise.ts';
import type { Env, RunState } from '#schemas/generated/flow-api.ts';
import type { Flow } from '#schemas/generated/flow.ts';
import { catalogued } from '#server/errors/catalogue.ts';
import { chosenState } from '#server/areas/flows/index.ts';
import { stateDate, type StateInfo } from '#server/areas/us-states/index.ts';
import type { FlowRunDeps } from './flow-run-deps.ts';
import type { StoredRun } from './flow-runs.repository.ts';

/** The engine's environment: today in the chosen state's time zone (UTC before a state is chosen), and the locale. */
export function envFor(flow: Flow, run: RunState, states: ReadonlyMap<string, StateInfo>, now: Date, locale: string | null | undefined): Env {
  const state = chosenState(flow, run.answers);
  return { today: stateDate(now, state ? states.get(state)?.timeZone : null), locale: pickLocale(flow, locale ?? undefined) };
}

/** The flow version a stored run is pinned to. */
export function flowOf(deps: FlowRunDeps, stored: StoredRun): Flow {
  const flow = deps.flows.get(stored.flowId, stored.flowVersion);
  // Published versions are never removed, so this is a deployment mistake; the person can still start again.
  if (!flow) throw catalogued('CONFLICT', 'This questionnaire was started on a version that is no longer available. Please start again.');
  return flow;
}
