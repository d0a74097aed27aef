/**
 * The flow check's bound on what its expressions can cost (decision 039): no expression may need more work, make a
 * larger list or nest deeper than EXPRESSION_BUDGET allows (the chains of computed values are bounded before, by
 * computed-graph.ts), and all of them together
 * stay within the flow's share. Worked out from the flow alone (expression-cost.ts), so a flow that passes never
 * reaches the evaluator's budget, whatever people answer. A problem is reported where it starts: at a computed value
 * whose own parts are within the limits, or at an expression that goes over them with computed values that do not.
 */
import { EXPRESSION_BUDGET } from './expression-budget.ts';
import { CostModel, type Cost } from './expression-cost.ts';
import { expressionSites, type ExpressionSite } from './flow-expressions.ts';
import type { FlowIndex } from './flow-index.ts';
import type { Problem } from './problem.ts';

type Limit = 'peak' | 'work' | 'depth';

const LIMITS: Record<Limit, number> = {
  peak: EXPRESSION_BUDGET.size,
  work: EXPRESSION_BUDGET.work,
  depth: EXPRESSION_BUDGET.depth,
};

const n = (value: number) => (Number.isFinite(value) ? Math.round(value).toLocaleString('en-US') : 'more than any number of');

/** "it uses 'c3' twice" for the computed value that weighs most among those it uses (none: ''). */
function heaviestUse(cost: Cost, model: CostModel, limit: Limit): string {
  let heaviest: { name: string; times: number; weight: number } | undefined;
  for (const [name, times] of cost.uses) {
    const used = model.ofComputed(name);
    const weight = times * (limit === 'peak' ? used.size : limit === 'work' ? used.work : used[limit]);
    if (!heaviest || weight > heaviest.weight) heaviest = { name, times, weight };
  }
  if (!heaviest) return '';
  const used = model.ofComputed(heaviest.name);
  const times = heaviest.times === 1 ? 'once' : heaviest.times === 2 ? 'twice' : `${heaviest.times} times`;
  if (limit === 'peak') return `: it holds '${heaviest.name}' ${times}, and '${heaviest.name}' can be a list of up to ${n(used.size)} items`;
  if (limit === 'work') return `: it uses '${heaviest.name}' ${times}, and each use works '${heaviest.name}' out again (up to ${n(used.work)} steps)`;
  return `: it uses '${heaviest.name}', itself ${n(used.depth)} levels deep`;
}

function message(site: ExpressionSite, cost: Cost, model: CostModel, limit: Limit): string {
  const what = site.label.charAt(0).toUpperCase() + site.label.slice(1);
  const why = heaviestUse(cost, model, limit);
  switch (limit) {
    case 'peak':
      return `${what} can make a list of up to ${n(cost.peak)} items, more than the ${n(LIMITS.peak)} a questionnaire may work with${why}. `
        + 'Build it from fewer or shorter lists.';
    case 'work':
      return `${what} can take up to ${n(cost.work)} steps to work out for each person, more than the ${n(LIMITS.work)} the portal allows${why}. `
        + 'Use each computed value fewer times, or compare shorter lists.';
    case 'depth':
      return `${what} nests ${n(cost.depth)} levels deep, counting the computed values it uses, more than the ${n(LIMITS.depth)} allowed${why}. `
        + 'Write it with fewer levels.';
  }
}

/** The limits `cost` goes over where none of the computed values it uses already does: where the problem starts. */
function startsHere(cost: Cost, model: CostModel): Limit[] {
  return (Object.keys(LIMITS) as Limit[]).filter((limit) => cost[limit] > LIMITS[limit]
    && [...cost.uses.keys()].every((name) => model.ofComputed(name)[limit] <= LIMITS[limit]));
}

/** checkBudget(indexFlow(flow)) → problems for expressions that could cost more than the evaluator's budget. */
export function checkBudget(index: FlowIndex): Problem[] {
  const model = new CostModel(index);
  const problems: Problem[] = [];
  const evaluated: { site: ExpressionSite; work: number }[] = [];
  for (const site of expressionSites(index.flow)) {
    const cost = site.name !== undefined ? model.ofComputed(site.name) : model.of(site.expr);
    for (const limit of startsHere(cost, model)) problems.push({ pointer: site.pointer, message: message(site, cost, model, limit) });
    // A computed value is evaluated where it is used, and counted there.
    if (site.kind !== 'computed') evaluated.push({ site, work: cost.work });
  }
  if (problems.length) return problems;
  const total = evaluated.reduce((sum, e) => sum + e.work, 0);
  if (total > EXPRESSION_BUDGET.flowWork) {
    const costliest = [...evaluated].sort((a, b) => b.work - a.work).slice(0, 3).map((e) => `${e.site.label} (${n(e.work)})`);
    problems.push({
      pointer: '',
      message: `Together the questionnaire's expressions can take up to ${n(total)} steps to work out for each person, more than the `
        + `${n(EXPRESSION_BUDGET.flowWork)} the portal allows. The costliest are ${costliest.join(', ')}.`,
    });
  }
  return problems;
}
