/**
 * An expression written out for a person reading a change (the studio's diff): `{ "ge": [{ "env": "today" },
 * { "computed": "nextOrderDate" }] }` reads "today ≥ nextOrderDate". Given the flow, questions and choices are named
 * by their English text ('County' is 'My county is not listed'); constants and computed values keep their names.
 */
import type { Expr, Flow } from '#schemas/generated/flow.ts';
import { indexFlow } from './flow-index.ts';
import { localText } from './localise.ts';

const INFIX: Readonly<Record<string, string>> = {
  eq: '=', ne: '≠', lt: '<', le: '≤', gt: '>', ge: '≥', add: '+', sub: '−', mul: '×', div: '÷',
};

type Names = { question(id: string): string; choice(questionId: string, choiceId: string): string };

const BY_ID: Names = { question: (id) => id, choice: (_, id) => id };

function cut(text: string): string {
  return text.length > 40 ? `${text.slice(0, 39).trimEnd()}…` : text;
}

function namesOf(flow: Flow): Names {
  const index = indexFlow(flow);
  return {
    question: (id) => {
      const text = index.questions.get(id)?.question.text;
      return text ? `'${cut(localText(text, 'en'))}'` : id;
    },
    choice: (questionId, choiceId) => {
      const text = index.questions.get(questionId)?.choices.get(choiceId)?.text;
      return text ? `'${cut(localText(text, 'en'))}'` : choiceId;
    },
  };
}

function words(expr: Expr, nested: boolean, names: Names): string {
  if (expr === null) return 'nothing';
  if (typeof expr === 'string') return `'${expr}'`;
  if (typeof expr !== 'object') return String(expr);
  if (Array.isArray(expr)) return `[${expr.map((e) => words(e, false, names)).join(', ')}]`;
  const [key, arg] = Object.entries(expr)[0] ?? ['', null];
  const wrap = (text: string) => (nested ? `(${text})` : text);
  const list = Array.isArray(arg) ? (arg as Expr[]) : [arg as Expr];
  switch (key) {
    case 'answer':
    case 'choiceText':
      return `the answer to ${names.question(String(arg))}`;
    case 'choiceValue':
      return `the value chosen at ${names.question(String(arg))}`;
    case 'answered':
      return `${names.question(String(arg))} is answered`;
    case 'chosen':
      return wrap(`${names.question(String(list[0]))} is ${names.choice(String(list[0]), String(list[1]))}`);
    case 'const':
    case 'computed':
    case 'effect':
    case 'env':
      return String(arg);
    case 'not':
      return `not ${words(arg as Expr, true, names)}`;
    case 'and':
    case 'or':
      return wrap(list.map((e) => words(e, true, names)).join(` ${key} `));
    case 'if':
      return wrap(`if ${words(list[0] ?? null, true, names)} then ${words(list[1] ?? null, true, names)} else ${words(list[2] ?? null, true, names)}`);
    case 'in': {
      // { in: [{ answer: 'q-state' }, ['state-CO', 'state-KY']] }: the choices named by their text.
      const [needle, hay] = list;
      const asked = needle !== null && typeof needle === 'object' && !Array.isArray(needle) ? needle.answer : undefined;
      if (asked !== undefined && Array.isArray(hay) && hay.every((h) => typeof h === 'string')) {
        return wrap(`${words(needle ?? null, true, names)} is one of ${hay.map((id) => names.choice(asked, id)).join(', ')}`);
      }
      return wrap(`${words(list[0] ?? null, true, names)} is one of ${words(list[1] ?? null, true, names)}`);
    }
    case 'range':
      return `${words(list[0] ?? null, true, names)} to ${words(list[1] ?? null, true, names)}`;
    case 'addMonths':
      return wrap(`${words(list[0] ?? null, true, names)} + ${words(list[1] ?? null, true, names)} months`);
    default: {
      const infix = INFIX[key];
      if (infix) return wrap(list.map((e) => words(e, true, names)).join(` ${infix} `));
      return `${key}(${list.map((e) => words(e, false, names)).join(', ')})`;
    }
  }
}

/** exprWords({ min: [{ computed: 'kitCap' }, 4] }) === 'min(kitCap, 4)'; undefined (no expression) gives null. */
export function exprWords(expr: Expr | undefined, flow?: Flow): string | null {
  return expr === undefined ? null : words(expr, false, flow ? namesOf(flow) : BY_ID);
}
