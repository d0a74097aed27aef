/**
 * How deeply a JSON document nests, measured without recursion: the checks that follow it (the JSON Schema, the
 * static analysis, the evaluator) recurse, and a document nested thousands of levels deep would exhaust their stack.
 */
import type { Problem } from './problem.ts';

/** Deeper than any flow needs (the consumer flow nests 13 levels) and shallow enough for every recursive check. */
export const MAX_FLOW_NESTING = 64;

/** nestingProblem({ a: [[[1]]] }, 2) → { pointer: '/a/0', message: 'nests more than 2 levels deep' }; null when within. */
export function nestingProblem(json: unknown, max: number = MAX_FLOW_NESTING): Problem | null {
  const stack: { value: unknown; pointer: string; depth: number }[] = [{ value: json, pointer: '', depth: 0 }];
  while (stack.length > 0) {
    const { value, pointer, depth } = stack.pop()!;
    if (value === null || typeof value !== 'object') continue;
    if (depth >= max) return { pointer, message: `nests more than ${max} levels deep: a questionnaire is never built this deep` };
    const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
    for (const [key, child] of entries) stack.push({ value: child, pointer: `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`, depth: depth + 1 });
  }
  return null;
}
