/**
 * The computed values of a flow as a graph (each uses the ones it names), checked without recursion before anything
 * walks it recursively: no computed value may depend on itself, and none may be built on a longer chain of computed
 * values than EXPRESSION_BUDGET.chain (decision 039). A flow can list thousands of computed values, each naming the
 * one before, and a walk that recursed along them would exhaust the stack.
 */
import type { Flow } from '#schemas/generated/flow.ts';
import { EXPRESSION_BUDGET } from './expression-budget.ts';
import { walkRefs } from './expression-walk.ts';
import type { Problem } from './problem.ts';

interface Use {
  name: string;
  pointer: string;
}

/** The computed values each computed value names directly, with where it names them. */
function usesOf(flow: Flow): Map<string, Use[]> {
  const defs = flow.computed ?? {};
  const uses = new Map<string, Use[]>();
  for (const [name, expr] of Object.entries(defs)) {
    const list: Use[] = [];
    walkRefs(expr, `/computed/${name}`, (ref, pointer) => {
      if (ref.kind === 'computed' && defs[ref.name] !== undefined) list.push({ name: ref.name, pointer });
    });
    uses.set(name, list);
  }
  return uses;
}

/** One cycle through `start` (start → … → start), found by following uses that stay among the values left in cycles. */
function cycleThrough(start: string, uses: Map<string, Use[]>, inCycles: Set<string>): { trail: string[]; pointer: string } {
  const trail = [start];
  const seen = new Map([[start, 0]]);
  let at = start;
  for (;;) {
    const next = (uses.get(at) ?? []).find((u) => inCycles.has(u.name))!;
    const back = seen.get(next.name);
    if (back !== undefined) return { trail: [...trail.slice(back), next.name], pointer: next.pointer };
    seen.set(next.name, trail.length);
    trail.push(next.name);
    at = next.name;
  }
}

/**
 * checkComputedGraph(flow) → a problem for each cycle of computed values (at the reference that closes it) and for
 * each computed value whose chain first goes over the limit; none for a flow whose computed values are sound.
 */
export function checkComputedGraph(flow: Flow): Problem[] {
  const uses = usesOf(flow);
  // Longest chain of each value, leaves first (Kahn's order): a value is done once every value it uses is.
  const chain = new Map<string, number>();
  const waiting = new Map<string, number>();
  const usedBy = new Map<string, string[]>();
  const ready: string[] = [];
  for (const [name, list] of uses) {
    const distinct = new Set(list.map((u) => u.name));
    waiting.set(name, distinct.size);
    for (const used of distinct) {
      const users = usedBy.get(used);
      if (users) users.push(name);
      else usedBy.set(used, [name]);
    }
    if (distinct.size === 0) ready.push(name);
  }
  const problems: Problem[] = [];
  while (ready.length) {
    const name = ready.pop()!;
    const list = uses.get(name) ?? [];
    const longest = list.reduce((max, u) => Math.max(max, chain.get(u.name) ?? 0), 0);
    const length = list.length ? longest + 1 : 1;
    chain.set(name, length);
    const over = length > EXPRESSION_BUDGET.chain && list.every((u) => (chain.get(u.name) ?? 0) <= EXPRESSION_BUDGET.chain);
    if (over) {
      problems.push({
        pointer: `/computed/${name}`,
        message: `The computed value '${name}' is built on a chain of ${length} computed values, each using the next, more than the `
          + `${EXPRESSION_BUDGET.chain} allowed. Build it in fewer steps.`,
      });
    }
    for (const user of usedBy.get(name) ?? []) {
      const left = waiting.get(user)! - 1;
      waiting.set(user, left);
      if (left === 0) ready.push(user);
    }
  }
  // What is left depends, through some chain, on a cycle: report each cycle once.
  const inCycles = new Set([...uses.keys()].filter((name) => !chain.has(name)));
  const reported = new Set<string>();
  for (const name of inCycles) {
    if (reported.has(name) || !(uses.get(name) ?? []).some((u) => inCycles.has(u.name))) continue;
    const { trail, pointer } = cycleThrough(name, uses, inCycles);
    if (trail.some((n) => reported.has(n))) continue;
    for (const n of trail) reported.add(n);
    problems.push({ pointer, message: `computed value '${trail[0]}' depends on itself (${trail.join(' → ')})` });
  }
  return problems;
}
