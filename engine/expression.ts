/**
 * The flow's expression language: JSON literals, lists (arrays) and one-operator objects that reference question
 * and choice ids. Evaluation is total: a missing answer or a type mismatch gives null (or false), never an exception,
 * so a run cannot crash on odd answers. It runs under a budget of work and size (expression-budget.ts, decision 039):
 * the one exception it throws is ExpressionBudgetExceeded, which the engine's entry points turn into values.
 * Operators are listed in engine/README.md.
 */
import type { Expr } from '#schemas/generated/flow.ts';
import type { HeldAnswer } from '#schemas/generated/flow-api.ts';
import { addMonths, firstOfNextMonth, longDate } from './dates.ts';
import { budgetReached, EXPRESSION_BUDGET, metered, spend } from './expression-budget.ts';
import { hasVisibleCharacter } from './visible-text.ts';

export type Value = null | boolean | number | string | Value[];

export type EffectKey = 'remainingUnits' | 'hasEarlierOrder' | 'lastOrderDate' | 'consumerId' | 'mrn';

/** Where an expression finds what it references. */
export interface Scope {
  answer(questionId: string): HeldAnswer | undefined;
  /** A choice of a question: its value (or id when it has none) and its text in the scope's locale. */
  choice(questionId: string, choiceId: string): { value: string | number; text: string } | undefined;
  constant(name: string): number | undefined;
  computed(name: string): Value;
  effect(name: EffectKey): Value;
  env(name: 'today' | 'locale'): Value;
}

type Op = Exclude<Expr, null | boolean | number | string | Expr[]>;

/** The most numbers a `range` makes: `{ range: [1, 5000] }` gives 1…1000. */
export const MAX_RANGE = 1000;

/** truthy(0) === false; truthy([]) === false; truthy('CO') === true. null and false are false too. */
export function truthy(value: Value): boolean {
  if (Array.isArray(value)) return value.length > 0;
  return value !== null && value !== false && value !== 0 && value !== '';
}

/** valuesEqual([1, 'a'], [1, 'a']) === true (one unit of work per pair of values compared). */
export function valuesEqual(a: Value, b: Value): boolean {
  return metered(() => equal(a, b));
}

function equal(a: Value, b: Value): boolean {
  spend(1);
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => equal(x, b[i] ?? null));
  }
  return a === b;
}

// The size of a list (itself and its items, nested lists counted through), kept for the large ones: a computed value
// is often a list built from the same lists again, and its size is then known without walking it.
const sizes = new WeakMap<readonly Value[], number>();

/** valueSize([1, [2, 3]]) === 5: one for each list and each item. */
export function valueSize(value: Value): number {
  if (!Array.isArray(value)) return 1;
  const known = sizes.get(value);
  if (known !== undefined) return known;
  let size = 1;
  for (const item of value) size += valueSize(item);
  if (size > 64) sizes.set(value, size);
  return size;
}

/** A list the evaluation made, refused when it is larger than the budget allows. */
function made(list: Value[]): Value[] {
  if (valueSize(list) > EXPRESSION_BUDGET.size) budgetReached('size', EXPRESSION_BUDGET.size);
  return list;
}

function num(value: Value): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

function compare(a: Value, b: Value): number | null {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : a > b ? 1 : 0;
  return null;
}

function arithmetic(items: Expr[], scope: Scope, combine: (acc: number, n: number) => number): Value {
  let acc: number | null = null;
  for (const item of items) {
    const n = num(evaluateNode(item, scope));
    if (n === null) return null;
    acc = acc === null ? n : combine(acc, n);
  }
  return acc;
}

function chosenIds(answer: HeldAnswer | undefined): string[] {
  return answer?.choiceIds ?? [];
}

/**
 * evaluate({ in: [{ choice: 'q-state' }, ['state-CO', 'state-KY']] }, scope) → true or false. Throws
 * ExpressionBudgetExceeded when it would need more work or make a larger list than EXPRESSION_BUDGET allows.
 */
export function evaluate(expr: Expr, scope: Scope): Value {
  return metered(() => evaluateNode(expr, scope));
}

function evaluateNode(expr: Expr, scope: Scope): Value {
  spend(1);
  if (expr === null || typeof expr !== 'object') return expr;
  if (Array.isArray(expr)) return made(expr.map((item) => evaluateNode(item, scope)));
  return evaluateOp(expr, scope);
}

