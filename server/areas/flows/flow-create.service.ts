import { blankQuestionnaire } from '#engine/blank-questionnaire.ts';
import type { Flow } from '#schemas/generated/flow.ts';
import type { FlowCreate, FlowVersionDetail } from '#schemas/generated/flow-studio-api.ts';
import { createError } from '#server/errors/app-error.ts';
import type { AuditTrail } from '#server/http/audit-trail.ts';
import { requireFreeAddress } from './flow-addresses.ts';
import { versionDetail, type StudioDeps } from './flow-drafts.service.ts';
import { flowHash, flowText } from './flow-hash.ts';
import { findVersion, insertVersion, listVersionMeta } from './flow-versions.repository.ts';

/** A copy of another questionnaire's version, renamed: its steps, questions and effects, under the new id, title and address. */
function copied(source: Flow, body: FlowCreate): Flow {
  const { address: _address, ...rest } = structuredClone(source);
  return { ...rest, id: body.flowId, version: 1, status: 'draft', title: { ...source.title, en: body.title }, address: body.address };
}

/**
 * POST /api/flows (docs/product.md#questionnaires-of-their-own): a new questionnaire whose version 1 is a draft, blank
 * or copied from a version of another. Refused: an id taken, an address malformed, one of the portal's own pages, or
 * held by another questionnaire. From then on the draft is like any other (checks, preview, publish, translations).
 */
export async function createFlow(deps: StudioDeps, audit: AuditTrail, body: FlowCreate): Promise<FlowVersionDetail> {
  const title = body.title.trim();
  if (!title) throw createError('VALIDATION_FAILED', 'Give the questionnaire a title.', 400);
  const at = deps.now().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    if ((await listVersionMeta(trx, body.flowId)).length) {
      throw createError('CONFLICT', `There is a questionnaire with the id '${body.flowId}' already. Choose another id.`, 409);
    }
    await requireFreeAddress(trx, body.address, body.flowId);
    let flow: Flow;
    if (body.copyFrom) {
      const source = await findVersion(trx, body.copyFrom.flowId, body.copyFrom.version);
      if (!source) throw createError('NOT_FOUND', `Questionnaire '${body.copyFrom.flowId}' has no version ${body.copyFrom.version} to copy.`, 404);
      flow = copied(JSON.parse(source.definition) as Flow, { ...body, title });
    } else {
      flow = blankQuestionnaire(body.flowId, title, body.address);
    }
    const definition = flowText(flow);
    await insertVersion(trx, {
      flow_id: body.flowId, version: 1, status: 'draft', definition, sha256: flowHash(definition), based_on: null, notes: null,
      created_by: audit.actorUserId, created_at: at, updated_at: at, published_by: null, published_at: null, retired_by: null, retired_at: null,
    });
    await audit.record(trx, {
      action: 'flows.create', entity: 'flow_versions', entityId: `${body.flowId}@1`,
      detail: { address: body.address, ...(body.copyFrom ? { copyOf: body.copyFrom.flowId, copyVersion: body.copyFrom.version } : {}) },
    }, deps.now());
  });
  await deps.flows.refresh();
  return versionDetail(deps, body.flowId, 1);
}
