import { checkFlow } from '#engine/flow-check.ts';
import { runsOn } from '#engine/scenarios.ts';
import type { Flow } from '#schemas/generated/flow.ts';
import type { Scenario } from '#schemas/generated/flow-scenarios.ts';
import type { FlowDiff, FlowVersion, PublishRequest } from '#schemas/generated/flow-studio-api.ts';
import type { AuditTrail } from '#server/http/audit-trail.ts';
import { createError } from '#server/errors/app-error.ts';
import { catalogued } from '#server/errors/catalogue.ts';
import { draftBaseline, scenarioSetFor } from './flow-check.service.ts';
import { staleTranslationWords } from '#engine/stale-translations.ts';
import { describeVersion, requireVersion, type StudioDeps } from './flow-drafts.service.ts';
import { flowHash, flowText } from './flow-hash.ts';
import { saveScenarios } from './flow-scenarios.service.ts';
import { requireFreeAddress } from './flow-addresses.ts';
import {
  findLive, insertVersion, markPublished, markRetired, nextPublishedAt, nextVersionNumber, type FlowVersionRow,
} from './flow-versions.repository.ts';

const parse = (row: FlowVersionRow) => JSON.parse(row.definition) as Flow;

/** The scenarios, those chosen and naming their versions also naming `version` (so the exported set runs them on it). */
function withVersion(scenarios: readonly Scenario[], chosen: (s: Scenario) => boolean, version: number): Scenario[] {
  return scenarios.map((s) => (s.versions && chosen(s) && !s.versions.includes(version) ? { ...s, versions: [...s.versions, version] } : s));
}

/** GET …/diff?from=&to=: the changes from one version to another in plain language, and the runs still open on `from`. */
export async function diffVersions(deps: StudioDeps, flowId: string, from: number, to: number): Promise<FlowDiff> {
  const [older, newer] = [await requireVersion(deps, flowId, from), await requireVersion(deps, flowId, to)];
  const compared = await deps.work.run({ kind: 'diff', from: older.definition, to: newer.definition });
  if ('unsound' in compared) {
    throw createError('FLOW_CHECKS_FAILED', `Version ${compared.unsound.version} has problems to fix before it can be compared.`, 422, { problems: compared.unsound.problems });
  }
  const { groups } = compared;
  const changes = groups.flatMap((g) => g.changes);
  const runs = await deps.openRuns(deps.db, flowId);
  return { flowId, from, to, changes, groups, breaking: changes.filter((c) => c.breaking).length, runsInProgress: runs.get(from) ?? 0 };
}

/**
 * POST …/publish (superAdmin): the draft becomes the live version at once, on every server process (each looks for
 * new versions every FLOW_REFRESH_MS). Refused with every problem and failing scenario unless all pass; a change
 * that is breaking against the live version needs `acceptBreaking`, a translation written for an English text that
 * changed since `acceptStaleTranslations` (decision 069). Runs in progress finish on their own version.
 * Scenarios that ran on the draft name its version from now on, so the exported scenarios.json keeps running them.
 */
export async function publishDraft(deps: StudioDeps, audit: AuditTrail, flowId: string, version: number, body: PublishRequest): Promise<FlowVersion> {
  const row = await requireVersion(deps, flowId, version);
  if (row.status !== 'draft') throw catalogued('FLOW_VERSION_LOCKED');
  const live = await findLive(deps.db, flowId);
  const set = await scenarioSetFor(deps.db, flowId, version);
  const { check, breaking, stale } = await deps.work.run({
    kind: 'publish', draft: row.definition, live: live ? (await requireVersion(deps, flowId, live.version)).definition : null,
    baseline: await draftBaseline(deps.db, row), scenarios: set,
  });
  if (!check.ok) {
    const failed = check.scenarios.filter((s) => !s.passed).map((s) => ({ pointer: '', message: `scenario '${s.name}': ${s.message}` }));
    throw catalogued('FLOW_CHECKS_FAILED', undefined, { problems: [...check.problems, ...failed] });
  }
  const address = parse(row).address;
  if (address !== undefined) await requireFreeAddress(deps.db, address, flowId);
  if (breaking.length && body.acceptBreaking !== true) throw catalogued('FLOW_BREAKING_NOT_ACCEPTED', undefined, { reasons: breaking });
  if (stale.length && body.acceptStaleTranslations !== true) {
    const words = staleTranslationWords(stale, parse(row).locales[0]);
    throw catalogued('FLOW_STALE_TRANSLATIONS_NOT_ACCEPTED', `${words.summary} Read them and accept them to publish, or update them first.`, { reasons: words.lines });
  }
  const definition = flowText({ ...parse(row), status: 'published' });
  const done = await deps.db.transaction().execute(async (trx) => {
    const at = await nextPublishedAt(trx, flowId, deps.now());
    const published = await markPublished(trx, flowId, version, { definition, sha256: flowHash(definition), notes: body.notes, by: audit.actorUserId, at });
    if (!published) return false;
    await saveScenarios(trx, flowId, withVersion(set.scenarios, (s) => runsOn(s, version, set), version), audit.actorUserId, at);
    await audit.record(trx, {
      action: 'flows.publish', entity: 'flow_versions', entityId: `${flowId}@${version}`,
      detail: { previousLive: live?.version ?? null, acceptedBreaking: body.acceptBreaking === true, acceptedStaleTranslations: stale.length },
    }, deps.now());
    return true;
  });
  if (!done) throw catalogued('FLOW_VERSION_LOCKED');
  await deps.flows.refresh();
  return describeVersion(deps, await requireVersion(deps, flowId, version));
}

