import { describe, expect, it } from 'vitest';
import { transition } from 'xstate';
import { effectState, stepState, structuralMachine, type FlowEvent } from '#engine/flow-machine.ts';
import { flowTransition } from '#engine/flow-transition.ts';
import type { Scope } from '#engine/expression.ts';
import { loadV1, otherRulesCopy } from './fixtures.ts';

// The structural machine's guards follow `pick` and never read the scope.
const scope = {} as Scope;
const actionsOf = (actions: readonly { type: string; params?: unknown }[]) => actions.map((a) => ({ type: a.type, params: a.params }));

describe('flowTransition (the inert actor made once per machine)', () => {
  it.each([['v1', loadV1()], ['v2 with other rules', otherRulesCopy()]])('moves the %s consumer flow exactly as xstate transition does, every branch', (_name, flow) => {
    const machine = structuralMachine(flow);
    let compared = 0;
    for (const step of flow.steps) {
      for (const value of [stepState(step.number), ...(step.onEnter ? [effectState(step.number)] : [])]) {
        const snapshot = machine.resolveState({ value, context: {} });
        for (let pick = 0; pick < 4; pick++) {
          const events: FlowEvent[] = [{ type: 'SUBMIT', scope, pick }, { type: 'EFFECT_RESULT', scope, refused: pick === 0, pick }];
          for (const event of events) {
            const [expected, expectedActions] = transition(machine, snapshot, event);
            const [next, actions] = flowTransition(machine, snapshot, event);
            expect(next.value).toEqual(expected.value);
            expect(next.status).toBe(expected.status);
            expect(actionsOf(actions)).toEqual(actionsOf(expectedActions));
            compared++;
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(50);
  });

  it('hands back only the actions of its own call', () => {
    const flow = loadV1();
    const machine = structuralMachine(flow);
    const withEffect = flow.steps.find((s) => s.onEnter && s.number > 1)!;
    const before = machine.resolveState({ value: stepState(withEffect.number - 1), context: {} });
    const picks = [0, 1, 2, 3].map((pick) => flowTransition(machine, before, { type: 'SUBMIT', scope, pick }));
    const [entered, first] = picks.find(([next]) => next.value === effectState(withEffect.number))!;
    const [stayed, none] = flowTransition(machine, before, { type: 'SUBMIT', scope, pick: 99 });
    expect(entered.value).toBe(effectState(withEffect.number));
    expect(first.map((a) => a.type)).toEqual(['runEffect']);
    expect(stayed.value).toBe(stepState(withEffect.number - 1));
    expect(none).toEqual([]);
    expect(first.map((a) => a.type)).toEqual(['runEffect']);
  });
});
