import jsonPatch, { type Operation } from 'fast-json-patch';
import type { DraftSaved, FlowSummary, FlowVersion, FlowVersionDetail, JsonPatchOperation } from '#schemas/generated/flow-studio-api.ts';
import type { AuditTrail } from '#server/http/audit-trail.ts';
import { createError } from '#server/errors/app-error.ts';
import { catalogued } from '#server/errors/catalogue.ts';
import { nestingProblem } from '#engine/json-nesting.ts';
import { portalPaths } from '#schemas/portal-paths.ts';
import { addressPath } from '#schemas/questionnaire-address.ts';
import { CONSUMER_FLOW_ID } from './flow-addresses.ts';
import { checkStoredVersion } from './flow-check.service.ts';
import { flowHash, flowText } from './flow-hash.ts';
import type { FlowRegistry } from './flow-registry.ts';
import type { StudioPool } from './studio-pool.ts';
import { toFlowVersion, versionContext, type OpenRuns } from './flow-version-view.ts';
import {
  deleteDraft, findDraft, findVersion, insertVersion, listVersionMeta, nextVersionNumber, updateDraft, type FlowVersionRow,
} from './flow-versions.repository.ts';
import type { Db } from '#server/db/database.ts';

/**
 * What the studio's services work with: the database, this process's registry (refreshed after each write), the
 * clock, and the worker threads its heavy work runs on.
 */
export interface StudioDeps {
  db: Db;
  flows: FlowRegistry;
  now: () => Date;
  work: StudioPool;
  openRuns: OpenRuns;
}

const { applyPatch } = jsonPatch;

interface Named {
  title: string;
  address: string | null;
  recordsResponses: boolean;
}

/** The flow's English title, its address and whether it records responses, from any of its versions' JSON. */
function titleOf(definition: string): Named {
  try {
    const json = JSON.parse(definition) as { title?: Record<string, string>; address?: unknown; steps?: { onEnter?: { effect?: unknown } }[] };
    return {
      title: json.title?.en ?? Object.values(json.title ?? {})[0] ?? '',
      address: typeof json.address === 'string' ? json.address : null,
      recordsResponses: (json.steps ?? []).some((s) => s.onEnter?.effect === 'recordResponse'),
    };
  } catch {
    return { title: '', address: null, recordsResponses: false };
  }
}

/** Where people answer a questionnaire: its address, or the portal's own /form for the consumer one (decision 077). */
const publicPath = (flowId: string, address: string | null) => (address ? addressPath(address) : flowId === CONSUMER_FLOW_ID ? portalPaths.form : null);

export async function describeVersion(deps: StudioDeps, row: Omit<FlowVersionRow, 'definition'>): Promise<FlowVersion> {
  return toFlowVersion(row, await versionContext(deps, row.flow_id, [row]));
}

export async function requireVersion(deps: StudioDeps, flowId: string, version: number): Promise<FlowVersionRow> {
  const row = await findVersion(deps.db, flowId, version);
  if (!row) throw createError('NOT_FOUND', `Questionnaire '${flowId}' has no version ${version}.`, 404);
  return row;
}

/** Every flow with its live version, its open draft and how many versions it has. */
export async function listFlows(deps: StudioDeps): Promise<FlowSummary[]> {
  const rows = await listVersionMeta(deps.db);
  const flowIds = [...new Set(rows.map((r) => r.flow_id))];
  return Promise.all(flowIds.map(async (flowId) => {
    const mine = rows.filter((r) => r.flow_id === flowId);
    const ctx = await versionContext(deps, flowId, mine);
    const live = mine.find((r) => r.version === ctx.live) ?? null;
    const draft = mine.find((r) => r.status === 'draft') ?? null;
    const titled = await findVersion(deps.db, flowId, (live ?? draft ?? mine[0]!).version);
    const named: Named = titled ? titleOf(titled.definition) : { title: flowId, address: null, recordsResponses: false };
    return {
      flowId,
      title: named.title,
      address: publicPath(flowId, named.address),
      recordsResponses: named.recordsResponses,
      live: live ? toFlowVersion(live, ctx) : null,
      draft: draft ? toFlowVersion(draft, ctx) : null,
      versions: mine.length,
    };
  }));
}

export async function listFlowVersions(deps: StudioDeps, flowId: string): Promise<FlowVersion[]> {
  const rows = await listVersionMeta(deps.db, flowId);
  if (rows.length === 0) throw createError('NOT_FOUND', `There is no questionnaire '${flowId}'.`, 404);
  const ctx = await versionContext(deps, flowId, rows);
  return rows.map((r) => toFlowVersion(r, ctx));
}

export async function versionDetail(deps: StudioDeps, flowId: string, version: number): Promise<FlowVersionDetail> {
  const row = await requireVersion(deps, flowId, version);
  return { version: await describeVersion(deps, row), definition: JSON.parse(row.definition) as Record<string, unknown> };
}

/**
 * A draft's JSON always names its own flow, version and status: the studio never lets them drift. Nothing nested
 * deeper than any questionnaire is stored: patches, each within the request's own nesting limit, could otherwise
 * build a document too deep for the checks to walk (decision 039).
 */
