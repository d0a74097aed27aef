import { translationRows, type ImportPreview } from '#engine/flow-translation.ts';
import type { Flow } from '#schemas/generated/flow.ts';
import type {
  TranslationFile, TranslationFormat, TranslationImport, TranslationImported, TranslationPreview, TranslationTable,
} from '#schemas/generated/flow-studio-api.ts';
import languageSchema from '#schemas/language.schema.json' with { type: 'json' };
import { createError } from '#server/errors/app-error.ts';
import { catalogued } from '#server/errors/catalogue.ts';
import type { AuditTrail } from '#server/http/audit-trail.ts';
import { patchDraft, requireVersion, type StudioDeps } from './flow-drafts.service.ts';
import type { FlowVersionRow } from './flow-versions.repository.ts';
import { translationFileName, writeCsv, writeXliff, type TranslationFile as FileOfTexts } from './translation-files.ts';

/*
 * The studio's translation workflow (decision 024): a version's texts side by side in two languages, sent out as XLIFF
 * or CSV and brought back into a draft: first previewed (what it changes, what it refuses), then applied on
 * confirmation (decision 069). An import changes translations only, through the draft's JSON Patch.
 */

const definitionOf = (row: FlowVersionRow) => JSON.parse(row.definition) as Flow;

/** The language a translator works into when none is asked: the flow's second locale, else the portal's first other language. */
function targetLocale(flow: Flow, asked: string | undefined): string {
  const source = flow.locales[0] ?? 'en';
  if (asked && asked !== source) return asked;
  return flow.locales.find((l) => l !== source) ?? languageSchema.enum.find((l) => l !== source) ?? 'es';
}

async function tableOf(deps: StudioDeps, row: FlowVersionRow, asked: string | undefined): Promise<TranslationTable> {
  const flow = definitionOf(row);
  const locale = targetLocale(flow, asked);
  const baseline = row.based_on !== null ? await requireVersion(deps, row.flow_id, row.based_on).catch(() => null) : null;
  const rows = translationRows(flow, locale, baseline ? definitionOf(baseline) : undefined);
  const count = (status: string) => rows.filter((r) => r.status === status).length;
  return {
    flowId: row.flow_id, version: row.version, sourceLocale: flow.locales[0] ?? 'en', locale, locales: flow.locales, baseline: baseline?.version ?? null,
    counts: { missing: count('missing'), changed: count('changed'), translated: count('translated') }, rows,
  };
}

/** GET …/translations?locale=: every text in the source language and in `locale`, with its status. */
export async function translationTable(deps: StudioDeps, flowId: string, version: number, locale?: string): Promise<TranslationTable> {
  return tableOf(deps, await requireVersion(deps, flowId, version), locale);
}

/** GET …/translations/export?locale=&format=: the texts as a file for a translator. */
export async function exportTranslations(deps: StudioDeps, flowId: string, version: number, locale: string | undefined, format: TranslationFormat) {
  const table = await translationTable(deps, flowId, version, locale);
  const file: FileOfTexts = { flowId, version, sourceLocale: table.sourceLocale, locale: table.locale, rows: table.rows };
  return {
    fileName: translationFileName(file, format),
    contentType: format === 'xliff' ? 'application/xliff+xml; charset=utf-8' : 'text/csv; charset=utf-8',
    body: format === 'xliff' ? writeXliff(file) : writeCsv(file),
  };
}

function refused(message: string, problems: { pointer: string; message: string }[], status = 422) {
  return createError('TRANSLATION_IMPORT_REFUSED', message, status, { problems });
}

async function requireDraftRow(deps: StudioDeps, flowId: string, version: number): Promise<FlowVersionRow> {
  const row = await requireVersion(deps, flowId, version);
  if (row.status !== 'draft') throw catalogued('FLOW_VERSION_LOCKED');
  return row;
}

/**
 * What a translator's file does to the draft: read (up to 4 MB) and matched with the draft's texts on a studio worker
 * thread (decision 039), by the one function that decides both the preview and the apply (decision 069). A file that
 * cannot be read at all is refused.
 */
async function fileEffect(deps: StudioDeps, row: FlowVersionRow, file: TranslationFile): Promise<ImportPreview> {
  const read = await deps.work.run({ kind: 'translations', draft: row.definition, format: file.format, content: file.content });
  if ('unreadable' in read) throw refused(`The file was not imported: ${read.unreadable} Nothing was changed.`, [{ pointer: '', message: read.unreadable }]);
  return read;
}

/** POST …/translations/preview: what a translator's file would change in a draft, nothing applied (decision 069). */
export async function previewTranslationFile(deps: StudioDeps, audit: AuditTrail, flowId: string, version: number, file: TranslationFile): Promise<TranslationPreview> {
  const row = await requireDraftRow(deps, flowId, version);
  const effect = await fileEffect(deps, row, file);
  audit.note({ entityId: `${flowId}@${version}`, detail: { locale: effect.locale, format: file.format, changed: effect.changes.length, refused: effect.refused.length } });
  return {
    version, sha256: row.sha256, locale: effect.locale, sourceLocale: definitionOf(row).locales[0] ?? 'en',
    counts: { changed: effect.changes.length, unchanged: effect.unchanged, refused: effect.refused.length },
    changes: effect.changes, refused: effect.refused,
  };
}

/**
 * POST …/translations: the file applied once its preview was seen, with the preview's own decision: the texts it
 * changes, through the draft's JSON Patch (all or nothing, audited); the refused ones left as they are. Refused when
 * the draft changed since the preview (it would apply something else than was shown), or when the file changes nothing.
 */
export async function importTranslationFile(deps: StudioDeps, audit: AuditTrail, flowId: string, version: number, body: TranslationImport): Promise<TranslationImported> {
  const row = await requireDraftRow(deps, flowId, version);
  if (row.sha256 !== body.previewed) {
    throw refused('The draft changed since this file was previewed: look at what it changes again. Nothing was changed.', [], 409);
  }
  const effect = await fileEffect(deps, row, body);
  if (effect.changes.length === 0) {
    const why = effect.refused.length ? 'every text it changes is refused' : 'it has the translations the draft has already';
    throw refused(`The file changes nothing: ${why}. Nothing was changed.`, effect.refused.map((r) => ({ pointer: r.pointer, message: `${r.place}: ${r.reason}` })));
  }
  const saved = await patchDraft(deps, audit, flowId, version, effect.operations, {
    action: 'flows.draft.translations', detail: { locale: effect.locale, format: body.format, texts: effect.changes.length, refused: effect.refused.length },
  });
  return { locale: effect.locale, imported: effect.changes.length, refused: effect.refused.length, saved };
}
