import { checkScenariosSchema } from '#engine/flow-schema-check.ts';
import type { Scenario } from '#schemas/generated/flow-scenarios.ts';
import type { ScenarioSave } from '#schemas/generated/flow-studio-api.ts';
import type { AuditTrail } from '#server/http/audit-trail.ts';
import { createError } from '#server/errors/app-error.ts';
import { storedScenarios } from './flow-check.service.ts';
import type { StudioDeps } from './flow-drafts.service.ts';
import { flowHash, flowText } from './flow-hash.ts';
import { listVersionMeta, saveScenarioSet } from './flow-versions.repository.ts';
import { scenarioId } from './scenario-id.ts';
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
 * POST /flows/{flowId}/scenarios: adds a scenario (a walk saved in the preview) under the name staff give it, its id
 * made from the name (scenario-id.ts, decision 068). Refused when a scenario has that id already (409, naming it), or
 * when the name has no letter or digit; then checked against the scenarios schema, a bad one refused with its problems.
 */
export async function saveScenario(deps: StudioDeps, audit: AuditTrail, flowId: string, body: ScenarioSave): Promise<{ scenarios: Scenario[] }> {
  const { scenarios } = await listScenarios(deps, flowId);
  const name = body.name.trim();
  const id = scenarioId(name);
  if (!id) {
    throw createError('VALIDATION_FAILED', 'Give the scenario a name with at least one letter or digit in it.', 400, {
      problems: [{ pointer: '/name', message: 'needs at least one letter or digit' }],
    });
  }
  const same = scenarios.find((s) => s.id === id);
  if (same) throw createError('FLOW_SCENARIO_EXISTS', `There is a scenario called "${same.name ?? same.description}" already. Give this one another name.`, 409);
  // The walk is the preview's, as the run wrote it down; the scenarios schema checks the whole before it is kept.
  const scenario = { id, name, description: body.description?.trim() || name, ...body.walk } as unknown as Scenario;
  const problems = checkScenariosSchema({ scenarios: [scenario] }).map((p) => ({ ...p, pointer: p.pointer.replace(/^\/scenarios\/0/, '/scenario') }));
  if (problems.length) throw createError('VALIDATION_FAILED', 'This scenario cannot be saved: fix the problems listed.', 400, { problems });
  const next = [...scenarios, scenario];
  const at = deps.now().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    await saveScenarios(trx, flowId, next, audit.actorUserId, at);
    await audit.record(trx, {
      action: 'flows.scenario.add', entity: 'flow_scenario_sets', entityId: flowId, detail: { scenario: id, name },
    }, deps.now());
  });
  return { scenarios: next };
}
