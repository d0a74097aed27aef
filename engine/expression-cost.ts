/**
 * Upper bounds on what evaluating an expression can cost, worked out from the flow alone (decision 039): the units
 * of work the evaluator counts (expression.ts: one per node, per pair of values compared, per number a range makes),
 * the size of the value (one per list and per item) and of the largest list made on the way, and the nesting the
 * evaluator recurses through (computed-graph.ts bounds the chains of computed values first). Every `computed` reference is counted as a full evaluation of its definition, so
 * the bound holds whatever a run has cached. Any answer, effect or environment value is allowed for: a `range` whose
 * ends are not written in the flow is counted at its largest (MAX_RANGE numbers). A value's size never exceeds the work
 * counted for it, so a step view's folded expression (expression-walk.ts), which holds values where the flow had
 * expressions, costs no more to evaluate than the expression did.
 */
import type { Expr, Flow } from '#schemas/generated/flow.ts';
import { MAX_RANGE } from './expression.ts';
import type { FlowIndex } from './flow-index.ts';

export interface Cost {
  /** Units of work, at most. */
  work: number;
  /** Size of the value, at most (1 for anything but a list). */
  size: number;
  /** Size of the largest list made on the way (a list written in the flow or a range), at most: what the budget's size limits. */
  peak: number;
  /** Operators nested, computed values counted in. */
  depth: number;
  /** The computed values it reads directly, with how many times. */
  uses: Map<string, number>;
}

type Op = Exclude<Expr, null | boolean | number | string | Expr[]>;

/** The operators that take one expression rather than a list of operands. */
const SINGLE_OPERAND: ReadonlySet<string> = new Set(['not', 'floor', 'firstOfNextMonth', 'longDate']);

const SCALAR: Readonly<Cost> = { work: 1, size: 1, peak: 0, depth: 1, uses: new Map() };

function onlyEntry(op: Op): [string, unknown] {
  for (const key in op) return [key, (op as Record<string, unknown>)[key]];
  return ['', undefined];
}

/** The bounds of a flow's expressions; computed values are worked out once and kept. */
export class CostModel {
  private readonly computed = new Map<string, Cost>();
  private readonly working = new Set<string>();

  constructor(private readonly index: FlowIndex) {}

  private get flow(): Flow {
    return this.index.flow;
  }

  /** The bounds of the computed value `name` (a cycle, which the reference check reports, counts as a null). */
  ofComputed(name: string): Cost {
    const known = this.computed.get(name);
    if (known) return known;
    const expr = this.flow.computed?.[name];
    if (expr === undefined || this.working.has(name)) return SCALAR;
    this.working.add(name);
    const cost = this.of(expr);
    this.working.delete(name);
    this.computed.set(name, cost);
    return cost;
  }

  /** costOf({ eq: [{ computed: 'c1' }, { computed: 'c1' }] }) → { work, size: 1, depth, chain, uses: { c1: 2 } } */
  of(expr: Expr): Cost {
    if (expr === null || typeof expr !== 'object') return SCALAR;
    if (Array.isArray(expr)) return this.combine(expr.map((e) => this.of(e)), (parts) => 1 + sum(parts.map((p) => p.size)), 0, true);
    const [key, arg] = onlyEntry(expr);
    switch (key) {
      case 'computed': {
        const def = this.ofComputed(String(arg));
        return { work: 1 + def.work, size: def.size, peak: def.peak, depth: 1 + def.depth, uses: new Map([[String(arg), 1]]) };
      }
      case 'answer': {
        // The chosen ids of a question with several: counted as work too, since a folded step view holds them as a list.
        const size = 1 + (this.index.questions.get(String(arg))?.choices.size ?? 0);
        return { ...SCALAR, work: size, size };
      }
      case 'answered': case 'chosen': case 'choiceValue': case 'choiceText': case 'const': case 'effect': case 'env':
        return SCALAR;
      case 'if': {
        const parts = (arg as Expr[]).map((e) => this.of(e));
        return this.combine(parts, () => Math.max(parts[1]?.size ?? 1, parts[2]?.size ?? 1));
      }
      case 'eq': case 'ne': {
        const parts = (arg as Expr[]).map((e) => this.of(e));
        return this.combine(parts, () => 1, Math.min(parts[0]?.size ?? 1, parts[1]?.size ?? 1));
      }
      case 'in': {
        const parts = (arg as Expr[]).map((e) => this.of(e));
        return this.combine(parts, () => 1, parts[1]?.size ?? 1);
      }
      case 'range': {
        const length = rangeLength(arg as Expr[]);
        return this.combine((arg as Expr[]).map((e) => this.of(e)), () => 1 + length, length, true);
      }
      default: {
        // An operator of one expression (not, floor…) may be given a list: that list is one operand, evaluated as a list.
        const items = SINGLE_OPERAND.has(key) ? [arg as Expr] : (arg as Expr[]);
        return this.combine(items.map((e) => this.of(e)), () => 1);
      }
    }
  }

  /**
   * One node over its parts: its own unit of work plus `extra`, the parts' work, one level deeper;
   * `makesList` for a node the evaluator makes a list at (a list written in the flow, a range).
   */
  private combine(parts: Cost[], size: (parts: Cost[]) => number, extra = 0, makesList = false): Cost {
    const uses = new Map<string, number>();
    for (const part of parts) for (const [name, n] of part.uses) uses.set(name, (uses.get(name) ?? 0) + n);
    const own = size(parts);
    // Loops rather than Math.max(...list): a list written in a flow may have more items than a call takes arguments.
    let work = 1 + extra;
    let peak = makesList ? own : 0;
    let depth = 0;
    for (const p of parts) {
      work += p.work;
      peak = Math.max(peak, p.peak);
      depth = Math.max(depth, p.depth);
    }
    return { work, size: own, peak, depth: 1 + depth, uses };
  }
}

function sum(values: number[]): number {
  let total = 0;
  for (const v of values) total += v;
  return total;
}

/** The most numbers `{ range: [from, to] }` makes: exact when both ends are integers written in the flow. */
function rangeLength([from, to]: Expr[]): number {
  if (Number.isInteger(from) && Number.isInteger(to)) return Math.min(Math.max(0, (to as number) - (from as number) + 1), MAX_RANGE);
  return MAX_RANGE;
}