function evaluateOp(op: Op, scope: Scope): Value {
  if (op.answer !== undefined) {
    const answer = scope.answer(op.answer);
    if (!answer) return null;
    if (answer.value !== undefined) return answer.value;
    const ids = chosenIds(answer);
    return ids.length === 0 ? null : ids.length === 1 ? (ids[0] ?? null) : ids;
  }
  if (op.answered !== undefined) return isAnswered(scope.answer(op.answered));
  if (op.chosen !== undefined) return chosenIds(scope.answer(op.chosen[0])).includes(op.chosen[1]);
  if (op.choiceValue !== undefined || op.choiceText !== undefined) {
    const questionId = (op.choiceValue ?? op.choiceText) as string;
    const first = chosenIds(scope.answer(questionId))[0];
    const choice = first === undefined ? undefined : scope.choice(questionId, first);
    if (!choice) return null;
    return op.choiceValue !== undefined ? choice.value : choice.text;
  }
  if (op.const !== undefined) return scope.constant(op.const) ?? null;
  if (op.computed !== undefined) return scope.computed(op.computed);
  if (op.effect !== undefined) return scope.effect(op.effect);
  if (op.env !== undefined) return scope.env(op.env);
  if (op.not !== undefined) return !truthy(evaluateNode(op.not, scope));
  if (op.and !== undefined) return op.and.every((item) => truthy(evaluateNode(item, scope)));
  if (op.or !== undefined) return op.or.some((item) => truthy(evaluateNode(item, scope)));
  if (op.if !== undefined) return truthy(evaluateNode(op.if[0], scope)) ? evaluateNode(op.if[1], scope) : evaluateNode(op.if[2], scope);
  if (op.eq !== undefined) return equal(evaluateNode(op.eq[0], scope), evaluateNode(op.eq[1], scope));
  if (op.ne !== undefined) return !equal(evaluateNode(op.ne[0], scope), evaluateNode(op.ne[1], scope));
  if (op.lt !== undefined) return ordered(op.lt, scope, (c) => c < 0);
  if (op.le !== undefined) return ordered(op.le, scope, (c) => c <= 0);
  if (op.gt !== undefined) return ordered(op.gt, scope, (c) => c > 0);
  if (op.ge !== undefined) return ordered(op.ge, scope, (c) => c >= 0);
  if (op.in !== undefined) {
    const needle = evaluateNode(op.in[0], scope);
    const haystack = evaluateNode(op.in[1], scope);
    return Array.isArray(haystack) && haystack.some((item) => equal(item, needle));
  }
  if (op.add !== undefined) return arithmetic(op.add, scope, (a, n) => a + n);
  if (op.mul !== undefined) return arithmetic(op.mul, scope, (a, n) => a * n);
  if (op.min !== undefined) return arithmetic(op.min, scope, Math.min);
  if (op.max !== undefined) return arithmetic(op.max, scope, Math.max);
  if (op.sub !== undefined) return arithmetic(op.sub, scope, (a, n) => a - n);
  if (op.div !== undefined) {
    const a = num(evaluateNode(op.div[0], scope));
    const b = num(evaluateNode(op.div[1], scope));
    return a === null || b === null || b === 0 ? null : a / b;
  }
  if (op.floor !== undefined) {
    const n = num(evaluateNode(op.floor, scope));
    return n === null ? null : Math.floor(n);
  }
  if (op.range !== undefined) {
    const from = num(evaluateNode(op.range[0], scope));
    const to = num(evaluateNode(op.range[1], scope));
    if (from === null || to === null || !Number.isInteger(from) || !Number.isInteger(to)) return null;
    const length = Math.min(Math.max(0, to - from + 1), MAX_RANGE);
    spend(length);
    return made(Array.from({ length }, (_, i) => from + i));
  }
  if (op.addMonths !== undefined) {
    const date = evaluateNode(op.addMonths[0], scope);
    const months = num(evaluateNode(op.addMonths[1], scope));
    return typeof date === 'string' && months !== null ? addMonths(date, months) : null;
  }
  if (op.firstOfNextMonth !== undefined) {
    const date = evaluateNode(op.firstOfNextMonth, scope);
    return typeof date === 'string' ? firstOfNextMonth(date) : null;
  }
  if (op.longDate !== undefined) {
    const date = evaluateNode(op.longDate, scope);
    const locale = scope.env('locale');
    return typeof date === 'string' ? longDate(date, typeof locale === 'string' ? locale : undefined) : null;
  }
  return null;
}

/** Numbers compare as numbers, strings (ISO dates) as strings; anything else is not ordered and gives false. */
function ordered(pair: [Expr, Expr], scope: Scope, test: (comparison: number) => boolean): boolean {
  const c = compare(evaluateNode(pair[0], scope), evaluateNode(pair[1], scope));
  return c !== null && test(c);
}

/** isAnswered({ value: ' \u200B ' }) === false (no visible character); a ticked or unticked box (true or false) counts as answered. */
export function isAnswered(answer: HeldAnswer | undefined): boolean {
  if (!answer) return false;
  if (answer.value !== undefined) return typeof answer.value === 'string' ? hasVisibleCharacter(answer.value) : true;
  return (answer.choiceIds?.length ?? 0) > 0;
}
