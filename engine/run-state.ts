/** The run state: one consumer run as plain JSON (schemas/flow-api.schema.json RunState), stored by the server. */
import type { Flow } from '#schemas/generated/flow.ts';
import type { RunState } from '#schemas/generated/flow-api.ts';
import { INELIGIBLE, REFUSED, effectState, stepState } from './flow-machine.ts';

/** newRunState(flow) → { flowId, flowVersion, status: 'answering', step: 1, answers: {}, effects: {}, ... } */
export function newRunState(flow: Flow): RunState {
  return { flowId: flow.id, flowVersion: flow.version, status: 'answering', step: 1, answers: {}, effects: {}, pending: null, outcome: null };
}

/** The machine state a run state stands for: machineState({ status: 'awaitingEffect', step: 2, ... }) === 'effect-2' */
export function machineState(run: RunState): string {
  switch (run.status) {
    case 'awaitingEffect':
      return effectState(run.step);
    case 'ineligible':
      return INELIGIBLE;
    case 'refused':
      return REFUSED;
    default:
      return stepState(run.step);
  }
}

/** isFinished(run) — ineligible, refused and completed runs take no more answers. */
export function isFinished(run: RunState): boolean {
  return run.status === 'ineligible' || run.status === 'refused' || run.status === 'completed';
}

/** A change to a run: the fields given replace the run's; `returnTo: null` removes it. */
export type RunPatch = Omit<Partial<RunState>, 'returnTo'> & { returnTo?: number | null };

/**
 * The run with some fields changed: nextRun(run, { step: 3 }). Written out field by field because object spread is
 * markedly slower on the step-deciding path.
 */
export function nextRun(run: RunState, patch: RunPatch): RunState {
  const next: RunState = {
    flowId: run.flowId,
    flowVersion: run.flowVersion,
    status: patch.status ?? run.status,
    step: patch.step ?? run.step,
    answers: patch.answers ?? run.answers,
    effects: patch.effects ?? run.effects,
    pending: patch.pending !== undefined ? patch.pending : run.pending,
    outcome: patch.outcome !== undefined ? patch.outcome : run.outcome,
  };
  const trail = patch.trail ?? run.trail;
  if (trail) next.trail = trail;
  const drafts = patch.drafts ?? run.drafts;
  if (drafts) next.drafts = drafts;
  const returnTo = patch.returnTo !== undefined ? patch.returnTo : run.returnTo;
  if (returnTo) next.returnTo = returnTo;
  return next;
}
