/**
 * Walking expressions without evaluating them: the references they make (for the static analysis) and partial
 * evaluation (for the step view, where everything but this step's answers is already known).
 */
import type { Expr } from '#schemas/generated/flow.ts';
import { evaluate, type Scope, type Value } from './expression.ts';

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

/**
 * Partially evaluates `expr`: references to questions for which `live` is true stay, everything else (other answers,
 * constants, computed values, effects, env) becomes literal values; computed values are inlined first.
 * foldExpr({ and: [{ chosen: ['q-state', 'state-KY'] }, { answered: 'q-zip' }] }, scope, (id) => id === 'q-zip', defs)
 *   → { and: [true, { answered: 'q-zip' }] }, or false when the state is not Kentucky.
 */
export function foldExpr(
  expr: Expr,
  scope: Scope,
  live: (questionId: string) => boolean,
  computedDefs: Readonly<Record<string, Expr>> | undefined,
  depth = 0,
): Expr {
  if (expr === null || typeof expr !== 'object') return expr;
  if (depth > 64) return null;
  const fold = (e: Expr) => foldExpr(e, scope, live, computedDefs, depth + 1);
  if (Array.isArray(expr)) return expr.map(fold);
  const [key, arg] = onlyEntry(expr);
  if ((QUESTION_OPS as readonly string[]).includes(key)) return live(String(arg)) ? expr : evaluate(expr, scope);
  if (key === 'chosen') return Array.isArray(arg) && live(String(arg[0])) ? expr : evaluate(expr, scope);
  if (key === 'computed') {
    const def = computedDefs?.[String(arg)];
    return def === undefined ? null : fold(def);
  }
  if (key === 'const' || key === 'effect' || key === 'env') return evaluate(expr, scope);
  const sub = Array.isArray(arg) ? (arg as Expr[]).map(fold) : fold(arg as Expr);
  const folded = { [key]: sub } as Expr;
  const literal = Array.isArray(sub) ? sub.every(isLiteral) : isLiteral(sub);
  return literal ? evaluate(folded, scope) : folded;
}
