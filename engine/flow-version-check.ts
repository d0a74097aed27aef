/**
 * The check of one version of a flow as the studio shows it: the schema, the static analysis and the translations
 * (checkFlow), then every scenario that runs on this version (runsOn: a draft numbered after the latest version gets
 * the latest version's scenarios) played through the engine, each with its own result.
 */
import type { CheckResult, ScenarioResult } from '#schemas/generated/flow-studio-api.ts';
import { checkFlow } from './flow-check.ts';
import { playScenarios, type ScenarioOutcome, type ScenarioSet } from './scenarios.ts';

function scenarioResult({ scenario, failures }: ScenarioOutcome): ScenarioResult {
  const title = scenario.name ?? scenario.description;
  if (!failures.length) return { name: scenario.id, title, passed: true, message: scenario.description };
  return { name: scenario.id, title, passed: false, message: failures.map((f) => f.message).join('; ') };
}

/**
 * checkVersion(json, set) → { ok, problems, scenarios }. A flow with problems (pointers into the flow) gets no
 * scenario results: the engine only runs a sound flow. ok when there is no problem and every scenario passed; a
 * passed scenario's message is its description (what it proves), a failed one's says what differed.
 */
export function checkVersion(json: unknown, scenarios?: ScenarioSet): CheckResult {
  const { flow, problems } = checkFlow(json);
  if (!flow) return { ok: false, problems, scenarios: [] };
  const results = scenarios ? playScenarios(flow, scenarios).map(scenarioResult) : [];
  return { ok: results.every((r) => r.passed), problems: [], scenarios: results };
}
