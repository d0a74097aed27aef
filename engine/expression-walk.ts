/**
 * Walking expressions without evaluating them: the references they make (for the static analysis) and partial
 * evaluation (for the step view, where everything but this step's answers is already known).
 */
import type { Expr } from '#schemas/generated/flow.ts';
import { evaluate, type Scope, type Value } from './expression.ts';
import { EXPRESSION_BUDGET, metered, spend } from './expression-budget.ts';

type Op = Exclude<Expr, null | boolean | number | string | Expr[]>;

export type Ref =
  | { kind: 'question'; questionId: string }
  | { kind: 'choice'; questionId: string; choiceId: string }
  | { kind: 'const'; name: string }
  | { kind: 'computed'; name: string }
  | { kind: 'effect'; name: string }
  | { kind: 'env'; name: string };

const QUESTION_OPS = ['answer', 'answered', 'choiceValue', 'choiceText'] as const;

function onlyEntry(op: Op): [string, unknown] {
  for (const key in op) return [key, (op as Record<string, unknown>)[key]];
  return ['', undefined];
}

/** Calls `visit` for every reference in `expr`, with the JSON pointer of the referencing operator. */
export function walkRefs(expr: Expr | undefined, pointer: string, visit: (ref: Ref, pointer: string) => void): void {
  if (expr === null || expr === undefined || typeof expr !== 'object') return;
  if (Array.isArray(expr)) {
    expr.forEach((item, i) => walkRefs(item, `${pointer}/${i}`, visit));
    return;
  }
  const [key, arg] = onlyEntry(expr);
  const at = `${pointer}/${key}`;
  if ((QUESTION_OPS as readonly string[]).includes(key)) visit({ kind: 'question', questionId: String(arg) }, at);
  else if (key === 'chosen' && Array.isArray(arg)) visit({ kind: 'choice', questionId: String(arg[0]), choiceId: String(arg[1]) }, at);
  else if (key === 'const' || key === 'computed' || key === 'effect' || key === 'env') visit({ kind: key, name: String(arg) }, at);
  else walkRefs(arg as Expr, at, visit);
}

/** isLiteral([1, 'a', null]) === true; isLiteral({ const: 'x' }) === false */
export function isLiteral(expr: Expr): expr is Value {
  if (expr === null || typeof expr !== 'object') return true;
  return Array.isArray(expr) && expr.every(isLiteral);
}

/** Folding walks the expression and evaluates what it can: at most its own work again (decision 039). */
const FOLD_WORK = 2 * EXPRESSION_BUDGET.work;

/**
 * Partially evaluates `expr`: references to questions for which `live` is true stay, everything else (other answers,
 * constants, computed values, effects, env) becomes literal values; computed values that read a live question are
 * inlined. A part that reads no live question is evaluated as it stands (once, with the scope's cached computed
 * values), so folding costs at most one visit per node plus one evaluation of the whole, under a budget of both.
 * foldExpr({ and: [{ chosen: ['q-state', 'state-KY'] }, { answered: 'q-zip' }] }, scope, (id) => id === 'q-zip', defs)
 *   → { and: [true, { answered: 'q-zip' }] }, or false when the state is not Kentucky.
 */
export function foldExpr(
  expr: Expr,
  scope: Scope,
  live: (questionId: string) => boolean,
  computedDefs: Readonly<Record<string, Expr>> | undefined,
): Expr {
  const liveComputed = new Map<string, boolean>();
  const readsLive = (e: Expr | undefined): boolean => {
    let found = false;
    walkRefs(e, '', (ref) => {
      if (found) return;
      if (ref.kind === 'question' || ref.kind === 'choice') found = live(ref.questionId);
      else if (ref.kind === 'computed') found = computedReadsLive(ref.name);
    });
    return found;
  };
  const computedReadsLive = (name: string): boolean => {
    const known = liveComputed.get(name);
    if (known !== undefined) return known;
    liveComputed.set(name, false); // a cycle reads nothing more
    const reads = readsLive(computedDefs?.[name]);
    liveComputed.set(name, reads);
    return reads;
  };
  const fold = (e: Expr): Expr => {
    spend(1);
    if (e === null || typeof e !== 'object') return e;
    if (!readsLive(e)) return evaluate(e, scope);
    if (Array.isArray(e)) return e.map(fold);
    const [key, arg] = onlyEntry(e);
    if (key === 'computed') return fold(computedDefs?.[String(arg)] ?? null);
    if ((QUESTION_OPS as readonly string[]).includes(key) || key === 'chosen') return e;
    return { [key]: Array.isArray(arg) ? (arg as Expr[]).map(fold) : fold(arg as Expr) } as Expr;
  };
  return metered(() => fold(expr), FOLD_WORK);
}
