import type { ScenarioSet } from '#engine/scenarios.ts';
import type { Scenario } from '#schemas/generated/flow-scenarios.ts';
import type { CheckResult } from '#schemas/generated/flow-studio-api.ts';
import { findScenarioSet, findVersion, listVersionMeta, type FlowVersionRow } from './flow-versions.repository.ts';
import type { StudioPool } from './studio-pool.ts';
import type { Db } from '#server/db/database.ts';

/** The flow's scenarios, as held in flow_scenario_sets (an empty list when it has none). */
export async function storedScenarios(db: Db, flowId: string): Promise<Scenario[]> {
  const stored = await findScenarioSet(db, flowId);
  return stored ? (JSON.parse(stored.definition) as { scenarios: Scenario[] }).scenarios : [];
}

/**
 * The scenario set a version is checked with: the flow's scenarios, with the newest version other than this one as the
 * latest, so a draft numbered after it runs the latest version's scenarios (engine/scenarios.ts runsOn).
 */
export async function scenarioSetFor(db: Db, flowId: string, version: number): Promise<ScenarioSet> {
  const others = (await listVersionMeta(db, flowId)).filter((r) => r.version !== version && r.status !== 'draft').map((r) => r.version);
  return { scenarios: await storedScenarios(db, flowId), latestVersion: others.length ? Math.max(...others) : version };
}

/**
 * The JSON of the version a draft was made from, which tells the draft's stale translations (decision 069); null for
 * a version that is not a draft, or a draft made from nothing.
 */
export async function draftBaseline(db: Db, row: FlowVersionRow): Promise<string | null> {
  if (row.status !== 'draft' || row.based_on === null) return null;
  return (await findVersion(db, row.flow_id, row.based_on))?.definition ?? null;
}

/**
 * GET …/check: the schema, the static analysis, the translations and every scenario that runs on this version, and a
 * draft's stale translations, worked out on a studio worker thread (decision 039).
 */
export async function checkStoredVersion(deps: { db: Db; work: StudioPool }, row: FlowVersionRow): Promise<CheckResult> {
  return deps.work.run({
    kind: 'check', definition: row.definition, scenarios: await scenarioSetFor(deps.db, row.flow_id, row.version), baseline: await draftBaseline(deps.db, row),
  });
}
