/**
 * The evaluation budget at run time (decision 039), on flows the check would refuse, given to the engine as they are:
 * every entry point ends at once with an answer, never a hang.
 */
import { describe, expect, it } from 'vitest';
import type { Flow } from '#schemas/generated/flow.ts';
import { decideStep, startRun } from '#engine/decide-step.ts';
import { EXPRESSION_BUDGET, ExpressionBudgetExceeded, workOf } from '#engine/expression-budget.ts';
import { evaluate } from '#engine/expression.ts';
import { diffFlows } from '#engine/flow-diff.ts';
import { indexFlow } from '#engine/flow-index.ts';
import { NOT_COMPARED } from '#engine/flow-probe.ts';
import { runScope } from '#engine/run-scope.ts';
import { isVisible } from '#engine/visibility.ts';
import { coloradoItems, ENV, loadV1, runAt, TODAY } from './fixtures.ts';
import { withDoublingChain } from './hostile-flows.ts';

const scopeOf = (flow: Flow) => runScope(indexFlow(flow), {}, {}, { today: TODAY, locale: 'en' });

describe('an evaluation stops at its budget', () => {
  it('refuses to make a list larger than the budget, however it is built', () => {
    const flow = withDoublingChain(loadV1(), 30, 'condition');
    expect(() => evaluate({ computed: 'c30' }, scopeOf(flow))).toThrow(new ExpressionBudgetExceeded('size', EXPRESSION_BUDGET.size));
    expect(evaluate({ computed: 'c3' }, scopeOf(flow))).toHaveLength(2);
  });

  it('stops work past the budget, and counts what an accepted expression spends', () => {
    const flow = loadV1();
    flow.computed = { ...flow.computed, big: { range: [1, 1000] } };
    const compare = { and: Array.from({ length: 40 }, () => ({ eq: [{ computed: 'big' }, [{ computed: 'big' }]] })) };
    expect(() => evaluate({ or: [false, ...Array(120).fill({ in: [0, { computed: 'big' }] })] } as never, scopeOf(flow)))
      .toThrow(ExpressionBudgetExceeded);
    // A run's scope works a computed value out once: the list is made once and compared 40 times.
    const { result, work } = workOf(() => evaluate(compare as never, scopeOf(flow)));
    expect(result).toBe(false);
    expect(work).toBeLessThan(1_200);
  });
});

describe('the engine answers a flow that reaches the budget with a value', () => {
  it('rejects the first step as TOO_COSTLY when a question\'s condition is too costly', () => {
    const decision = startRun(withDoublingChain(loadV1(), 20, 'condition'), ENV);
    expect(decision).toMatchObject({ kind: 'rejected', code: 'TOO_COSTLY', runState: { step: 1, status: 'answering' } });
  });

  it('rejects a step as TOO_COSTLY when its rule is too costly, and leaves the run as it was', () => {
    const flow = withDoublingChain(loadV1(), 25, 'rule');
    const run = runAt(flow, 4);
    const decision = decideStep(flow, run, 4, coloradoItems(flow, 4), ENV);
    expect(decision).toEqual({ kind: 'rejected', code: 'TOO_COSTLY', runState: run, message: expect.any(String), expectedStep: null });
  });

  it('marks a change it cannot probe within its budget as breaking, to be checked by hand', () => {
    const hostile = withDoublingChain(loadV1(), 25, 'order rule');
    const changes = diffFlows(loadV1(), { ...hostile, version: 2 });
    expect(changes).toContainEqual(expect.objectContaining({ kind: 'rule-changed', breaking: true, breakingReason: NOT_COMPARED }));
  });

  it('shows a question in the browser when its condition is too costly to decide (the server decides anyway)', () => {
    const big = { range: [1, 1000] };
    const condition = { eq: [Array(12).fill(big), Array(12).fill(big)] };
    expect(isVisible({ visibleWhen: condition as never }, {})).toBe(true);
  });
});