/** POST …/retire (superAdmin): an old published version is put away; runs pinned to it still finish on it. */
export async function retireVersion(deps: StudioDeps, audit: AuditTrail, flowId: string, version: number): Promise<FlowVersion> {
  const row = await requireVersion(deps, flowId, version);
  if (row.status === 'draft') throw createError('FLOW_VERSION_LOCKED', 'A draft is not retired: discard it instead.', 409);
  if (row.status === 'retired') return describeVersion(deps, row);
  if ((await findLive(deps.db, flowId))?.version === version) throw catalogued('FLOW_VERSION_LIVE');
  const at = deps.now().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    if (await markRetired(trx, flowId, version, audit.actorUserId, at)) {
      await audit.record(trx, { action: 'flows.retire', entity: 'flow_versions', entityId: `${flowId}@${version}` }, deps.now());
    }
  });
  await deps.flows.refresh();
  return describeVersion(deps, await requireVersion(deps, flowId, version));
}

/**
 * POST …/rollback (superAdmin): an earlier version's content published anew as the next version number, so the
 * history only grows and every version keeps its meaning. Checked structurally (it was published before; scenarios
 * written since may describe the newer rules, and rolling back is what an emergency needs).
 */
export async function rollBack(deps: StudioDeps, audit: AuditTrail, flowId: string, version: number, notes: string | undefined): Promise<FlowVersion> {
  const source = await requireVersion(deps, flowId, version);
  if (source.status === 'draft') throw createError('FLOW_VERSION_LOCKED', 'Only a published or retired version can be rolled back to: publish the draft instead.', 409);
  const live = await findLive(deps.db, flowId);
  if (live?.version === version) throw createError('FLOW_VERSION_LIVE', `Version ${version} is the live version already.`, 409);
  const set = await scenarioSetFor(deps.db, flowId, version);
  const next = await deps.db.transaction().execute(async (trx) => {
    const at = await nextPublishedAt(trx, flowId, deps.now());
    const number = await nextVersionNumber(trx, flowId);
    const definition = flowText({ ...parse(source), version: number, status: 'published' });
    const { problems } = checkFlow(JSON.parse(definition));
    if (problems.length) throw catalogued('FLOW_CHECKS_FAILED', undefined, { problems });
    await insertVersion(trx, {
      flow_id: flowId, version: number, status: 'published', definition, sha256: flowHash(definition), based_on: version,
      notes: notes ?? `Rolled back to version ${version}`, created_by: audit.actorUserId, created_at: at, updated_at: at,
      published_by: audit.actorUserId, published_at: at, retired_by: null, retired_at: null,
    });
    // The same content as `version`: the scenarios that ran on it run on the copy.
    await saveScenarios(trx, flowId, withVersion(set.scenarios, (s) => s.versions?.includes(version) === true, number), audit.actorUserId, at);
    await audit.record(trx, {
      action: 'flows.rollback', entity: 'flow_versions', entityId: `${flowId}@${number}`,
      detail: { to: version, previousLive: live?.version ?? null },
    }, deps.now());
    return number;
  });
  await deps.flows.refresh();
  return describeVersion(deps, await requireVersion(deps, flowId, next));
}
