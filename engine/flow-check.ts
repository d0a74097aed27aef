/**
 * Loading and checking a flow: how deeply it nests, the JSON Schema (ajv), then the static analysis (structure, ids,
 * references, translations, what its expressions can cost, reachability with xstate/graph), then, optionally, the
 * flow's own scenarios on the engine.
 */
import type { Flow } from '#schemas/generated/flow.ts';
import { checkBudget } from './flow-budget-check.ts';
import { checkComputedGraph } from './computed-graph.ts';
import { checkFlowSchema } from './flow-schema-check.ts';
import { checkReferences } from './flow-refs-check.ts';
import { checkReachability } from './flow-reachability.ts';
import { checkStructure } from './flow-structure-check.ts';
import { checkTranslations } from './flow-texts-check.ts';
import { indexFlow } from './flow-index.ts';
import { nestingProblem } from './json-nesting.ts';
import type { Problem } from './problem.ts';
import { runScenarios, type ScenarioSet } from './scenarios.ts';

export interface FlowCheck {
  /** The flow, when it has no problems (safe to compile and run). */
  flow: Flow | null;
  problems: Problem[];
}

function unique(problems: Problem[]): Problem[] {
  const seen = new Set<string>();
  return problems.filter((p) => {
    const key = `${p.pointer} ${p.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * checkFlow(JSON.parse(text)) → { flow, problems: [] } for a good flow; { flow: null, problems: [{ pointer, message }] }
 * otherwise. With { scenarios } (the flow's scenarios file) those that run against this version are played too.
 */
export function checkFlow(json: unknown, options: { scenarios?: ScenarioSet } = {}): FlowCheck {
  // The checks below recurse: a document nested deeper than any flow is refused before they walk it.
  const nesting = nestingProblem(json);
  if (nesting) return { flow: null, problems: [nesting] };
  const schemaProblems = checkFlowSchema(json);
  if (schemaProblems.length) return { flow: null, problems: schemaProblems };
  const flow = json as Flow;
  const index = indexFlow(flow);
  // The reference check follows computed values into one another: only once they form no cycle and no long chain.
  const graph = checkComputedGraph(flow);
  const structure = [...checkStructure(flow), ...checkTranslations(flow), ...graph, ...(graph.length ? [] : checkReferences(index))];
  // The machine can only be built from sound step references, and scenarios only run on a sound flow.
  if (structure.length) return { flow: null, problems: unique(structure) };
  // What the expressions can cost is only known once every reference is sound; nothing is evaluated before it holds.
  const budget = checkBudget(index);
  if (budget.length) return { flow: null, problems: budget };
  const reach = checkReachability(flow);
  if (reach.length) return { flow: null, problems: reach };
  const scenarios = options.scenarios ? runScenarios(flow, options.scenarios) : [];
  return { flow: scenarios.length ? null : flow, problems: scenarios };
}

/** loadFlow(json) → the flow, or throws an Error listing every problem (for a server loading its flows at start). */
export function loadFlow(json: unknown, source = 'flow'): Flow {
  const { flow, problems } = checkFlow(json);
  if (!flow) throw new Error(`${source} is not a valid flow:\n${problems.map((p) => `  ${p.pointer || '/'}: ${p.message}`).join('\n')}`);
  return flow;
}
