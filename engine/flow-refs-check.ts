/**
 * Checking what expressions refer to: known questions, choices of those questions, constants and computed values
 * (without cycles), and no question answered later than the place the expression is evaluated.
 */
import type { Expr, Flow } from '#schemas/generated/flow.ts';
import type { FlowIndex } from './flow-index.ts';
import { walkRefs } from './expression-walk.ts';
import { ORDER_FIELDS } from './order-rules.ts';
import type { Problem } from './problem.ts';

/** Where an expression is evaluated: on step `step`, before its answers (`before`) or with them. */
interface Site {
  step: number;
  before: boolean;
  self?: string;
}

function computedQuestions(flow: Flow, name: string, trail: string[], out: Set<string>, problems: Problem[] | null): void {
  const expr = flow.computed?.[name];
  if (expr === undefined) return;
  walkRefs(expr, `/computed/${name}`, (ref, pointer) => {
    if (ref.kind === 'question' || ref.kind === 'choice') out.add(ref.questionId);
    if (ref.kind !== 'computed') return;
    if (trail.includes(ref.name)) {
      problems?.push({ pointer, message: `computed value '${ref.name}' depends on itself (${[...trail, ref.name].join(' → ')})` });
      return;
    }
    computedQuestions(flow, ref.name, [...trail, ref.name], out, problems);
  });
}

function checkExpr(index: FlowIndex, expr: Expr | undefined, at: string, site: Site | null, problems: Problem[]): void {
  const flow = index.flow;
  const checkTiming = (questionId: string, pointer: string, via: string) => {
    const entry = index.questions.get(questionId);
    if (!site || !entry) return;
    const step = entry.step.number;
    if (site.self === questionId) problems.push({ pointer, message: `question '${questionId}' cannot depend on its own answer${via}` });
    else if (step > site.step || (site.before && step === site.step)) {
      const when = site.before ? `before step ${site.step} is answered` : `on step ${site.step}`;
      problems.push({ pointer, message: `refers to question '${questionId}' of step ${step}${via}, which is not answered yet ${when}` });
    }
  };
  walkRefs(expr, at, (ref, pointer) => {
    switch (ref.kind) {
      case 'question':
      case 'choice': {
        const entry = index.questions.get(ref.questionId);
        if (!entry) return problems.push({ pointer, message: `unknown question '${ref.questionId}'` });
        if (ref.kind === 'choice' && !entry.choices.has(ref.choiceId)) {
          return problems.push({ pointer, message: `'${ref.choiceId}' is not a choice of question '${ref.questionId}'` });
        }
        return checkTiming(ref.questionId, pointer, '');
      }
      case 'const':
        if (typeof (flow.constants as Record<string, unknown>)[ref.name] !== 'number') problems.push({ pointer, message: `unknown constant '${ref.name}'` });
        return;
      case 'computed': {
        if (flow.computed?.[ref.name] === undefined) return problems.push({ pointer, message: `unknown computed value '${ref.name}'` });
        const questions = new Set<string>();
        computedQuestions(flow, ref.name, [ref.name], questions, null);
        for (const q of questions) checkTiming(q, pointer, ` (through computed '${ref.name}')`);
        return;
      }
      default:
        return;
    }
  });
  // Choice ids listed as literals next to a question reference (e.g. { in: [{ answer: q }, ['c1', 'c2']] }).
  checkLiteralChoices(index, expr, at, problems);
}

/** In `{ in: [{ answer: q }, [ids...]] }` and `{ eq: [{ answer: q }, id] }` the literal ids must be choices of q. */
function checkLiteralChoices(index: FlowIndex, expr: Expr | undefined, at: string, problems: Problem[]): void {
  if (expr === null || expr === undefined || typeof expr !== 'object') return;
  if (Array.isArray(expr)) return expr.forEach((e, i) => checkLiteralChoices(index, e, `${at}/${i}`, problems));
  for (const [key, arg] of Object.entries(expr)) {
    if ((key === 'in' || key === 'eq' || key === 'ne') && Array.isArray(arg)) {
      const [left, right] = arg as Expr[];
      const questionId = left && typeof left === 'object' && !Array.isArray(left) ? left.answer : undefined;
      const entry = questionId === undefined ? undefined : index.questions.get(questionId);
      if (entry && entry.choices.size > 0) {
        const literals = key === 'in' && Array.isArray(right) ? right : [right];
        literals.forEach((lit, i) => {
          if (typeof lit === 'string' && !entry.choices.has(lit)) {
            const pointer = key === 'in' && Array.isArray(right) ? `${at}/${key}/1/${i}` : `${at}/${key}/1`;
            problems.push({ pointer, message: `'${lit}' is not a choice of question '${questionId}'` });
          }
        });
      }
    }
    if (arg && typeof arg === 'object') checkLiteralChoices(index, arg as Expr, `${at}/${key}`, problems);
  }
}

