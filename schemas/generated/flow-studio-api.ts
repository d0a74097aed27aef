/* eslint-disable */
/**
 * Generated from schemas/flow-studio-api.schema.json by scripts/generate-types.ts (npm run types). Do not edit by hand.
 */

import type { PreviewWalk } from './flow-run-api.ts';

/**
 * draft: editable, never served to the public; published: immutable, the newest published one is live; retired: immutable, serves only the runs already pinned to it.
 *
 * This interface was referenced by `FlowStudioApi`'s JSON-Schema
 * via the `definition` "FlowVersionStatus".
 */
export type FlowVersionStatus = 'draft' | 'published' | 'retired';
/**
 * PATCH /api/flows/{flowId}/versions/{version} (application/json): an RFC 6902 JSON Patch, applied whole or not at all.
 *
 * @minItems 1
 * @maxItems 500
 *
 * This interface was referenced by `FlowStudioApi`'s JSON-Schema
 * via the `definition` "JsonPatch".
 */
export type JsonPatch = [JsonPatchOperation, ...JsonPatchOperation[]];
/**
 * This interface was referenced by `FlowStudioApi`'s JSON-Schema
 * via the `definition` "ChangeKind".
 */
export type ChangeKind =
  | 'text'
  | 'choice-added'
  | 'choice-removed'
  | 'choice-reordered'
  | 'question-added'
  | 'question-removed'
  | 'step-added'
  | 'step-removed'
  | 'rule-changed'
  | 'constant-changed'
  | 'setting-changed';
/**
 * missing: no translation; changed: the source text changed since the version this one is based on while the translation stayed the same; translated otherwise.
 *
 * This interface was referenced by `FlowStudioApi`'s JSON-Schema
 * via the `definition` "TranslationStatus".
 */
export type TranslationStatus = 'missing' | 'changed' | 'translated';
/**
 * xliff: XLIFF 2.0, for translators' tools; csv: a spreadsheet with the columns pointer, the source language, the target language and status.
 *
 * This interface was referenced by `FlowStudioApi`'s JSON-Schema
 * via the `definition` "TranslationFormat".
 */
export type TranslationFormat = 'xliff' | 'csv';

/**
 * Bodies and replies of the questionnaire studio (/api/flows): versions of each flow in the database (draft, published, retired), their checks, the plain-language diff, publish, retire and rollback. Staff only: admins edit drafts; only a superAdmin publishes, retires or rolls back. Use the definitions, e.g. {"$ref": "flow-studio-api.schema.json#/definitions/FlowVersion"}.
 */
export interface FlowStudioApi {
  [k: string]: unknown;
}
/**
 * Who did something: a staff account's id and name (null for the import of flows/ at start).
 *
 * This interface was referenced by `FlowStudioApi`'s JSON-Schema
 * via the `definition` "StaffRef".
 */
export interface StaffRef {
  id: string;
  name: string;
}
/**
 * One version of a flow, without its JSON.
 *
 * This interface was referenced by `FlowStudioApi`'s JSON-Schema
 * via the `definition` "FlowVersion".
 */
export interface FlowVersion {
  flowId: string;
  version: number;
  status: FlowVersionStatus;
  /**
   * true for the version new runs start on (the most recently published)
   */
  live: boolean;
  /**
   * SHA-256 (hex) of the stored JSON text, as flows:export writes it
   */
  sha256: string;
  /**
   * the version a draft was copied from (or a rollback restored); null for imported versions
   */
  basedOn: number | null;
  /**
   * the publish notes (a rollback's notes say which version it restored)
   */
  notes: string | null;
  createdBy: StaffRef | null;
  /**
   * ISO-8601 UTC
   */
  createdAt: string;
  /**
   * ISO-8601 UTC, the last change of a draft
   */
  updatedAt: string;
  publishedBy: StaffRef | null;
  publishedAt: string | null;
  retiredBy: StaffRef | null;
  retiredAt: string | null;
  /**
   * runs pinned to this version that are still answering
   */
  runsInProgress: number;
}
/**
 * GET /api/flows/{flowId}/versions/{version}: the version and its JSON (schemas/flow.schema.json; a draft may not pass its checks yet).
 *
 * This interface was referenced by `FlowStudioApi`'s JSON-Schema
 * via the `definition` "FlowVersionDetail".
 */
