/**
 * The flow check's bounds against the evaluator's own count (decision 039), on expression graphs fast-check makes:
 * computed values built on one another (lists, ranges, comparisons, answers, repeated references), with answers
 * of every kind. Whatever the graph, an evaluation ends within its budget, with a value or the budget's error; when
 * the static bounds accept an expression, its evaluation never reaches the budget, spends no more work than the
 * bound, makes no larger value, and a step view's folding of it gives the same answer for no more work.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Expr, Flow } from '#schemas/generated/flow.ts';
import type { HeldAnswer } from '#schemas/generated/flow-api.ts';
import { EXPRESSION_BUDGET, ExpressionBudgetExceeded, workOf } from '#engine/expression-budget.ts';
import { CostModel } from '#engine/expression-cost.ts';
import { evaluate, valueSize, type Value } from '#engine/expression.ts';
import { foldExpr } from '#engine/expression-walk.ts';
import type { FlowIndex } from '#engine/flow-index.ts';
import { runScope } from '#engine/run-scope.ts';

/** A tree whose `computed` references are numbers, resolved against the values made before it. */
type Raw = Expr | { ref: number };

const CHOICES = ['b-1', 'b-2', 'b-3'];

function rawExpr(depth: number): fc.Arbitrary<Raw> {
  const leaf: fc.Arbitrary<Raw> = fc.oneof(
    fc.integer({ min: -2, max: 1200 }),
    fc.constantFrom('b-1', 'b-2', 'x', '2025-03-14'),
    fc.boolean(),
    fc.constant(null),
    fc.nat(7).map((ref) => ({ ref })),
    fc.constantFrom<Expr>({ answer: 'q-a' }, { answer: 'q-b' }, { answered: 'q-b' }, { chosen: ['q-b', 'b-2'] }, { choiceValue: 'q-b' }, { const: 'k' }, { env: 'today' }),
  );
  if (depth === 0) return leaf;
  const sub = rawExpr(depth - 1);
  const pair = fc.tuple(sub, sub);
  return fc.oneof(
    { weight: 2, arbitrary: leaf },
    { weight: 2, arbitrary: fc.array(sub, { maxLength: 4 }) as fc.Arbitrary<Raw> },
    { weight: 1, arbitrary: sub.map((e) => ({ not: e }) as Raw) },
    { weight: 1, arbitrary: fc.array(sub, { minLength: 1, maxLength: 3 }).map((items) => ({ and: items }) as Raw) },
    { weight: 1, arbitrary: fc.tuple(sub, sub, sub).map((t) => ({ if: t }) as Raw) },
    { weight: 2, arbitrary: pair.map((p) => ({ eq: p }) as Raw) },
    { weight: 2, arbitrary: pair.map((p) => ({ in: p }) as Raw) },
    { weight: 1, arbitrary: pair.map((p) => ({ lt: p }) as Raw) },
    { weight: 1, arbitrary: pair.map((p) => ({ add: p }) as Raw) },
    { weight: 2, arbitrary: pair.map((p) => ({ range: p }) as Raw) },
  );
}

/** Resolves `{ ref: n }` to one of the names made before (`names`), or to a literal when there is none. */
function resolve(raw: Raw, names: readonly string[]): Expr {
  if (raw === null || typeof raw !== 'object') return raw;
  if (Array.isArray(raw)) return raw.map((r) => resolve(r, names));
  if ('ref' in raw && typeof raw.ref === 'number') return names.length ? { computed: names[raw.ref % names.length]! } : raw.ref;
  const [key, arg] = Object.entries(raw)[0]!;
  if (key === 'answer' || key === 'answered' || key === 'chosen' || key === 'choiceValue' || key === 'const' || key === 'env') return raw as Expr;
  return { [key]: Array.isArray(arg) ? (arg as Raw[]).map((r) => resolve(r, names)) : resolve(arg as Raw, names) } as Expr;
}

interface Graph {
  computed: Record<string, Expr>;
  top: Expr;
  answers: Record<string, HeldAnswer>;
}