/** checkReferences(index) → problems for unknown or out-of-order references in every expression of the flow. */
export function checkReferences(index: FlowIndex): Problem[] {
  const flow = index.flow;
  const problems: Problem[] = [];
  for (const [name, expr] of Object.entries(flow.computed ?? {})) {
    checkExpr(index, expr, `/computed/${name}`, null, problems);
    computedQuestions(flow, name, [name], new Set(), problems);
  }
  checkOrderRules(index, problems);
  flow.steps.forEach((step, s) => {
    const at = `/steps/${s}`;
    const during: Site = { step: step.number, before: false };
    const before: Site = { step: step.number, before: true };
    if (step.eligibility) {
      checkExpr(index, step.eligibility.check, `${at}/eligibility/check`, during, problems);
      for (const [n, e] of Object.entries(step.eligibility.params ?? {})) checkExpr(index, e, `${at}/eligibility/params/${n}`, during, problems);
    }
    (step.rules ?? []).forEach((rule, i) => {
      checkExpr(index, rule.check, `${at}/rules/${i}/check`, during, problems);
      for (const [n, e] of Object.entries(rule.params ?? {})) checkExpr(index, e, `${at}/rules/${i}/params/${n}`, during, problems);
    });
    if (step.onEnter) {
      for (const [n, e] of Object.entries(step.onEnter.input)) checkExpr(index, e, `${at}/onEnter/input/${n}`, before, problems);
      (step.onEnter.rules ?? []).forEach((rule, i) => {
        checkExpr(index, rule.check, `${at}/onEnter/rules/${i}/check`, before, problems);
        for (const [n, e] of Object.entries(rule.params ?? {})) checkExpr(index, e, `${at}/onEnter/rules/${i}/params/${n}`, before, problems);
      });
    }
    (step.next ?? []).forEach((branch, i) => checkExpr(index, branch.when, `${at}/next/${i}/when`, during, problems));
    step.questions.forEach((q, j) => {
      const qat = `${at}/questions/${j}`;
      checkExpr(index, q.visibleWhen, `${qat}/visibleWhen`, { ...during, self: q.id }, problems);
      checkExpr(index, q.offer, `${qat}/offer`, before, problems);
      checkExpr(index, q.compute, `${qat}/compute`, before, problems);
      for (const [n, e] of Object.entries(q.params ?? {})) checkExpr(index, e, `${qat}/params/${n}`, before, problems);
    });
  });
  return problems;
}

/** Order rules see every answer an order states (requestReason, qty, ndc) and nothing else the person answered. */
function checkOrderRules(index: FlowIndex, problems: Problem[]): void {
  const flow = index.flow;
  for (const kind of ['person', 'request'] as const) {
    (flow.orderRules?.[kind] ?? []).forEach((rule, i) => {
      const at = `/orderRules/${kind}/${i}`;
      const exprs: [string, Expr][] = [[`${at}/check`, rule.check], ...Object.entries(rule.params ?? {}).map(([n, e]) => [`${at}/params/${n}`, e] as [string, Expr])];
      for (const [pointer, expr] of exprs) {
        checkExpr(index, expr, pointer, null, problems);
        const questions = new Set<string>();
        walkRefs(expr, pointer, (ref) => {
          if (ref.kind === 'question' || ref.kind === 'choice') questions.add(ref.questionId);
          if (ref.kind === 'computed') computedQuestions(flow, ref.name, [ref.name], questions, null);
        });
        for (const questionId of questions) {
          const field = index.questions.get(questionId)?.question.field;
          if (field !== undefined && !ORDER_FIELDS.has(field)) {
            problems.push({ pointer, message: `an order rule knows only the answers an order states (${[...ORDER_FIELDS].join(', ')}), not question '${questionId}'` });
          }
        }
      }
    });
  }
}
