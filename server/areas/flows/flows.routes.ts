import type { FastifyPluginAsync } from 'fastify';
import type {
  DraftCreate, FlowCreate, JsonPatchOperation, PublishRequest, RollbackRequest, ScenarioSave, TranslationFile, TranslationFormat, TranslationImport,
} from '#schemas/generated/flow-studio-api.ts';
import { auditTrail } from '#server/http/audit-trail.ts';
import { errors } from '#server/http/api-schema.ts';
import {
  createDraft, discardDraft, listFlowVersions, listFlows, patchDraft, replaceDraft, versionDetail, type StudioDeps,
} from './flow-drafts.service.ts';
import { checkStoredVersion } from './flow-check.service.ts';
import { createFlow } from './flow-create.service.ts';
import { studioPool } from './studio-pool.ts';
import { diffVersions, publishDraft, retireVersion, rollBack } from './flow-publish.service.ts';
import { listScenarios, saveScenario } from './flow-scenarios.service.ts';
import { exportTranslations, importTranslationFile, previewTranslationFile, translationTable } from './flow-translations.service.ts';
import { requireVersion } from './flow-drafts.service.ts';
import type { OpenRuns } from './flow-version-view.ts';
import {
  diffQuery, flowDefinitionBody, flowParams, scenarioSetReply, studioApiSchema, studioRef, translationExportQuery, translationsQuery, versionParams,
} from './flows.schemas.ts';

type FlowParams = { flowId: string };

/** The largest translator's file the studio reads (a version's texts as XLIFF are a few hundred kilobytes). */
const TRANSLATION_FILE_LIMIT = 4 * 1024 * 1024;
type VersionParams = { flowId: string; version: number };

/**
 * The questionnaire studio's API under /api/flows (decision 020): admins read versions and edit drafts;
 * only a superAdmin publishes, retires and rolls back. Every change is recorded in audit_log. The runs still open on
 * each version are counted by the area of the runs, which the route table gives (decision 046).
 */
