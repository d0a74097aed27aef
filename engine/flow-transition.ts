/**
 * XState's pure `transition`, with the machine's inert actor made once instead of on every call: `transition` builds
 * a new actor each time, and an actor works out the machine's initial state as it is built, which cost about as much
 * as the step's own transition (a step submission makes two: its answers, then its effect's result).
 */
import { createActor, type ActorScope, type ExecutableActionsFrom } from 'xstate';
import type { FlowEvent, FlowMachine, FlowSnapshot } from './flow-machine.ts';

type Action = ExecutableActionsFrom<FlowMachine>;

interface InertScope {
  scope: ActorScope<FlowSnapshot, FlowEvent>;
  /** The actions the transition under way asks for; transitions are synchronous, so one list per machine serves. */
  actions: Action[];
}

const scopes = new WeakMap<FlowMachine, InertScope>();

// What `transition` hands the machine: an actor that runs nothing (no logger, no children, no emitted events), whose
// actions are only collected and returned.
function inertScope(machine: FlowMachine): InertScope {
  const cached = scopes.get(machine);
  if (cached) return cached;
  const self = createActor(machine);
  const actions: Action[] = [];
  const scope: ActorScope<FlowSnapshot, FlowEvent> = {
    self, id: '', sessionId: '', system: self.system,
    logger: () => {}, defer: () => {}, emit: () => {}, stopChild: () => {},
    actionExecutor: (action) => {
      actions.push(action as Action);
    },
  };
  const made = { scope, actions };
  scopes.set(machine, made);
  return made;
}

/** flowTransition(machine, snapshot, { type: 'SUBMIT', scope }) → [next snapshot, actions], as xstate's `transition`. */
export function flowTransition(machine: FlowMachine, snapshot: FlowSnapshot, event: FlowEvent): [FlowSnapshot, Action[]] {
  const { scope, actions } = inertScope(machine);
  actions.length = 0;
  const next = machine.transition(snapshot, event, scope);
  return [next, actions.splice(0)];
}
