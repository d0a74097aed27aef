/**
 * Running a flow's scenarios (flows/<id>/scenarios.json, each against the versions it names, or the latest): from step 1, each step's answers are submitted and each requested effect
 * gets the scenario's result, until the run stops (or `stopAfter`); the last decision is compared with `expect`.
 */
import type { Flow } from '#schemas/generated/flow.ts';
import type { Scenario, ScenarioAnswer } from '#schemas/generated/flow-scenarios.ts';
import type { EffectName, EffectResult, StepDecision, StepView } from '#schemas/generated/flow-api.ts';
import { applyEffectResult } from './effect-result.ts';
import { decideStep, startRun } from './decide-step.ts';
import type { Problem } from './problem.ts';
import { compareOutcome, type RunTrace } from './scenario-expect.ts';

type Steps = Record<string, Record<string, ScenarioAnswer>>;

interface Resolved {
  env: NonNullable<Scenario['env']>;
  effects: NonNullable<Scenario['effects']>;
  steps: Steps;
  stopAfter: number | undefined;
}

/** The scenarios of a flow's scenarios file, and the latest version of the flow (for those that name no version). */
export interface ScenarioSet {
  scenarios: readonly Scenario[];
  latestVersion: number;
}

/** runsOn(scenario, 2, set) is true when the scenario names version 2, or names none and 2 is the latest. */
export function runsOn(scenario: Scenario, version: number, set: ScenarioSet): boolean {
  return scenario.versions ? scenario.versions.includes(version) : version === set.latestVersion;
}

/** The scenarios of the set that run against `version`, in the file's order. */
export function scenariosFor(set: ScenarioSet, version: number): Scenario[] {
  return set.scenarios.filter((s) => runsOn(s, version, set));
}

/**
 * A scenario with its base chain merged in (answers per step and question; null removes one; stopAfter is
 * inherited). The base is looked up among `scenarios`: those that run against the same version.
 */
export function resolveScenario(scenarios: readonly Scenario[], scenario: Scenario, seen: Set<string> = new Set()): Resolved | string {
  if (seen.has(scenario.id)) return `scenario '${scenario.id}' is its own base`;
  seen.add(scenario.id);
  let base: Resolved = { env: {}, effects: {}, steps: {}, stopAfter: undefined };
  if (scenario.base !== undefined) {
    const parent = scenarios.find((s) => s.id === scenario.base);
    if (!parent) return `base scenario '${scenario.base}' does not exist`;
    const resolved = resolveScenario(scenarios, parent, seen);
    if (typeof resolved === 'string') return resolved;
    base = resolved;
  }
  const steps: Steps = {};
  for (const key of new Set([...Object.keys(base.steps), ...Object.keys(scenario.steps ?? {})])) {
    const merged = { ...base.steps[key], ...scenario.steps?.[key] };
    steps[key] = Object.fromEntries(Object.entries(merged).filter(([, answer]) => answer !== null));
  }
  return {
    env: { ...base.env, ...scenario.env },
    effects: { ...base.effects, ...scenario.effects },
    steps,
    stopAfter: scenario.stopAfter ?? base.stopAfter,
  };
}

function answerItems(answers: Record<string, ScenarioAnswer>): unknown[] {
  return Object.entries(answers).map(([questionId, answer]) => ({ questionId, ...answer }));
}

/** Plays a resolved scenario; returns the trace (decisions, effects asked for, last view) or a problem. */
export function playScenario(flow: Flow, resolved: Resolved): RunTrace | string {
  if (!resolved.env.today) return 'the scenario needs env.today';
  const env = { today: resolved.env.today, ...(resolved.env.locale ? { locale: resolved.env.locale } : {}) };
  const effects: { name: EffectName; input: Record<string, unknown> }[] = [];
  let lastView: StepView | null = null;
  let decision: StepDecision = startRun(flow, env);
  for (let guard = 0; guard < 1000; guard++) {
    if (decision.kind === 'effect') {
      const name = decision.effect.name;
      effects.push({ name, input: decision.effect.input });
      const given = resolved.effects[name];
      if (!given) return `the run asks for ${name}, but the scenario gives no result for it`;
      decision = applyEffectResult(flow, decision.runState, { ...given, effect: name } as EffectResult, env);
      continue;
    }
    if (decision.kind !== 'step') break;
    lastView = decision.view;
    const number = decision.view.number;
    const answers = resolved.steps[String(number)];
    if (decision.view.final || !answers || (resolved.stopAfter !== undefined && number > resolved.stopAfter)) break;
    decision = decideStep(flow, decision.runState, number, answerItems(answers), env);
    if (decision.kind === 'fieldErrors') break;
  }
  return { decision, effects, lastView };
}

/**
 * runScenarios(flow, set) → problems (pointer /scenarios/i... into the scenarios file) for every scenario that runs
 * against this version of the flow and does not end as expected.
 */
export function runScenarios(flow: Flow, set: ScenarioSet): Problem[] {
  const problems: Problem[] = [];
  const mine = scenariosFor(set, flow.version);
  set.scenarios.forEach((scenario, i) => {
    if (!runsOn(scenario, flow.version, set)) return;
    const pointer = `/scenarios/${i}`;
    const resolved = resolveScenario(mine, scenario);
    if (typeof resolved === 'string') return problems.push({ pointer, message: `scenario '${scenario.id}': ${resolved}` });
    let trace: RunTrace | string;
    try {
      trace = playScenario(flow, resolved);
    } catch (error) {
      trace = `the engine failed: ${error instanceof Error ? error.message : String(error)}`;
    }
    if (typeof trace === 'string') return problems.push({ pointer, message: `scenario '${scenario.id}': ${trace}` });
    for (const message of compareOutcome(scenario.expect, trace)) {
      problems.push({ pointer: `${pointer}/expect`, message: `scenario '${scenario.id}': ${message}` });
    }
  });
  return problems;
}
