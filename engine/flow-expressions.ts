/**
 * Every place a flow holds an expression, with its JSON pointer, when it is evaluated and what a person calls it:
 * the one list the static analysis walks (references, budget), so a new kind of expression is added here once.
 */
import type { Expr, Flow, Rule, Step } from '#schemas/generated/flow.ts';
import { shortText, stepName } from './flow-gates.ts';
import { localText } from './localise.ts';

/** When an expression is evaluated: on step `step`, before its answers (`before`) or with them; `self` a question's own. */
export interface Timing {
  step: number;
  before: boolean;
  self?: string;
}

export interface ExpressionSite {
  pointer: string;
  expr: Expr;
  /** When it is evaluated; null for a computed value (wherever it is used) and an order rule (when an order is placed). */
  timing: Timing | null;
  /** Its part of the flow: a computed value, an order rule, or a step's. */
  kind: 'computed' | 'orderRule' | 'step';
  /** A computed value's name. */
  name?: string;
  /** What a programme manager calls it: "the rule 'refill-interval' (step 6 'Training video')", "the computed value 'kitCap'". */
  label: string;
}

/** "the rule 'A refill may have 1 to {cap} kits.'" (its id when it has no English reason). */
function ruleWords(rule: Rule, what = 'rule'): string {
  return `the ${what} '${shortText(localText(rule.reason, 'en')) || rule.id}'`;
}

function ruleSites(rule: Rule, at: string, label: string, timing: Timing | null, kind: ExpressionSite['kind']): ExpressionSite[] {
  return [
    { pointer: `${at}/check`, expr: rule.check, timing, kind, label },
    ...Object.entries(rule.params ?? {}).map(([name, expr]) => ({ pointer: `${at}/params/${name}`, expr, timing, kind, label: `the value {${name}} in ${label}` })),
  ];
}

function stepSites(step: Step, s: number): ExpressionSite[] {
  const at = `/steps/${s}`;
  const name = stepName(step);
  const during: Timing = { step: step.number, before: false };
  const before: Timing = { step: step.number, before: true };
  const sites: ExpressionSite[] = [];
  const add = (pointer: string, expr: Expr, timing: Timing, label: string) => sites.push({ pointer, expr, timing, kind: 'step', label });
  if (step.eligibility) {
    add(`${at}/eligibility/check`, step.eligibility.check, during, `the eligibility check of ${name}`);
    for (const [n, e] of Object.entries(step.eligibility.params ?? {})) add(`${at}/eligibility/params/${n}`, e, during, `the value {${n}} of the eligibility check of ${name}`);
  }
  (step.rules ?? []).forEach((rule, i) => sites.push(...ruleSites(rule, `${at}/rules/${i}`, `${ruleWords(rule)} (${name})`, during, 'step')));
  if (step.onEnter) {
    for (const [n, e] of Object.entries(step.onEnter.input)) add(`${at}/onEnter/input/${n}`, e, before, `the input '${n}' of the check before ${name}`);
    (step.onEnter.rules ?? []).forEach((rule, i) => sites.push(...ruleSites(rule, `${at}/onEnter/rules/${i}`, `${ruleWords(rule)} (before ${name})`, before, 'step')));
  }
  (step.next ?? []).forEach((branch, i) => {
    if (branch.when !== undefined) add(`${at}/next/${i}/when`, branch.when, during, `the way on from ${name} to the step '${branch.goto}'`);
  });
  step.questions.forEach((q, j) => {
    const qat = `${at}/questions/${j}`;
    const question = `'${shortText(localText(q.text, 'en')) || q.id}' (${name})`;
    if (q.visibleWhen !== undefined) add(`${qat}/visibleWhen`, q.visibleWhen, { ...during, self: q.id }, `the condition that shows ${question}`);
    if (q.offer !== undefined) add(`${qat}/offer`, q.offer, before, `the choices offered at ${question}`);
    if (q.compute !== undefined) add(`${qat}/compute`, q.compute, before, `the answer worked out for ${question}`);
    for (const [n, e] of Object.entries(q.params ?? {})) add(`${qat}/params/${n}`, e, before, `the value {${n}} of ${question}`);
  });
  return sites;
}

/** expressionSites(flow) → every expression of the flow: computed values, order rules, then each step's. */
export function expressionSites(flow: Flow): ExpressionSite[] {
  const sites: ExpressionSite[] = Object.entries(flow.computed ?? {}).map(([name, expr]) => ({
    pointer: `/computed/${name}`, expr, timing: null, kind: 'computed' as const, name, label: `the computed value '${name}'`,
  }));
  for (const kind of ['person', 'request'] as const) {
    (flow.orderRules?.[kind] ?? []).forEach((rule, i) => sites.push(...ruleSites(rule, `/orderRules/${kind}/${i}`, ruleWords(rule, 'order rule'), null, 'orderRule')));
  }
  flow.steps.forEach((step, s) => sites.push(...stepSites(step, s)));
  // A continuation (decision 081) is decided once the run has finished: every answer stands by then.
  const last = flow.steps.at(-1);
  if (flow.continuation && last) {
    const after: Timing = { step: last.number, before: false };
    const where = `the questionnaire '${flow.continuation.flowId}' this one goes on to`;
    sites.push({ pointer: '/continuation/when', expr: flow.continuation.when, timing: after, kind: 'step', label: `the condition of going on to ${where}` });
    for (const [field, expr] of Object.entries(flow.continuation.answers)) {
      sites.push({ pointer: `/continuation/answers/${field}`, expr, timing: after, kind: 'step', label: `the answer '${field}' filled in for ${where}` });
    }
  }
  return sites;
}