export interface FlowVersionDetail {
  version: FlowVersion;
  definition: {
    [k: string]: unknown;
  };
}
/**
 * GET /api/flows item: a flow with its live version and its open draft.
 *
 * This interface was referenced by `FlowStudioApi`'s JSON-Schema
 * via the `definition` "FlowSummary".
 */
export interface FlowSummary {
  flowId: string;
  /**
   * the live (else newest) version's title in English
   */
  title: string;
  live: FlowVersion | null;
  draft: FlowVersion | null;
  /**
   * how many versions the flow has
   */
  versions: number;
  /**
   * where people answer it: the path of the live (else newest) version's address ('/follow-up'), '/form' for the consumer questionnaire, null when it has none
   */
  address: string | null;
  /**
   * the live (else newest) version records a response at its end (the recordResponse effect): GET /api/flows/{flowId}/responses lists them
   */
  recordsResponses: boolean;
}
/**
 * POST /api/flows: a new questionnaire, its version 1 a draft, blank or a copy of another questionnaire's version (decision 077).
 *
 * This interface was referenced by `FlowStudioApi`'s JSON-Schema
 * via the `definition` "FlowCreate".
 */
export interface FlowCreate {
  /**
   * the questionnaire's id: lower-case letters, digits and dashes, a letter first; never changes
   */
  flowId: string;
  /**
   * its title in English
   */
  title: string;
  /**
   * where people answer it: /<address>, lower-case letters, digits and dashes
   */
  address: string;
  copyFrom?: FlowCopySource;
}
export interface FlowCopySource {
  flowId: string;
  version: number;
}
/**
 * POST /api/flows/{flowId}/drafts: a new draft (the next version number) copied from this version. One open draft per flow.
 *
 * This interface was referenced by `FlowStudioApi`'s JSON-Schema
 * via the `definition` "DraftCreate".
 */
export interface DraftCreate {
  from: number;
}
/**
 * One RFC 6902 operation; paths are JSON pointers into the flow.
 *
 * This interface was referenced by `FlowStudioApi`'s JSON-Schema
 * via the `definition` "JsonPatchOperation".
 */
export interface JsonPatchOperation {
  op: 'add' | 'remove' | 'replace' | 'move' | 'copy' | 'test';
  path: string;
  from?: string;
  value?: unknown;
}
/**
 * Something wrong with a flow, where it is: a JSON pointer into the flow ('' for the whole flow).
 *
 * This interface was referenced by `FlowStudioApi`'s JSON-Schema
 * via the `definition` "Problem".
 */
export interface StudioProblem {
  pointer: string;
  message: string;
}
/**
 * One scenario of the flow played on this version through the engine.
 *
 * This interface was referenced by `FlowStudioApi`'s JSON-Schema
 * via the `definition` "ScenarioResult".
 */
export interface ScenarioResult {
  /**
   * the scenario's id
   */
  name: string;
  /**
   * what people call it: its name, else its description
   */
  title: string;
  passed: boolean;
  /**
   * the scenario's description when it passed, what differed when it failed
   */
  message: string;
}
/**
 * GET /api/flows/{flowId}/versions/{version}/check: schema, static analysis, translations and every scenario. ok when there is no problem and every scenario passed.
 *
 * This interface was referenced by `FlowStudioApi`'s JSON-Schema
 * via the `definition` "CheckResult".
 */
export interface CheckResult {
  ok: boolean;
  problems: StudioProblem[];
  scenarios: ScenarioResult[];
  /**
   * a draft's translations written for an English text that has changed since the version it was made from (decision 069): they do not fail the check, and publishing asks for them to be accepted
   */
  staleTranslations?: StaleTranslation[];
}
/**
 * A translation written for the old source text: the source changed since the version the draft was made from, the translation did not (decision 069). Changing the translation clears it.
 *
 * This interface was referenced by `FlowStudioApi`'s JSON-Schema
 * via the `definition` "StaleTranslation".
 */
