import { resolveScenario, scenariosFor, type ScenarioSet } from '#engine/scenarios.ts';
import type { Flow } from '#schemas/generated/flow.ts';
import type { Scenario } from '#schemas/generated/flow-scenarios.ts';

type StepAnswers = NonNullable<Scenario['steps']>;

/** A step the preview can open at, and the answers that lead there (null: no scenario reaches it). */
export interface PreviewStart {
  number: number;
  title: string;
  /** the scenario whose answers lead there */
  scenarioId: string | null;
  /** what people call it (its name, else its description) */
  scenarioTitle: string | null;
  answers: StepAnswers | null;
}

/**
 * The answers of a scenario that runs on this version and answers every step before `number`, cut to those steps:
 * the preview submits them through the ordinary step path, so it opens at `number` (when the version still
 * accepts them; the server says which step did not).
 */
function leadingTo(number: number, set: ScenarioSet, version: number): { scenarioId: string; scenarioTitle: string; answers: StepAnswers } | null {
  const mine = scenariosFor(set, version);
  for (const scenario of mine) {
    const resolved = resolveScenario(mine, scenario);
    if (typeof resolved === 'string') continue;
    if (resolved.stopAfter !== undefined && resolved.stopAfter < number - 1) continue;
    const before = Array.from({ length: number - 1 }, (_, i) => String(i + 1));
    if (!before.every((n) => resolved.steps[n] && Object.keys(resolved.steps[n]).length > 0)) continue;
    return { scenarioId: scenario.id, scenarioTitle: scenario.name ?? scenario.description, answers: Object.fromEntries(before.map((n) => [n, resolved.steps[n]!])) };
  }
  return null;
}

/** Each step of the version with the answers that open the preview there; step 1 needs none. */
export function previewStarts(flow: Flow, set: ScenarioSet, version: number): PreviewStart[] {
  return flow.steps.map((step) => {
    const title = step.title?.[flow.locales[0]] ?? step.title?.en ?? 'No title yet';
    if (step.number === 1) return { number: 1, title, scenarioId: null, scenarioTitle: null, answers: {} };
    const found = leadingTo(step.number, set, version);
    return { number: step.number, title, scenarioId: found?.scenarioId ?? null, scenarioTitle: found?.scenarioTitle ?? null, answers: found?.answers ?? null };
  });
}
