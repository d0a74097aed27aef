/**
 * The budget every evaluation of flow expressions runs under (decision 039): a count of work (one unit per expression
 * node evaluated, per value compared, per number a `range` makes) and a size for every list a flow makes (one unit
 * per list and per item, nested lists counted through). The flow check refuses a flow whose expressions could need
 * more (flow-budget-check.ts), so on a checked flow the budget is never reached; it is there so that nothing can make
 * an evaluation hang, whatever flow it is given.
 */

/** The limits: work per evaluation of one expression, and the largest list (in items, nested ones counted). */
export const EXPRESSION_BUDGET = {
  /** Units of work one expression of a flow (a rule, a condition, an offer…) may take, computed values included. */
  work: 100_000,
  /** Items of the largest list an expression may make (a list holding lists counts theirs too). */
  size: 10_000,
  /** Computed values that may build on one another in a chain (c2 uses c1, which uses c0: a chain of 3). */
  chain: 16,
  /** Nesting of operators in one expression, computed values it uses counted in (deep nesting exhausts the stack). */
  depth: 64,
  /** Units of work of every expression of a flow together (a step's decision evaluates a share of them). */
  flowWork: 1_000_000,
  /** Units of work of comparing two versions: every rule that changed, tried on its grid of cases (flow-probe.ts). */
  comparison: 5_000_000,
} as const;

/** An evaluation was stopped because it reached its budget: an error the engine turns into a value where it is caught. */
export class ExpressionBudgetExceeded extends Error {
  constructor(
    readonly limit: 'work' | 'size',
    readonly allowed: number,
  ) {
    super(limit === 'work'
      ? `The expression needs more than ${allowed} units of work to evaluate.`
      : `The expression makes a list of more than ${allowed} items.`);
    this.name = 'ExpressionBudgetExceeded';
  }
}

// One evaluation at a time (evaluation is synchronous): the meter of the evaluation under way, or none (limit < 0).
let limit = -1;
let spent = 0;
// The budget error last thrown and not yet answered by withinBudget: a library that catches errors and throws its own
// (XState does, for a guard) cannot hide that the budget was reached.
let reached: ExpressionBudgetExceeded | undefined;

/** Stops the evaluation under way: its `kind` of budget is spent. */
export function budgetReached(kind: ExpressionBudgetExceeded['limit'], allowed: number): never {
  reached = new ExpressionBudgetExceeded(kind, allowed);
  throw reached;
}

/**
 * Runs `fn` under a budget of `work` units, or within the evaluation already under way (a computed value evaluated
 * for an expression shares its budget). metered(() => evaluate(expr, scope)) throws ExpressionBudgetExceeded rather
 * than running on.
 */
export function metered<T>(fn: () => T, work: number = EXPRESSION_BUDGET.work): T {
  if (limit >= 0) return fn();
  limit = work;
  spent = 0;
  try {
    return fn();
  } finally {
    limit = -1;
  }
}

/**
 * workOf(() => evaluate(expr, scope)) → { result, work }: what `fn` returned and the units of work it spent, under a
 * budget of `limit` (for the benches and the tests that hold the flow check's bounds against the evaluator's count).
 */
export function workOf<T>(fn: () => T, work: number = EXPRESSION_BUDGET.work): { result: T; work: number } {
  if (limit >= 0) throw new Error('workOf measures a whole evaluation: it cannot run inside another');
  return metered(() => ({ result: fn(), work: spent }), work);
}

/** Counts `units` of work of the evaluation under way: spend(1) for each node. Only called within `metered`. */
export function spend(units: number): void {
  spent += units;
  if (spent > limit) budgetReached('work', limit);
}

/**
 * withinBudget(() => decide(...), (error) => rejection) → the result of `fn`, or what `exceeded` makes of the error
 * when an evaluation in it reached its budget (even one another library caught and threw again as its own error).
 * Every other error goes on.
 */
export function withinBudget<T>(fn: () => T, exceeded: (error: ExpressionBudgetExceeded) => T): T {
  const outer = reached;
  reached = undefined;
  try {
    return fn();
  } catch (error) {
    const budget = error instanceof ExpressionBudgetExceeded ? error : reached;
    if (budget) return exceeded(budget);
    throw error;
  } finally {
    reached = outer;
  }
}
