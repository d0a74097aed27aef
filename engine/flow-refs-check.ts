/**
 * Checking what expressions refer to: known questions, choices of those questions, constants and computed values, and
 * no question answered later than the place the expression is evaluated. Cycles of computed values are found before
 * (computed-graph.ts): this walk follows computed values into one another.
 */
import type { Expr, Flow } from '#schemas/generated/flow.ts';
import type { FlowIndex } from './flow-index.ts';
import { walkRefs } from './expression-walk.ts';
import { expressionSites, type Timing } from './flow-expressions.ts';
import { ORDER_FIELDS } from './order-rules.ts';
import type { Problem } from './problem.ts';

/**
 * The questions each computed value reads, through the computed values it uses, each worked out once: a chain of
 * computed values that use the one before twice would otherwise be walked 2^n times.
 */
class ComputedReads {
  private readonly known = new Map<string, ReadonlySet<string>>();
  private readonly walking = new Set<string>();

  constructor(private readonly flow: Flow) {}

  questions(name: string): ReadonlySet<string> {
    const known = this.known.get(name);
    if (known) return known;
    const expr = this.flow.computed?.[name];
    // A cycle (reported by cycles()) reads nothing more.
    if (expr === undefined || this.walking.has(name)) return new Set();
    this.walking.add(name);
    const out = new Set<string>();
    walkRefs(expr, '', (ref) => {
      if (ref.kind === 'question' || ref.kind === 'choice') out.add(ref.questionId);
      if (ref.kind === 'computed') for (const q of this.questions(ref.name)) out.add(q);
    });
    this.walking.delete(name);
    this.known.set(name, out);
    return out;
  }
}

function checkExpr(index: FlowIndex, reads: ComputedReads, expr: Expr | undefined, at: string, site: Timing | null, problems: Problem[]): void {
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
        if (typeof (flow.constants as Record<string, unknown> | undefined)?.[ref.name] !== 'number') problems.push({ pointer, message: `unknown constant '${ref.name}'` });
        return;
      case 'computed': {
        if (flow.computed?.[ref.name] === undefined) return problems.push({ pointer, message: `unknown computed value '${ref.name}'` });
        for (const q of reads.questions(ref.name)) checkTiming(q, pointer, ` (through computed '${ref.name}')`);
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
  const reads = new ComputedReads(index.flow);
  const problems: Problem[] = [];
  for (const site of expressionSites(index.flow)) {
    checkExpr(index, reads, site.expr, site.pointer, site.timing, problems);
    if (site.kind === 'orderRule') checkOrderRule(index, reads, site.expr, site.pointer, problems);
  }
  return problems;
}

/** Order rules see every answer an order states (requestReason, qty, ndc) and nothing else the person answered. */
function checkOrderRule(index: FlowIndex, reads: ComputedReads, expr: Expr, pointer: string, problems: Problem[]): void {
  const questions = new Set<string>();
  walkRefs(expr, pointer, (ref) => {
    if (ref.kind === 'question' || ref.kind === 'choice') questions.add(ref.questionId);
    if (ref.kind === 'computed') for (const q of reads.questions(ref.name)) questions.add(q);
  });
  for (const questionId of questions) {
    const field = index.questions.get(questionId)?.question.field;
    if (field !== undefined && !ORDER_FIELDS.has(field)) {
      problems.push({ pointer, message: `an order rule knows only the answers an order states (${[...ORDER_FIELDS].join(', ')}), not question '${questionId}'` });
    }
  }
}
