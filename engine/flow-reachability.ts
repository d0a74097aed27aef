/**
 * Which steps a run can reach, found with xstate/graph on the compiled machine. The guards are replaced by ones that
 * follow a `pick` in the event, so every branch is explored whatever the answers would be.
 */
import { getShortestPaths } from 'xstate/graph';
import type { Flow } from '#schemas/generated/flow.ts';
import { structuralMachine, stepState, type FlowEvent } from './flow-machine.ts';
import type { Problem } from './problem.ts';
import type { Scope } from './expression.ts';

const NO_SCOPE: Scope = {
  answer: () => undefined,
  choice: () => undefined,
  constant: () => undefined,
  computed: () => null,
  effect: () => null,
  env: () => null,
};

/** The machine states reachable from the start (e.g. 'step-1', 'effect-2', 'step-2', ..., 'refused'). */
export function reachableStates(flow: Flow): Set<string> {
  const machine = structuralMachine(flow);
  const widest = Math.max(3, ...flow.steps.map((s) => (s.next?.length ?? 1) + 2));
  const events: FlowEvent[] = [];
  for (let pick = 0; pick < widest; pick++) {
    events.push({ type: 'SUBMIT', scope: NO_SCOPE, pick });
    events.push({ type: 'EFFECT_RESULT', scope: NO_SCOPE, refused: false, pick });
  }
  const paths = getShortestPaths(machine, { events });
  return new Set(paths.map((path) => String(path.state.value)));
}

/** checkReachability(flow) → a problem for every step no run can reach from step 1. */
export function checkReachability(flow: Flow): Problem[] {
  const reached = reachableStates(flow);
  return flow.steps
    .map((step, s) => ({ step, s }))
    .filter(({ step }) => !reached.has(stepState(step.number)))
    .map(({ step, s }) => ({ pointer: `/steps/${s}`, message: `step ${step.number} ('${step.id}') cannot be reached from step 1` }));
}