export const studioRoutes = (openRuns: OpenRuns): FastifyPluginAsync => async (app) => {
  app.addSchema(studioApiSchema);
  const deps: StudioDeps = { db: app.db, flows: app.flows, now: () => app.now(), work: studioPool(app.config.studioTaskLimitMs), openRuns };

  app.get('/', {
    config: { access: 'admin', audit: { none: 'no-personal-data' } },
    schema: { summary: 'Every questionnaire with its live version and open draft', response: { 200: { type: 'array', items: studioRef('FlowSummary') }, ...errors() } },
  }, async () => listFlows(deps));

  app.post<{ Body: FlowCreate }>('/', {
    config: { access: 'admin', audit: { action: 'flows.create', entity: 'flow_versions' } },
    schema: {
      summary: 'A new questionnaire: version 1 as a draft, blank or copied from a version of another; refused when its id or address is taken or the address is one the portal itself answers',
      body: studioRef('FlowCreate'), response: { 201: studioRef('FlowVersionDetail'), ...errors(400, 404, 409) },
    },
  }, async (request, reply) => reply.status(201).send(await createFlow(deps, auditTrail(request), request.body)));

  app.get<{ Params: FlowParams }>('/:flowId/versions', {
    config: { access: 'admin', audit: { none: 'no-personal-data' } },
    schema: { summary: 'The versions of a questionnaire, newest first', params: flowParams, response: { 200: { type: 'array', items: studioRef('FlowVersion') }, ...errors(404) } },
  }, async (request) => listFlowVersions(deps, request.params.flowId));

  app.get<{ Params: VersionParams }>('/:flowId/versions/:version', {
    config: { access: 'admin', audit: { none: 'no-personal-data' } },
    schema: { summary: 'A version: its JSON and who made and published it', params: versionParams, response: { 200: studioRef('FlowVersionDetail'), ...errors(404) } },
  }, async (request) => versionDetail(deps, request.params.flowId, request.params.version));

  app.post<{ Params: FlowParams; Body: DraftCreate }>('/:flowId/drafts', {
    config: { access: 'admin', audit: { action: 'flows.draft.create', entity: 'flow_versions' } },
    schema: { summary: 'A new draft copied from a version (one open draft per questionnaire)', params: flowParams, body: studioRef('DraftCreate'), response: { 201: studioRef('FlowVersionDetail'), ...errors(404, 409) } },
  }, async (request, reply) => reply.status(201).send(await createDraft(deps, auditTrail(request), request.params.flowId, request.body.from)));

  app.put<{ Params: VersionParams; Body: Record<string, unknown> }>('/:flowId/versions/:version', {
    config: { access: 'admin', audit: { action: 'flows.draft.replace', entity: 'flow_versions' } },
    schema: { summary: 'Replace a draft\'s whole JSON; answers its check', params: versionParams, body: flowDefinitionBody, response: { 200: studioRef('DraftSaved'), ...errors(404, 409, 422) } },
  }, async (request) => replaceDraft(deps, auditTrail(request), request.params.flowId, request.params.version, request.body));

  app.patch<{ Params: VersionParams; Body: JsonPatchOperation[] }>('/:flowId/versions/:version', {
    config: { access: 'admin', audit: { action: 'flows.draft.patch', entity: 'flow_versions' } },
    schema: { summary: 'Change a draft with a JSON Patch (RFC 6902), all or nothing; answers its check', params: versionParams, body: studioRef('JsonPatch'), response: { 200: studioRef('DraftSaved'), ...errors(404, 409, 422) } },
  }, async (request) => patchDraft(deps, auditTrail(request), request.params.flowId, request.params.version, request.body));

  app.delete<{ Params: VersionParams }>('/:flowId/versions/:version', {
    config: { access: 'admin', audit: { action: 'flows.draft.discard', entity: 'flow_versions' } },
    schema: { summary: 'Discard a draft', params: versionParams, response: { 204: { type: 'null' }, ...errors(404, 409) } },
  }, async (request, reply) => {
    await discardDraft(deps, auditTrail(request), request.params.flowId, request.params.version);
    return reply.status(204).send();
  });

  app.get<{ Params: VersionParams }>('/:flowId/versions/:version/check', {
    config: { access: 'admin', audit: { none: 'no-personal-data' } },
    schema: { summary: 'Check a version: schema, static analysis, translations and every scenario', params: versionParams, response: { 200: studioRef('CheckResult'), ...errors(404) } },
  }, async (request) => checkStoredVersion(deps, await requireVersion(deps, request.params.flowId, request.params.version)));

  app.get<{ Params: FlowParams; Querystring: { from: number; to: number } }>('/:flowId/diff', {
    config: { access: 'admin', audit: { none: 'no-personal-data' } },
    schema: { summary: 'The changes between two versions in plain language, breaking ones marked', params: flowParams, querystring: diffQuery, response: { 200: studioRef('FlowDiff'), ...errors(404, 422) } },
  }, async (request) => diffVersions(deps, request.params.flowId, request.query.from, request.query.to));

  app.post<{ Params: VersionParams; Body: PublishRequest }>('/:flowId/versions/:version/publish', {
    config: { access: 'superAdmin', audit: { action: 'flows.publish', entity: 'flow_versions' } },
    schema: { summary: 'Publish a draft: new runs take it at once', params: versionParams, body: studioRef('PublishRequest'), response: { 200: studioRef('FlowVersion'), ...errors(404, 409, 422) } },
  }, async (request) => publishDraft(deps, auditTrail(request), request.params.flowId, request.params.version, request.body));

  app.post<{ Params: VersionParams }>('/:flowId/versions/:version/retire', {
    config: { access: 'superAdmin', audit: { action: 'flows.retire', entity: 'flow_versions' } },
    schema: { summary: 'Retire a published version that is not live; its open runs still finish', params: versionParams, response: { 200: studioRef('FlowVersion'), ...errors(404, 409) } },
  }, async (request) => retireVersion(deps, auditTrail(request), request.params.flowId, request.params.version));

  app.post<{ Params: VersionParams; Body: RollbackRequest | undefined }>('/:flowId/versions/:version/rollback', {
    config: { access: 'superAdmin', audit: { action: 'flows.rollback', entity: 'flow_versions' } },
    schema: { summary: 'Publish an earlier version\'s content again, as a new version', params: versionParams, body: studioRef('RollbackRequest'), response: { 200: studioRef('FlowVersion'), ...errors(404, 409, 422) } },
  }, async (request) => rollBack(deps, auditTrail(request), request.params.flowId, request.params.version, request.body?.notes));

  app.get<{ Params: FlowParams }>('/:flowId/scenarios', {
    config: { access: 'admin', audit: { none: 'no-personal-data' } },
    schema: { summary: 'The questionnaire\'s scenarios', params: flowParams, response: { 200: scenarioSetReply, ...errors(404) } },
  }, async (request) => listScenarios(deps, request.params.flowId));

  app.post<{ Params: FlowParams; Body: ScenarioSave }>('/:flowId/scenarios', {
    config: { access: 'admin', audit: { action: 'flows.scenario.add', entity: 'flow_scenario_sets', id: 'params.flowId' } },
    schema: { summary: 'Add a scenario under a name, its id made from the name; a name taken already is refused', params: flowParams, body: studioRef('ScenarioSave'), response: { 200: scenarioSetReply, ...errors(400, 404, 409) } },
  }, async (request) => saveScenario(deps, auditTrail(request), request.params.flowId, request.body));

  app.get<{ Params: VersionParams; Querystring: { locale?: string } }>('/:flowId/versions/:version/translations', {
    config: { access: 'admin', audit: { none: 'no-personal-data' } },
    schema: { summary: 'Every text of a version in its source language and another, with what is missing or changed', params: versionParams, querystring: translationsQuery, response: { 200: studioRef('TranslationTable'), ...errors(404) } },
  }, async (request) => translationTable(deps, request.params.flowId, request.params.version, request.query.locale));

  app.get<{ Params: VersionParams; Querystring: { locale?: string; format: TranslationFormat } }>('/:flowId/versions/:version/translations/export', {
    config: { access: 'admin', audit: { none: 'no-personal-data' } },
    schema: { summary: 'The texts of a version as a file for a translator (XLIFF 2.0 or CSV)', params: versionParams, querystring: translationExportQuery, produces: ['application/xliff+xml', 'text/csv'], response: { ...errors(404) } },
  }, async (request, reply) => {
    const file = await exportTranslations(deps, request.params.flowId, request.params.version, request.query.locale, request.query.format);
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('cache-control', 'no-store')
      .send(file.body);
  });

  app.post<{ Params: VersionParams; Body: TranslationFile }>('/:flowId/versions/:version/translations/preview', {
    config: { access: 'admin', audit: { action: 'flows.draft.translations-preview', entity: 'flow_versions' } },
    bodyLimit: TRANSLATION_FILE_LIMIT,
    schema: { summary: 'What a translator\'s file (XLIFF 2.0 or CSV) would change in a draft, each text before and after, and what it refuses; nothing applied', params: versionParams, body: studioRef('TranslationFile'), response: { 200: studioRef('TranslationPreview'), ...errors(404, 409, 422) } },
  }, async (request) => previewTranslationFile(deps, auditTrail(request), request.params.flowId, request.params.version, request.body));

  app.post<{ Params: VersionParams; Body: TranslationImport }>('/:flowId/versions/:version/translations', {
    config: { access: 'admin', audit: { action: 'flows.draft.translations', entity: 'flow_versions' } },
    bodyLimit: TRANSLATION_FILE_LIMIT,
    schema: { summary: 'Apply a previewed translator\'s file to a draft: the changes its preview listed, translations only; refused texts left as they are', params: versionParams, body: studioRef('TranslationImport'), response: { 200: studioRef('TranslationImported'), ...errors(404, 409, 422) } },
  }, async (request) => importTranslationFile(deps, auditTrail(request), request.params.flowId, request.params.version, request.body));
};
