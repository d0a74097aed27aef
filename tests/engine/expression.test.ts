import { describe, expect, it } from 'vitest';
import type { Expr } from '#schemas/generated/flow.ts';
import type { HeldAnswer } from '#schemas/generated/flow-api.ts';
import { evaluate, truthy, type Scope } from '#engine/expression.ts';
import { foldExpr } from '#engine/expression-walk.ts';
import { indexFlow } from '#engine/flow-index.ts';
import { runScope } from '#engine/run-scope.ts';
import { isVisible } from '#engine/visibility.ts';
import { loadV1 } from './fixtures.ts';

const flow = loadV1();
const index = indexFlow(flow);
const scope = (answers: Record<string, HeldAnswer>, effects = {}, today = '2025-03-14'): Scope =>
  runScope(index, answers, effects, { today, locale: 'en' });
const ky = { 'q-state': { choiceIds: ['state-KY'] } };

describe('references', () => {
  it('reads answers, choices, their values and texts by id', () => {
    const s = scope({ ...ky, 'q-city': { value: 'Pikeville' } });
    expect(evaluate({ answer: 'q-state' }, s)).toBe('state-KY');
    expect(evaluate({ answer: 'q-city' }, s)).toBe('Pikeville');
    expect(evaluate({ answer: 'q-zip' }, s)).toBeNull();
    expect(evaluate({ answered: 'q-city' }, s)).toBe(true);
    expect(evaluate({ answered: 'q-zip' }, s)).toBe(false);
    expect(evaluate({ chosen: ['q-state', 'state-KY'] }, s)).toBe(true);
    expect(evaluate({ chosen: ['q-state', 'state-CO'] }, s)).toBe(false);
    expect(evaluate({ choiceValue: 'q-state' }, s)).toBe('KY');
    expect(evaluate({ choiceText: 'q-state' }, s)).toBe('Kentucky');
  });

  it('reads constants, computed values, effects and today', () => {
    const s = scope({ 'q-request-reason': { choiceIds: ['reason-new'] } }, { remainingUnits: 7, order: { mrn: 'NX-1' } });
    expect(evaluate({ const: 'unitsPerKit' }, s)).toBe(2);
    expect(evaluate({ const: 'nope' }, s)).toBeNull();
    expect(evaluate({ computed: 'kitsInQuota' }, s)).toBe(3);
    expect(evaluate({ computed: 'kitOptions' }, s)).toEqual([1, 2, 3]);
    expect(evaluate({ effect: 'mrn' }, s)).toBe('NX-1');
    expect(evaluate({ effect: 'hasEarlierOrder' }, s)).toBeNull();
    expect(evaluate({ env: 'today' }, s)).toBe('2025-03-14');
  });
});

describe('operators', () => {
  const s = scope({});
  const cases: [Expr, unknown][] = [
    [{ and: [true, 1, 'x'] }, true],
    [{ and: [true, 0] }, false],
    [{ or: [null, false, []] }, false],
    [{ or: [null, [1]] }, true],
    [{ not: null }, true],
    [{ if: [{ eq: [1, 1] }, 'yes', 'no'] }, 'yes'],
    [{ eq: [[1, 'a'], [1, 'a']] }, true],
    [{ ne: [1, '1'] }, true],
    [{ lt: [1, 2] }, true],
    [{ lt: [1, null] }, false],
    [{ ge: [null, null] }, false],
    [{ le: ['2025-03-01', '2025-03-14'] }, true],
    [{ gt: ['b', 1] }, false],
    [{ in: ['b', ['a', 'b']] }, true],
    [{ in: ['b', 'abc'] }, false],
    [{ add: [1, 2, 3] }, 6],
    [{ add: [1, 'x'] }, null],
    [{ sub: [5, 7] }, -2],
    [{ mul: [2, 3] }, 6],
    [{ div: [7, 2] }, 3.5],
    [{ div: [7, 0] }, null],
    [{ floor: { div: [7, 2] } }, 3],
    [{ min: [4, 2, 3] }, 2],
    [{ max: [4, 2, 3] }, 4],
    [{ range: [1, 3] }, [1, 2, 3]],
    [{ range: [3, 1] }, []],
    [{ addMonths: ['2025-01-31', 1] }, '2025-02-28'],
    [{ addMonths: ['2024-12-15', 2] }, '2025-02-15'],
    [{ addMonths: ['not a date', 2] }, null],
    [{ firstOfNextMonth: '2025-12-14' }, '2026-01-01'],
    [{ if: [null, 'yes', 'no'] }, 'no'],
    [{ min: [4, null] }, null],
    [{ floor: { div: [-3, 2] } }, -2],
    [{ range: [1, { min: [4, { floor: { div: [5, 2] } }] }] }, [1, 2]],
    [{ range: [1, null] }, null],
    [{ range: [1, 1.5] }, null],
  ];
  it.each(cases)('%j → %j', (expr, expected) => {
    expect(evaluate(expr, s)).toEqual(expected);
  });

  it('treats null, false, 0, empty text and empty lists as false', () => {
    expect([null, false, 0, '', []].map(truthy)).toEqual([false, false, false, false, false]);
    expect([true, 1, 'x', [0]].map(truthy)).toEqual([true, true, true, true]);
  });
});

describe('folding for the browser', () => {
  it('substitutes everything but the live answers', () => {
    const live = (id: string) => id === 'q-zip';
    const expr: Expr = { and: [{ chosen: ['q-state', 'state-KY'] }, { answered: 'q-zip' }, { ge: [{ const: 'unitsPerKit' }, 2] }] };
    expect(foldExpr(expr, scope(ky), live, flow.computed)).toEqual({ and: [true, { answered: 'q-zip' }, true] });
    expect(foldExpr(expr, scope({}), live, flow.computed)).toEqual({ and: [false, { answered: 'q-zip' }, true] });
    expect(foldExpr({ chosen: ['q-state', 'state-KY'] }, scope(ky), live, flow.computed)).toBe(true);
  });

  it('inlines computed values so no flow is needed to evaluate the result', () => {
    const folded = foldExpr({ in: [{ answer: 'q-zip' }, { computed: 'kitOptions' }] }, scope({}, { remainingUnits: 4 }), (id) => id === 'q-zip', flow.computed);
    // No reason chosen counts as a refill (cap 2); 4 units are 2 kits.
    expect(folded).toEqual({ in: [{ answer: 'q-zip' }, [1, 2]] });
  });

  it('lets the browser evaluate a folded expression with the answers of the step only', () => {
    const question = { visibleWhen: { eq: [{ answer: 'q-other' }, 'yes'] } as Expr };
    expect(isVisible(question, { 'q-other': { value: 'yes' } })).toBe(true);
    expect(isVisible(question, {})).toBe(false);
    expect(isVisible({ visibleWhen: null }, {})).toBe(true);
    const view = { questions: [{ id: 'q-type', choices: [{ id: 'type-other', choice: 'Other', position: 1, value: 'Other' }] }] };
    const byValue = { visibleWhen: { eq: [{ choiceValue: 'q-type' }, 'Other'] } as Expr };
    expect(isVisible(byValue, { 'q-type': { choiceIds: ['type-other'] } }, view as never)).toBe(true);
  });
});
