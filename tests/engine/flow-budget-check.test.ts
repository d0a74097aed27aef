import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Expr, Flow } from '#schemas/generated/flow.ts';
import { checkFlow } from '#engine/flow-check.ts';
import { EXPRESSION_BUDGET } from '#engine/expression-budget.ts';
import { HOSTILE_PLACES, withDoublingChain } from './hostile-flows.ts';

const FLOWS = join(import.meta.dirname, '..', '..', 'flows', 'consumer');
const v3 = (): Flow => JSON.parse(readFileSync(join(FLOWS, 'v3.json'), 'utf8')) as Flow;

describe('the flow check bounds what expressions can cost (decision 039)', () => {
  it('passes the published consumer flows', () => {
    for (const version of [1, 2, 3]) {
      const flow = JSON.parse(readFileSync(join(FLOWS, `v${version}.json`), 'utf8')) as unknown;
      expect(checkFlow(flow).problems, `v${version}`).toEqual([]);
    }
  });

  it.each(HOSTILE_PLACES)('refuses a doubling chain used in a %s, naming the computed value where the list first grows too large', (place) => {
    for (const k of [10, 15]) {
      const { flow, problems } = checkFlow(withDoublingChain(v3(), k, place));
      expect(flow).toBeNull();
      expect(problems[0]).toEqual({
        pointer: '/computed/c4',
        message: "The computed value 'c4' can make a list of up to 16,031 items, more than the 10,000 a questionnaire may work with: "
          + "it holds 'c3' twice, and 'c3' can be a list of up to 8,015 items. Build it from fewer or shorter lists.",
      });
      expect(problems).toContainEqual(expect.objectContaining({ pointer: '/computed/c7', message: expect.stringContaining("it uses 'c6' twice") }));
    }
  });

  it.each(HOSTILE_PLACES)('refuses a chain of 20 and of 30 computed values used in a %s, naming the first one past the limit', (place) => {
    for (const k of [20, 30]) {
      const { problems } = checkFlow(withDoublingChain(v3(), k, place));
      expect(problems).toEqual([{
        pointer: '/computed/c16',
        message: `The computed value 'c16' is built on a chain of 17 computed values, each using the next, more than the ${EXPRESSION_BUDGET.chain} allowed. Build it in fewer steps.`,
      }]);
    }
  });

  it('accepts a short chain, and counts a computed value used twice as worked out twice', () => {
    expect(checkFlow(withDoublingChain(v3(), 3, 'condition')).problems).toEqual([]);
    const flow = v3();
    flow.computed = { ...flow.computed, big: { range: [1, 1000] }, pairs: { in: [5, [{ computed: 'big' }, { computed: 'big' }]] } };
    const many = { ...flow, computed: { ...flow.computed, costly: { and: Array.from({ length: 60 }, () => ({ eq: [{ computed: 'big' }, { computed: 'big' }] })) } } };
    expect(checkFlow(flow).problems).toEqual([]);
    expect(checkFlow(many).problems).toEqual([{
      pointer: '/computed/costly',
      message: expect.stringMatching(/^The computed value 'costly' can take up to 18\d,\d{3} steps to work out for each person, more than the 100,000 the portal allows: it uses 'big' 120 times/),
    }]);
  });

  it('bounds a range whose end comes from an answer at its largest, and one written in the flow exactly', () => {
    const flow = v3();
    flow.computed = { ...flow.computed, some: { range: [1, 5] }, any: { range: [1, { choiceValue: 'q-qty' }] } };
    const lists = (n: number) => ({ ...flow, computed: { ...flow.computed, held: Array.from({ length: n }, () => ({ computed: 'any' })) } });
    expect(checkFlow(lists(9)).problems).toEqual([]);
    expect(checkFlow(lists(10)).problems).toEqual([expect.objectContaining({ pointer: '/computed/held', message: expect.stringContaining('up to 10,011 items') })]);
    const exact = { ...flow, computed: { ...flow.computed, held: Array.from({ length: 1500 }, () => ({ computed: 'some' })) } };
    expect(checkFlow(exact).problems).toEqual([]);
  });

  it('refuses an expression nested deeper than the evaluator may recurse, through the computed values it uses', () => {
    const flow = v3();
    let deep: unknown = true;
    for (let i = 0; i < 60; i++) deep = { not: deep };
    flow.computed = { ...flow.computed, deep: deep as never, deeper: { not: { not: { computed: 'deep' } } } };
    flow.steps[0]!.questions[0]!.visibleWhen = { and: [{ or: [{ not: { computed: 'deeper' } }, { computed: 'deeper' }] }] };
    const within = v3();
    within.computed = { ...within.computed, deep: deep as never };
    expect(checkFlow(within).problems).toEqual([]);
    expect(checkFlow(flow).problems).toEqual([expect.objectContaining({
      pointer: '/steps/0/questions/0/visibleWhen',
      message: expect.stringMatching(/nests 6\d levels deep, counting the computed values it uses, more than the 64 allowed: it uses 'deeper'/),
    })]);
  });

  it('keeps the sum of every expression within the flow\'s share', () => {
    const flow = v3();
    flow.computed = { ...flow.computed, big: { range: [1, 1000] } };
    // Each condition within its own limit (about 90,000 steps), twelve of them more than the flow's share.
    const costly = { and: Array.from({ length: 30 }, () => ({ eq: [{ computed: 'big' }, { computed: 'big' }] })) } as Expr;
    for (const step of flow.steps) for (const question of step.questions.slice(0, 2)) question.visibleWhen = costly;
    const { problems } = checkFlow(flow);
    expect(problems).toEqual([{ pointer: '', message: expect.stringMatching(/^Together the questionnaire's expressions can take up to 1,\d{3},\d{3} steps .* The costliest are the condition that shows/) }]);
  });
});

describe('the computed values as a graph, checked without recursion', () => {
  it('finds a cycle once, at the reference that closes it', () => {
    const flow = v3();
    flow.computed = { ...flow.computed, a: { computed: 'b' }, b: { add: [1, { computed: 'c' }] }, c: { computed: 'b' }, d: { computed: 'a' } };
    expect(checkFlow(flow).problems).toEqual([{ pointer: '/computed/c/computed', message: "computed value 'b' depends on itself (b → c → b)" }]);
  });

  it('checks twenty thousand computed values in a chain without exhausting the stack', () => {
    const flow = v3();
    const chain: Record<string, unknown> = {};
    for (let i = 0; i < 20_000; i++) chain[`x${i}`] = i === 0 ? 1 : { add: [{ computed: `x${i - 1}` }, 1] };
    flow.computed = { ...flow.computed, ...chain } as never;
    expect(checkFlow(flow).problems).toEqual([expect.objectContaining({ pointer: '/computed/x16' })]);
  });

  it('refuses a document nested thousands of levels deep before the schema check walks it', () => {
    const text = readFileSync(join(FLOWS, 'v3.json'), 'utf8').replace('"computed": {', `"computed": { "deep": ${'{"not":'.repeat(5000)}true${'}'.repeat(5000)},`);
    const { flow, problems } = checkFlow(JSON.parse(text));
    expect(flow).toBeNull();
    expect(problems).toEqual([{ pointer: expect.stringMatching(/^\/computed\/deep(\/not)+$/), message: 'nests more than 64 levels deep: a questionnaire is never built this deep' }]);
  });
});