export interface StaleTranslation {
  /**
   * JSON pointer of the text in the draft
   */
  pointer: string;
  /**
   * the language of the translation
   */
  locale: string;
  /**
   * the source text the translation was written for
   */
  oldSource: string;
  /**
   * the source text now
   */
  source: string;
  translation: string;
}
/**
 * The reply of PUT and PATCH on a draft: the draft as stored and its check result. A draft is stored even when its checks fail (only publishing needs them to pass).
 *
 * This interface was referenced by `FlowStudioApi`'s JSON-Schema
 * via the `definition` "DraftSaved".
 */
export interface DraftSaved {
  version: FlowVersion;
  check: CheckResult;
}
/**
 * One change between two versions, in plain language.
 *
 * This interface was referenced by `FlowStudioApi`'s JSON-Schema
 * via the `definition` "FlowChange".
 */
export interface FlowChange {
  /**
   * JSON pointer in the newer version (in the older one for a removal)
   */
  pointer: string;
  kind: ChangeKind;
  /**
   * e.g. 'Step 3 "Kits", question "How many kits?": the text changed'
   */
  summary: string;
  /**
   * the old value as a person reads it (English text, a number, a rule in words)
   */
  before: string | null;
  after: string | null;
  breaking: boolean;
  /**
   * why it is breaking: the ids stored answers refer to, or the people now refused
   */
  breakingReason: string | null;
  /**
   * a change of translations only: the text in the flow's first language (English) they translate; before and after are then the translations
   */
  source?: string;
  /**
   * a text change: each translation that changed, before and after; when the source changed, every translation, one that stayed the same (before equal to after) written for the old source
   */
  translations?: {
    locale: string;
    before: string | null;
    after: string | null;
  }[];
}
/**
 * GET /api/flows/{flowId}/diff?from=&to=: what changes from one version to another, and the runs in progress on the live version.
 *
 * This interface was referenced by `FlowStudioApi`'s JSON-Schema
 * via the `definition` "FlowDiff".
 */
export interface FlowDiff {
  flowId: string;
  from: number;
  to: number;
  changes: FlowChange[];
  /**
   * the same changes grouped as a person reads them: the whole flow, each step as it runs, the order rules, the messages
   */
  groups: {
    heading: string;
    changes: FlowChange[];
  }[];
  /**
   * how many changes are breaking
   */
  breaking: number;
  /**
   * runs still answering on the live version: they finish on it
   */
  runsInProgress: number;
}
/**
 * POST /api/flows/{flowId}/versions/{version}/publish: refused with the problems unless every check and scenario passes; a breaking change needs acceptBreaking.
 *
 * This interface was referenced by `FlowStudioApi`'s JSON-Schema
 * via the `definition` "PublishRequest".
 */
export interface PublishRequest {
  /**
   * what changed and why, for the version history
   */
  notes: string;
  acceptBreaking?: boolean;
  /**
   * needed when translations were written for English texts that changed since the version the draft was made from (decision 069)
   */
  acceptStaleTranslations?: boolean;
}
/**
 * POST /api/flows/{flowId}/versions/{version}/rollback: publish that older version's content as a new version.
 *
 * This interface was referenced by `FlowStudioApi`'s JSON-Schema
 * via the `definition` "RollbackRequest".
 */
export interface RollbackRequest {
  notes?: string;
}
/**
 * POST /api/flows/{flowId}/scenarios: add a scenario (a walk saved in the preview) to the flow's scenarios; it runs in every later check. Its id is made from its name on the server; a name whose id a scenario has already is refused (409 FLOW_SCENARIO_EXISTS). `description`: what it shows (absent: its name).
 *
 * This interface was referenced by `FlowStudioApi`'s JSON-Schema
 * via the `definition` "ScenarioSave".
 */
