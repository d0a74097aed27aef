/**
 * The places where a flow refuses someone or offers them less: a step's eligibility check, its rules (on submission
 * and on entering the step), the order rules, and the choices a question offers. Each gate has a key that stays the
 * same between two versions of a flow (step and rule ids), so the studio's diff can probe both versions gate by gate.
 */
import type { Choice, Expr, Flow, Step } from '#schemas/generated/flow.ts';
import { indexFlow } from './flow-index.ts';
import { walkRefs } from './expression-walk.ts';
import { localText } from './localise.ts';

export interface Gate {
  /** 'step:<stepId>:eligibility', 'step:<stepId>:rule:<ruleId>', 'step:<stepId>:enter:<ruleId>', 'order:<ruleId>' or 'offer:<questionId>'. */
  key: string;
  /** The gate as a person reads it: "the rule 'A refill may have 1 to {cap} kits.'". */
  label: string;
  expr: Expr;
  /** For an offer: the question and its choices in the gate's version. */
  offer?: { questionId: string; choices: readonly Choice[] };
}

/** The English text, cut to a readable length: "Which state should we mail your free naloxone to? …". */
export function shortText(text: string, max = 60): string {
  const one = text.replace(/\s+/g, ' ').trim();
  return one.length > max ? `${one.slice(0, max - 1).trimEnd()}…` : one;
}

/** "step 4 'Reason for requesting'" (a step without a title: "step 4"). */
export function stepName(step: Step): string {
  const title = step.title ? shortText(localText(step.title, 'en')) : '';
  return title ? `step ${step.number} '${title}'` : `step ${step.number}`;
}

/** flowGates(flow) → every gate of the flow, in the order of its steps, the order rules last. */
export function flowGates(flow: Flow): Gate[] {
  const gates: Gate[] = [];
  for (const step of flow.steps) {
    const at = `step:${step.id}`;
    if (step.eligibility) gates.push({ key: `${at}:eligibility`, label: `the eligibility check of ${stepName(step)}`, expr: step.eligibility.check });
    for (const rule of step.rules ?? []) gates.push({ key: `${at}:rule:${rule.id}`, label: `the rule '${shortText(localText(rule.reason, 'en'))}' (${stepName(step)})`, expr: rule.check });
    for (const rule of step.onEnter?.rules ?? []) gates.push({ key: `${at}:enter:${rule.id}`, label: `the rule '${shortText(localText(rule.reason, 'en'))}' (before ${stepName(step)})`, expr: rule.check });
    for (const question of step.questions) {
      if (question.offer === undefined) continue;
      const choices = [...(indexFlow(flow).questions.get(question.id)?.choices.values() ?? [])];
      gates.push({
        key: `offer:${question.id}`,
        label: `the choices offered at '${shortText(localText(question.text, 'en'))}'`,
        expr: question.offer,
        offer: { questionId: question.id, choices },
      });
    }
  }
  for (const rule of [...(flow.orderRules?.person ?? []), ...(flow.orderRules?.request ?? [])]) {
    gates.push({ key: `order:${rule.id}`, label: `the order rule '${shortText(localText(rule.reason, 'en'))}'`, expr: rule.check });
  }
  return gates;
}

/**
 * Every reference an expression makes, the computed values it reads expanded (in each of `flows`), as
 * 'question:<id>', 'choice:<questionId>:<choiceId>', 'const:<name>', 'computed:<name>', 'effect:<name>', 'env:<name>'.
 */
export function deepRefs(flows: readonly Flow[], expr: Expr): Set<string> {
  const refs = new Set<string>();
  const visit = (e: Expr | undefined) =>
    walkRefs(e, '', (ref) => {
      const key = ref.kind === 'question' ? `question:${ref.questionId}`
        : ref.kind === 'choice' ? `choice:${ref.questionId}:${ref.choiceId}` : `${ref.kind}:${ref.name}`;
      if (refs.has(key)) return;
      refs.add(key);
      if (ref.kind === 'choice') refs.add(`question:${ref.questionId}`);
      if (ref.kind === 'computed') for (const flow of flows) visit(flow.computed?.[ref.name]);
    });
  visit(expr);
  return refs;
}

/** The string literals of an expression (choice ids and values it compares answers with). */
export function stringLiterals(expr: Expr | undefined, into: Set<string> = new Set()): Set<string> {
  if (typeof expr === 'string') into.add(expr);
  else if (Array.isArray(expr)) for (const e of expr) stringLiterals(e, into);
  else if (expr !== null && typeof expr === 'object') for (const e of Object.values(expr)) stringLiterals(e as Expr, into);
  return into;
}
