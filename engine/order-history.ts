/**
 * Which of a flow's rules tell a person's order history (decision 042). Whether someone ordered naloxone, and when,
 * is health information: a refusal that depends on it must not be worded in a reply, where anyone who typed that
 * person's details would read it. The rules are found by reading the flow's expressions, never from a list of rule
 * ids, so every version, published or to come, is covered: a rule tells the history when its check or its words read
 * the effect results `hasEarlierOrder` or `lastOrderDate`, directly or through computed values.
 */
import type { Expr, Flow, Params } from '#schemas/generated/flow.ts';
import type { RunState } from '#schemas/generated/flow-api.ts';
import type { EffectKey } from './expression.ts';
import { walkRefs } from './expression-walk.ts';

/** The effect results that tell whether the person ordered before, and when. */
export const ORDER_HISTORY_FACTS: ReadonlySet<EffectKey> = new Set<EffectKey>(['hasEarlierOrder', 'lastOrderDate']);

/**
 * readsOrderHistory(flow, { computed: 'refillDue' }) === true in the consumer flow (refillDue reads lastOrderDate);
 * readsOrderHistory(flow, { computed: 'kitsInQuota' }) === false.
 */
export function readsOrderHistory(flow: Flow, expr: Expr | undefined): boolean {
  const seen = new Set<string>();
  const reads = (e: Expr | undefined): boolean => {
    let found = false;
    walkRefs(e, '', (ref) => {
      if (found) return;
      if (ref.kind === 'effect') found = ORDER_HISTORY_FACTS.has(ref.name as EffectKey);
      else if (ref.kind === 'computed' && !seen.has(ref.name)) {
        seen.add(ref.name);
        found = reads(flow.computed?.[ref.name]);
      }
    });
    return found;
  };
  return reads(expr);
}

/** Whether a rule's check, or the values its words show, read the order history. */
export function ruleReadsOrderHistory(flow: Flow, rule: { check: Expr; params?: Params }): boolean {
  return readsOrderHistory(flow, rule.check) || Object.values(rule.params ?? {}).some((expr) => readsOrderHistory(flow, expr));
}

const historyRules = new WeakMap<Flow, ReadonlySet<string>>();

/**
 * The ids a run's outcome names (RunOutcome.codes) when it ends by a rule that reads the order history: the ids of
 * such step rules (on submission or on entering a step), and the ids of the steps whose eligibility reads it.
 */
export function historyOutcomeCodes(flow: Flow): ReadonlySet<string> {
  let ids = historyRules.get(flow);
  if (!ids) {
    const found = new Set<string>();
    for (const step of flow.steps) {
      for (const rule of [...(step.rules ?? []), ...(step.onEnter?.rules ?? [])]) if (ruleReadsOrderHistory(flow, rule)) found.add(rule.id);
      if (step.eligibility && ruleReadsOrderHistory(flow, step.eligibility)) found.add(step.id);
    }
    historyRules.set(flow, (ids = found));
  }
  return ids;
}

/** One reason a run ended: its words and its code (a rule's id, a step's id, or the server's code). */
export interface OutcomeReason {
  message: string;
  code: string;
}

/**
 * A finished run's reasons split in two, each in its order: those of the rules that read the order history, and the
 * others. historyReasons(flow, refusedForRefillInterval) → { history: [{ message: 'You can order again from …',
 * code: 'refill-interval' }], others: [] }.
 */
export function historyReasons(flow: Flow, run: Pick<RunState, 'outcome'>): { history: OutcomeReason[]; others: OutcomeReason[] } {
  const codes = historyOutcomeCodes(flow);
  const history: OutcomeReason[] = [];
  const others: OutcomeReason[] = [];
  (run.outcome?.messages ?? []).forEach((message, i) => {
    const code = run.outcome?.codes?.[i] ?? '';
    (codes.has(code) ? history : others).push({ message, code });
  });
  return { history, others };
}