export interface ScenarioSave {
  name: string;
  description?: string;
  walk: PreviewWalk;
}
/**
 * One text of a version: its JSON pointer, the source (in the flow's first locale), the translation (null when there is none) and its status.
 *
 * This interface was referenced by `FlowStudioApi`'s JSON-Schema
 * via the `definition` "TranslationRow".
 */
export interface TranslationRow {
  pointer: string;
  source: string;
  target: string | null;
  status: TranslationStatus;
}
/**
 * GET /api/flows/{flowId}/versions/{version}/translations?locale=: every text of the version in its source language and in `locale`, side by side. `baseline` is the version the statuses compare with (the one this version was copied from), null for a first version.
 *
 * This interface was referenced by `FlowStudioApi`'s JSON-Schema
 * via the `definition` "TranslationTable".
 */
export interface TranslationTable {
  flowId: string;
  version: number;
  sourceLocale: string;
  locale: string;
  locales: string[];
  baseline: number | null;
  counts: {
    missing: number;
    changed: number;
    translated: number;
  };
  rows: TranslationRow[];
}
/**
 * POST /api/flows/{flowId}/versions/{version}/translations/preview: a translator's file, for what it would change in a draft (decision 069). The target language is the file's (XLIFF trgLang, the CSV's language column).
 *
 * This interface was referenced by `FlowStudioApi`'s JSON-Schema
 * via the `definition` "TranslationFile".
 */
export interface TranslationFile {
  format: TranslationFormat;
  /**
   * the file's text (UTF-8)
   */
  content: string;
}
/**
 * What a translator's file would change in a draft, nothing applied (decision 069): each text it changes with its source, before and after; how many it leaves as they are; each text it refuses with the reason in words. A file that cannot be read at all is refused (422 TRANSLATION_IMPORT_REFUSED).
 *
 * This interface was referenced by `FlowStudioApi`'s JSON-Schema
 * via the `definition` "TranslationPreview".
 */
export interface TranslationPreview {
  version: number;
  /**
   * the draft the file was compared with: send it back as `previewed` to apply
   */
  sha256: string;
  /**
   * the language the file translates into
   */
  locale: string;
  sourceLocale: string;
  counts: {
    changed: number;
    /**
     * texts of the file with the translation the draft has, or none
     */
    unchanged: number;
    refused: number;
  };
  changes: {
    pointer: string;
    /**
     * the text in the source language
     */
    source: string;
    /**
     * the draft's translation now, null when it has none
     */
    before: string | null;
    after: string;
  }[];
  refused: {
    /**
     * where it is in the file: 'row 4', 'line 12'
     */
    place: string;
    pointer: string;
    /**
     * the text in the source language, when the draft has it
     */
    source: string | null;
    kind: 'unknown-text' | 'twice' | 'too-long' | 'placeholders' | 'markup';
    /**
     * why, in words
     */
    reason: string;
  }[];
}
/**
 * POST /api/flows/{flowId}/versions/{version}/translations: a translator's file applied to a draft once its preview was seen (decision 069): the changes the preview listed, translations only; refused texts are left as they are. Refused when the draft changed since the preview (409), or when the file changes nothing (422).
 *
 * This interface was referenced by `FlowStudioApi`'s JSON-Schema
 * via the `definition` "TranslationImport".
 */
export interface TranslationImport {
  format: TranslationFormat;
  /**
   * the file's text (UTF-8)
   */
  content: string;
  /**
   * the sha256 of the draft the preview was made with (TranslationPreview.sha256)
   */
  previewed: string;
}
/**
 * The reply of a translation import: how many texts it changed, how many it refused, in which language, and the draft as stored with its check.
 *
 * This interface was referenced by `FlowStudioApi`'s JSON-Schema
 * via the `definition` "TranslationImported".
 */
export interface TranslationImported {
  locale: string;
  /**
   * texts changed
   */
  imported: number;
  /**
   * texts of the file left as they were
   */
  refused: number;
  saved: DraftSaved;
}
