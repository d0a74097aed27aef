/**
 * The flow's expression language: JSON literals, lists (arrays) and one-operator objects that reference question
 * and choice ids. Evaluation is total: a missing answer or a type mismatch gives null (or false), never an exception,
 * so a run cannot crash on odd answers. Operators are listed in engine/README.md.
 */
import type { Expr } from '#schemas/generated/flow.ts';
import type { HeldAnswer } from '#schemas/generated/flow-api.ts';
import { addMonths, firstOfNextMonth, longDate } from './dates.ts';
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

const MAX_RANGE = 1000;

/** truthy(0) === false; truthy([]) === false; truthy('CO') === true. null and false are false too. */
export function truthy(value: Value): boolean {
  if (Array.isArray(value)) return value.length > 0;
  return value !== null && value !== false && value !== 0 && value !== '';
}

/** valuesEqual([1, 'a'], [1, 'a']) === true */
export function valuesEqual(a: Value, b: Value): boolean {
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => valuesEqual(x, b[i] ?? null));
  }
  return a === b;
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
    const n = num(evaluate(item, scope));
    if (n === null) return null;
    acc = acc === null ? n : combine(acc, n);
  }
  return acc;
}

function chosenIds(answer: HeldAnswer | undefined): string[] {
  return answer?.choiceIds ?? [];
}

/** evaluate({ in: [{ choice: 'q-state' }, ['state-CO', 'state-KY']] }, scope) → true or false */
export function evaluate(expr: Expr, scope: Scope): Value {
  if (expr === null || typeof expr !== 'object') return expr;
  if (Array.isArray(expr)) return expr.map((item) => evaluate(item, scope));
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
  if (op.not !== undefined) return !truthy(evaluate(op.not, scope));
  if (op.and !== undefined) return op.and.every((item) => truthy(evaluate(item, scope)));
  if (op.or !== undefined) return op.or.some((item) => truthy(evaluate(item, scope)));
  if (op.if !== undefined) return truthy(evaluate(op.if[0], scope)) ? evaluate(op.if[1], scope) : evaluate(op.if[2], scope);
  if (op.eq !== undefined) return valuesEqual(evaluate(op.eq[0], scope), evaluate(op.eq[1], scope));
  if (op.ne !== undefined) return !valuesEqual(evaluate(op.ne[0], scope), evaluate(op.ne[1], scope));
  if (op.lt !== undefined) return ordered(op.lt, scope, (c) => c < 0);
  if (op.le !== undefined) return ordered(op.le, scope, (c) => c <= 0);
  if (op.gt !== undefined) return ordered(op.gt, scope, (c) => c > 0);
  if (op.ge !== undefined) return ordered(op.ge, scope, (c) => c >= 0);
  if (op.in !== undefined) {
    const needle = evaluate(op.in[0], scope);
    const haystack = evaluate(op.in[1], scope);
    return Array.isArray(haystack) && haystack.some((item) => valuesEqual(item, needle));
  }
  if (op.add !== undefined) return arithmetic(op.add, scope, (a, n) => a + n);
  if (op.mul !== undefined) return arithmetic(op.mul, scope, (a, n) => a * n);
  if (op.min !== undefined) return arithmetic(op.min, scope, Math.min);
  if (op.max !== undefined) return arithmetic(op.max, scope, Math.max);
  if (op.sub !== undefined) return arithmetic(op.sub, scope, (a, n) => a - n);
  if (op.div !== undefined) {
    const a = num(evaluate(op.div[0], scope));
    const b = num(evaluate(op.div[1], scope));
    return a === null || b === null || b === 0 ? null : a / b;
  }
  if (op.floor !== undefined) {
    const n = num(evaluate(op.floor, scope));
    return n === null ? null : Math.floor(n);
  }
  if (op.range !== undefined) {
    const from = num(evaluate(op.range[0], scope));
    const to = num(evaluate(op.range[1], scope));
    if (from === null || to === null || !Number.isInteger(from) || !Number.isInteger(to)) return null;
    const length = Math.min(Math.max(0, to - from + 1), MAX_RANGE);
    return Array.from({ length }, (_, i) => from + i);
  }
  if (op.addMonths !== undefined) {
    const date = evaluate(op.addMonths[0], scope);
    const months = num(evaluate(op.addMonths[1], scope));
    return typeof date === 'string' && months !== null ? addMonths(date, months) : null;
  }
  if (op.firstOfNextMonth !== undefined) {
    const date = evaluate(op.firstOfNextMonth, scope);
    return typeof date === 'string' ? firstOfNextMonth(date) : null;
  }
  if (op.longDate !== undefined) {
    const date = evaluate(op.longDate, scope);
    const locale = scope.env('locale');
    return typeof date === 'string' ? longDate(date, typeof locale === 'string' ? locale : undefined) : null;
  }
  return null;
}

/** Numbers compare as numbers, strings (ISO dates) as strings; anything else is not ordered and gives false. */
function ordered(pair: [Expr, Expr], scope: Scope, test: (comparison: number) => boolean): boolean {
  const c = compare(evaluate(pair[0], scope), evaluate(pair[1], scope));
  return c !== null && test(c);
}

/** isAnswered({ value: ' \u200B ' }) === false (no visible character); a ticked or unticked box (true or false) counts as answered. */
export function isAnswered(answer: HeldAnswer | undefined): boolean {
  if (!answer) return false;
  if (answer.value !== undefined) return typeof answer.value === 'string' ? hasVisibleCharacter(answer.value) : true;
  return (answer.choiceIds?.length ?? 0) > 0;
}
