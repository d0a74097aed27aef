/**
 * An expression written out for a person reading a change (the studio's diff): `{ "ge": [{ "env": "today" },
 * { "computed": "nextOrderDate" }] }` reads "today ≥ nextOrderDate". Names stay as the flow writes them (question and
 * choice ids, constants, computed values); only the JSON around them goes.
 */
import type { Expr } from '#schemas/generated/flow.ts';

const INFIX: Readonly<Record<string, string>> = {
  eq: '=', ne: '≠', lt: '<', le: '≤', gt: '>', ge: '≥', add: '+', sub: '−', mul: '×', div: '÷',
};

function words(expr: Expr, nested: boolean): string {
  if (expr === null) return 'nothing';
  if (typeof expr === 'string') return `'${expr}'`;
  if (typeof expr !== 'object') return String(expr);
  if (Array.isArray(expr)) return `[${expr.map((e) => words(e, false)).join(', ')}]`;
  const [key, arg] = Object.entries(expr)[0] ?? ['', null];
  const wrap = (text: string) => (nested ? `(${text})` : text);
  const list = Array.isArray(arg) ? (arg as Expr[]) : [arg as Expr];
  switch (key) {
    case 'answer':
    case 'choiceText':
      return `the answer to ${String(arg)}`;
    case 'choiceValue':
      return `the value chosen at ${String(arg)}`;
    case 'answered':
      return `${String(arg)} is answered`;
    case 'chosen':
      return `${String(list[0])} is ${String(list[1])}`;
    case 'const':
    case 'computed':
    case 'effect':
    case 'env':
      return String(arg);
    case 'not':
      return `not ${words(arg as Expr, true)}`;
    case 'and':
    case 'or':
      return wrap(list.map((e) => words(e, true)).join(` ${key} `));
    case 'if':
      return wrap(`if ${words(list[0] ?? null, true)} then ${words(list[1] ?? null, true)} else ${words(list[2] ?? null, true)}`);
    case 'in':
      return wrap(`${words(list[0] ?? null, true)} is one of ${words(list[1] ?? null, true)}`);
    case 'range':
      return `${words(list[0] ?? null, true)} to ${words(list[1] ?? null, true)}`;
    case 'addMonths':
      return wrap(`${words(list[0] ?? null, true)} + ${words(list[1] ?? null, true)} months`);
    default: {
      const infix = INFIX[key];
      if (infix) return wrap(list.map((e) => words(e, true)).join(` ${infix} `));
      return `${key}(${list.map((e) => words(e, false)).join(', ')})`;
    }
  }
}

/** exprWords({ min: [{ computed: 'kitCap' }, 4] }) === 'min(kitCap, 4)'; undefined (no expression) gives null. */
export function exprWords(expr: Expr | undefined): string | null {
  return expr === undefined ? null : words(expr, false);
}
