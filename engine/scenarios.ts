/**
 * Running a flow's scenarios (flows/<id>/scenarios.json, each against the versions it names, or the latest; a new
 * version after the latest counts as the latest, see runsOn): from step 1, each step's answers are submitted and each
 * requested effect gets the scenario's result, until the run stops (or `stopAfter`); the last decision is compared with `expect`.
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

/**
 * runsOn(scenario, version, set): does the scenario run against this version? A scenario that names versions runs on
 * those; one that names none runs on the latest. A version after `set.latestVersion` (a draft, numbered after the
 * newest existing version) counts as the latest: the scenarios of the latest version run on it too, except those
 * pinned to versions that end before the latest (e.g. `[1]` when the latest is 2). So with versions 1 and 2,
 * `[1, 2]` and no versions run on a draft 3, `[1]` does not. `latestVersion` must be the newest version other than
 * the draft being checked. A draft that already has scenarios of its own (naming its number: a reshaped questionnaire,
 * whose steps the latest's scenarios no longer describe) runs only those.
 */
export function runsOn(scenario: Scenario, version: number, set: ScenarioSet): boolean {
  if (version > set.latestVersion && set.scenarios.some((s) => s.versions?.includes(version))) return scenario.versions?.includes(version) === true;
  const as = version > set.latestVersion ? set.latestVersion : version;
  return scenario.versions ? scenario.versions.includes(as) : as === set.latestVersion;
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

/** One scenario played on one version: where it is in the scenarios file, and what differed (none: it passed). */
export interface ScenarioOutcome {
  scenario: Scenario;
  /** JSON pointer of the scenario in the scenarios file (/scenarios/i). */
  pointer: string;
  /** Each difference from what the scenario expects, pointing into the scenarios file; empty when it passed. */
  failures: Problem[];
}

function playOne(flow: Flow, mine: readonly Scenario[], scenario: Scenario, pointer: string): Problem[] {
  const resolved = resolveScenario(mine, scenario);
  if (typeof resolved === 'string') return [{ pointer, message: resolved }];
  let trace: RunTrace | string;
  try {
    trace = playScenario(flow, resolved);
  } catch (error) {
    trace = `the engine failed: ${error instanceof Error ? error.message : String(error)}`;
  }
  if (typeof trace === 'string') return [{ pointer, message: trace }];
  return compareOutcome(scenario.expect, trace, flow).map((message) => ({ pointer: `${pointer}/expect`, message }));
}

/** playScenarios(flow, set) → every scenario that runs against this version of the flow (runsOn), in the file's order, played. */
export function playScenarios(flow: Flow, set: ScenarioSet): ScenarioOutcome[] {
  const mine = scenariosFor(set, flow.version);
  const outcomes: ScenarioOutcome[] = [];
  set.scenarios.forEach((scenario, i) => {
    if (!runsOn(scenario, flow.version, set)) return;
    const pointer = `/scenarios/${i}`;
    outcomes.push({ scenario, pointer, failures: playOne(flow, mine, scenario, pointer) });
  });
  return outcomes;
}

/**
 * runScenarios(flow, set) → problems (pointer /scenarios/i... into the scenarios file) for every scenario that runs
 * against this version of the flow and does not end as expected.
 */
export function runScenarios(flow: Flow, set: ScenarioSet): Problem[] {
  return playScenarios(flow, set).flatMap(({ scenario, failures }) =>
    failures.map((p) => ({ pointer: p.pointer, message: `scenario '${scenario.id}': ${p.message}` })),
  );
}