function asDraftJson(json: unknown, flowId: string, version: number): Record<string, unknown> {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    throw createError('FLOW_PATCH_FAILED', 'A questionnaire version is a JSON object.', 422, { problems: [{ pointer: '', message: 'must be an object' }] });
  }
  const nesting = nestingProblem(json);
  if (nesting) throw createError('FLOW_PATCH_FAILED', `The draft was not saved: at ${nesting.pointer} it ${nesting.message}.`, 422, { problems: [nesting] });
  return { ...(json as Record<string, unknown>), id: flowId, version, status: 'draft' };
}

/** POST /flows/{flowId}/drafts: a new draft, the next version number, copied from `from`. */
export async function createDraft(deps: StudioDeps, audit: AuditTrail, flowId: string, from: number): Promise<FlowVersionDetail> {
  const at = deps.now().toISOString();
  const version = await deps.db.transaction().execute(async (trx) => {
    if (await findDraft(trx, flowId)) throw catalogued('FLOW_DRAFT_EXISTS');
    const source = await findVersion(trx, flowId, from);
    if (!source) throw createError('NOT_FOUND', `Questionnaire '${flowId}' has no version ${from}.`, 404);
    const next = await nextVersionNumber(trx, flowId);
    const definition = flowText(asDraftJson(JSON.parse(source.definition), flowId, next));
    await insertVersion(trx, {
      flow_id: flowId, version: next, status: 'draft', definition, sha256: flowHash(definition), based_on: from, notes: null,
      created_by: audit.actorUserId, created_at: at, updated_at: at, published_by: null, published_at: null, retired_by: null, retired_at: null,
    });
    await audit.record(trx, { action: 'flows.draft.create', entity: 'flow_versions', entityId: `${flowId}@${next}`, detail: { from } }, deps.now());
    return next;
  });
  await deps.flows.refresh();
  return versionDetail(deps, flowId, version);
}

async function storeDraft(deps: StudioDeps, audit: AuditTrail, row: FlowVersionRow, json: unknown, action: string, detail: Record<string, unknown>): Promise<DraftSaved> {
  const definition = flowText(asDraftJson(json, row.flow_id, row.version));
  const at = deps.now().toISOString();
  const saved = await deps.db.transaction().execute(async (trx) => {
    const done = await updateDraft(trx, row.flow_id, row.version, { definition, sha256: flowHash(definition), updatedAt: at });
    if (done) await audit.record(trx, { action, entity: 'flow_versions', entityId: `${row.flow_id}@${row.version}`, detail }, deps.now());
    return done;
  });
  if (!saved) throw catalogued('FLOW_VERSION_LOCKED');
  await deps.flows.refresh();
  const stored = await requireVersion(deps, row.flow_id, row.version);
  return { version: await describeVersion(deps, stored), check: await checkStoredVersion(deps, stored) };
}

async function requireDraft(deps: StudioDeps, flowId: string, version: number): Promise<FlowVersionRow> {
  const row = await requireVersion(deps, flowId, version);
  if (row.status !== 'draft') throw catalogued('FLOW_VERSION_LOCKED');
  return row;
}

/** PUT: the draft's whole JSON replaced; a draft may be saved with problems (they are answered), never a published version. */
export async function replaceDraft(deps: StudioDeps, audit: AuditTrail, flowId: string, version: number, json: unknown): Promise<DraftSaved> {
  const row = await requireDraft(deps, flowId, version);
  return storeDraft(deps, audit, row, json, 'flows.draft.replace', {});
}

/**
 * PATCH: an RFC 6902 JSON Patch applied to a copy, all operations or none. `named` names the change in the audit log
 * when it is not a plain edit (an imported translation).
 */
export async function patchDraft(
  deps: StudioDeps, audit: AuditTrail, flowId: string, version: number, ops: JsonPatchOperation[], named?: { action: string; detail: Record<string, unknown> },
): Promise<DraftSaved> {
  const row = await requireDraft(deps, flowId, version);
  let patched: unknown;
  try {
    patched = applyPatch(JSON.parse(row.definition) as unknown, ops as Operation[], true, false).newDocument;
  } catch (error) {
    // The library reports the failing operation; its index is not reliable once it validates the patch as a whole.
    const failing = (error as { operation?: JsonPatchOperation }).operation;
    const index = Math.max(0, failing ? ops.findIndex((o) => o === failing || (o.op === failing.op && o.path === failing.path)) : ((error as { index?: number }).index ?? 0));
    const op = ops[index];
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw createError('FLOW_PATCH_FAILED', `Change ${index + 1} (${op?.op ?? '?'} ${op?.path ?? ''}) could not be applied: ${reason}. Nothing was saved.`, 422, {
      problems: [{ pointer: op?.path ?? '', message: reason ?? 'could not be applied' }],
    });
  }
  return storeDraft(deps, audit, row, patched, named?.action ?? 'flows.draft.patch', named?.detail ?? { operations: ops.length, paths: [...new Set(ops.map((o) => o.path))].slice(0, 20) });
}

/** DELETE: a draft discarded. */
export async function discardDraft(deps: StudioDeps, audit: AuditTrail, flowId: string, version: number): Promise<void> {
  await requireDraft(deps, flowId, version);
  const done = await deps.db.transaction().execute(async (trx) => {
    const deleted = await deleteDraft(trx, flowId, version);
    if (deleted) await audit.record(trx, { action: 'flows.draft.discard', entity: 'flow_versions', entityId: `${flowId}@${version}` }, deps.now());
    return deleted;
  });
  if (!done) throw catalogued('FLOW_VERSION_LOCKED');
  await deps.flows.refresh();
}
