import type { Scenario } from '#schemas/generated/flow-scenarios.ts';
import type {
  CheckResult, DraftSaved, FlowCreate, FlowDiff, FlowSummary, FlowVersion, FlowVersionDetail, JsonPatchOperation, PublishRequest, ScenarioSave, TranslationFile,
  TranslationFormat, TranslationImport, TranslationImported, TranslationPreview, TranslationTable,
} from '#schemas/generated/flow-studio-api.ts';
import type { ScenarioWalk } from '#engine/scenario-from-run.ts';
import type { FunnelReport } from '#schemas/generated/funnel.ts';
import type { FlowRunCreate, FlowRunReply } from '#schemas/generated/flow-run-api.ts';
import { apiClient, type DownloadedFile } from '#web/lib/api-client.ts';

/** The questionnaire studio's calls to /api/flows (server/areas/flows, schemas/flow-studio-api.schema.json). */
const base = (flowId: string) => `/flows/${encodeURIComponent(flowId)}`;
const at = (flowId: string, version: number) => `${base(flowId)}/versions/${version}`;

export const studioKeys = {
  all: ['studio'] as const,
  flows: () => [...studioKeys.all, 'flows'] as const,
  versions: (flowId: string) => [...studioKeys.all, flowId, 'versions'] as const,
  version: (flowId: string, version: number) => [...studioKeys.all, flowId, 'version', version] as const,
  check: (flowId: string, version: number) => [...studioKeys.all, flowId, 'check', version] as const,
  diff: (flowId: string, from: number, to: number) => [...studioKeys.all, flowId, 'diff', from, to] as const,
  scenarios: (flowId: string) => [...studioKeys.all, flowId, 'scenarios'] as const,
  translations: (flowId: string, version: number, locale: string) => [...studioKeys.all, flowId, 'translations', version, locale] as const,
  funnel: (flowId: string, version: number, from: string, to: string) => [...studioKeys.all, flowId, 'funnel', version, from, to] as const,
};

export const studioApi = {
  flows: (signal?: AbortSignal) => apiClient.get<FlowSummary[]>('/flows', { signal }),
  versions: (flowId: string, signal?: AbortSignal) => apiClient.get<FlowVersion[]>(`${base(flowId)}/versions`, { signal }),
  version: (flowId: string, version: number, signal?: AbortSignal) => apiClient.get<FlowVersionDetail>(at(flowId, version), { signal }),
  check: (flowId: string, version: number, signal?: AbortSignal) => apiClient.get<CheckResult>(`${at(flowId, version)}/check`, { signal }),
  diff: (flowId: string, from: number, to: number, signal?: AbortSignal) => apiClient.get<FlowDiff>(`${base(flowId)}/diff`, { query: { from, to }, signal }),
  /** A new questionnaire, its version 1 a draft, blank or a copy (decision 077). */
  createFlow: (body: FlowCreate) => apiClient.post<FlowVersionDetail>('/flows', body),
  createDraft: (flowId: string, from: number) => apiClient.post<FlowVersionDetail>(`${base(flowId)}/drafts`, { from }),
  replace: (flowId: string, version: number, definition: unknown) => apiClient.put<DraftSaved>(at(flowId, version), definition),
  patch: (flowId: string, version: number, ops: JsonPatchOperation[]) => apiClient.patch<DraftSaved>(at(flowId, version), ops),
  discard: (flowId: string, version: number) => apiClient.delete<void>(at(flowId, version)),
  publish: (flowId: string, version: number, body: PublishRequest) => apiClient.post<FlowVersion>(`${at(flowId, version)}/publish`, body),
  retire: (flowId: string, version: number) => apiClient.post<FlowVersion>(`${at(flowId, version)}/retire`),
  rollback: (flowId: string, version: number, notes: string) => apiClient.post<FlowVersion>(`${at(flowId, version)}/rollback`, notes ? { notes } : {}),
  scenarios: (flowId: string, signal?: AbortSignal) => apiClient.get<{ scenarios: Scenario[] }>(`${base(flowId)}/scenarios`, { signal }),
  /** A staff preview run of a version (POST /api/flow-runs with preview: true), shown in the preview frame. */
  startPreview: (body: FlowRunCreate & { preview: true }) => apiClient.post<FlowRunReply>('/flow-runs', body),
  walk: (runId: string) => apiClient.get<ScenarioWalk>(`/flow-runs/${encodeURIComponent(runId)}/walk`),
  saveScenario: (flowId: string, body: ScenarioSave) => apiClient.post<{ scenarios: Scenario[] }>(`${base(flowId)}/scenarios`, body),
  /** Every text in its source language and `locale` (the flow's second language when empty), with what needs work. */
  translations: (flowId: string, version: number, locale: string, signal?: AbortSignal) =>
    apiClient.get<TranslationTable>(`${at(flowId, version)}/translations`, { query: { locale: locale || undefined }, signal }),
  exportTranslations: (flowId: string, version: number, locale: string, format: TranslationFormat) =>
    apiClient.get<DownloadedFile>(`${at(flowId, version)}/translations/export`, { query: { locale, format }, responseType: 'file' }),
  /** What a translator's file would change in a draft; nothing applied (decision 069). */
  previewTranslations: (flowId: string, version: number, body: TranslationFile) => apiClient.post<TranslationPreview>(`${at(flowId, version)}/translations/preview`, body),
  /** The previewed file applied to the draft it was previewed with. */
  importTranslations: (flowId: string, version: number, body: TranslationImport) => apiClient.post<TranslationImported>(`${at(flowId, version)}/translations`, body),
  /** Where people give up in a version, over the days runs started (empty: the last 30 days). */
  funnel: (flowId: string, version: number, from: string, to: string, signal?: AbortSignal) =>
    apiClient.get<FunnelReport>(`${base(flowId)}/funnel`, { query: { version, from: from || undefined, to: to || undefined }, signal }),
};