const graph: fc.Arbitrary<Graph> = fc.record({
  values: fc.array(rawExpr(3), { minLength: 1, maxLength: 9 }),
  top: rawExpr(3),
  a: fc.oneof(fc.constant(undefined), fc.string({ maxLength: 4 }).map((value) => ({ value })), fc.integer({ min: 0, max: 9 }).map((value) => ({ value }))),
  b: fc.subarray(CHOICES),
}).map(({ values, top, a, b }) => {
  const computed: Record<string, Expr> = {};
  values.forEach((raw, i) => { computed[`c${i}`] = resolve(raw, Object.keys(computed)); });
  const answers: Record<string, HeldAnswer> = {};
  if (a) answers['q-a'] = a;
  if (b.length) answers['q-b'] = { choiceIds: b };
  return { computed, top: resolve(top, Object.keys(computed)), answers };
});

/** The parts of a flow index the cost model and a run's scope read: computed values, a constant, two questions. */
function indexOf(g: Graph): FlowIndex {
  const flow = { computed: g.computed, constants: { k: 3 } } as unknown as Flow;
  const choices = new Map(CHOICES.map((id, i) => [id, { id, value: i + 1, text: { en: id } }]));
  const questions = new Map([['q-a', { choices: new Map() }], ['q-b', { choices }]]);
  return { flow, questions, choiceOwner: new Map(), stepsById: new Map() } as unknown as FlowIndex;
}

const scopeOf = (g: Graph, index: FlowIndex) => runScope(index, g.answers, {}, { today: '2025-03-14', locale: 'en' });

function withinBounds(g: Graph, index: FlowIndex) {
  const cost = new CostModel(index).of(g.top);
  return { cost, accepted: cost.work <= EXPRESSION_BUDGET.work && cost.peak <= EXPRESSION_BUDGET.size && cost.depth <= EXPRESSION_BUDGET.depth };
}

const RUNS = { numRuns: Number(process.env.PROPERTY_RUNS ?? 400), seed: Number(process.env.PROPERTY_SEED ?? 3_906) };

describe('evaluation under its budget, against the flow check\'s bounds', () => {
  it('ends within the budget whatever the graph: a value, or the budget\'s error', () => {
    fc.assert(fc.property(graph, (g) => {
      const index = indexOf(g);
      let value: Value | undefined;
      try {
        value = evaluate(g.top, scopeOf(g, index));
      } catch (error) {
        expect(error).toBeInstanceOf(ExpressionBudgetExceeded);
        return;
      }
      expect(valueSize(value)).toBeLessThanOrEqual(EXPRESSION_BUDGET.size);
    }), RUNS);
  });

  it('never reaches the budget on an expression the bounds accept, nor spends more work or makes a larger value than they say', () => {
    let accepted = 0;
    fc.assert(fc.property(graph, (g) => {
      const index = indexOf(g);
      const { cost, accepted: ok } = withinBounds(g, index);
      if (!ok) return;
      accepted++;
      const { result, work } = workOf(() => evaluate(g.top, scopeOf(g, index)));
      expect(work).toBeLessThanOrEqual(cost.work);
      expect(valueSize(result)).toBeLessThanOrEqual(cost.size);
    }), RUNS);
    // The property says something only if the generator makes expressions the bounds accept.
    expect(accepted).toBeGreaterThan(RUNS.numRuns / 4);
  });

  it('folds an accepted expression for a step view to the same answer, for no more work than its bound', () => {
    fc.assert(fc.property(graph, (g) => {
      const index = indexOf(g);
      const { cost, accepted } = withinBounds(g, index);
      if (!accepted) return;
      const scope = scopeOf(g, index);
      const folded = foldExpr(g.top, scope, (id) => id === 'q-b', g.computed);
      const whole = evaluate(g.top, scopeOf(g, index));
      const { result, work } = workOf(() => evaluate(folded, scope));
      expect(result).toEqual(whole);
      expect(work).toBeLessThanOrEqual(cost.work);
    }), RUNS);
  });
});
