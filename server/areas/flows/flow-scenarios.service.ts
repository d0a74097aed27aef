import { checkScenariosSchema } from '#engine/flow-schema-check.ts';
import type { Scenario } from '#schemas/generated/flow-scenarios.ts';
import type { AuditTrail } from '#server/http/audit-trail.ts';
import { createError } from '#server/errors/app-error.ts';
import { storedScenarios } from './flow-check.service.ts';
import type { StudioDeps } from './flow-drafts.service.ts';
import { flowHash, flowText } from './flow-hash.ts';
import { listVersionMeta, saveScenarioSet } from './flow-versions.repository.ts';
import type { Db } from '#server/db/database.ts';

export async function saveScenarios(db: Db, flowId: string, scenarios: Scenario[], by: string | null, at: string): Promise<void> {
  const definition = flowText({ scenarios });
  await saveScenarioSet(db, flowId, { definition, sha256: flowHash(definition), by, at });
}

/** GET /flows/{flowId}/scenarios: the flow's scenarios, run against every draft and before every publish. */
export async function listScenarios(deps: StudioDeps, flowId: string): Promise<{ scenarios: Scenario[] }> {
  if ((await listVersionMeta(deps.db, flowId)).length === 0) throw createError('NOT_FOUND', `There is no questionnaire '${flowId}'.`, 404);
  return { scenarios: await storedScenarios(deps.db, flowId) };
}

/**
 * POST /flows/{flowId}/scenarios: adds a scenario (a walk saved in the preview), or replaces the one with its id.
 * Checked against the scenarios schema first; a bad one is refused with its problems and nothing is saved.
 */
export async function saveScenario(deps: StudioDeps, audit: AuditTrail, flowId: string, scenario: Scenario): Promise<{ scenarios: Scenario[] }> {
  const { scenarios } = await listScenarios(deps, flowId);
  const problems = checkScenariosSchema({ scenarios: [scenario] }).map((p) => ({ ...p, pointer: p.pointer.replace(/^\/scenarios\/0/, '/scenario') }));
  if (problems.length) throw createError('VALIDATION_FAILED', 'This scenario cannot be saved: fix the problems listed.', 400, { problems });
  const index = scenarios.findIndex((s) => s.id === scenario.id);
  const next = index === -1 ? [...scenarios, scenario] : scenarios.map((s, i) => (i === index ? scenario : s));
  const at = deps.now().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    await saveScenarios(trx, flowId, next, audit.actorUserId, at);
    await audit.record(trx, {
      action: index === -1 ? 'flows.scenario.add' : 'flows.scenario.replace', entity: 'flow_scenario_sets', entityId: flowId,
      detail: { scenario: scenario.id, description: scenario.description },
    }, deps.now());
  });
  return { scenarios: next };
}
