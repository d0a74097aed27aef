import { translationRows } from '#engine/flow-translation.ts';
import type { Flow } from '#schemas/generated/flow.ts';
import type { TranslationFormat, TranslationImport, TranslationImported, TranslationTable } from '#schemas/generated/flow-studio-api.ts';
import languageSchema from '#schemas/language.schema.json' with { type: 'json' };
import { createError } from '#server/errors/app-error.ts';
import { catalogued } from '#server/errors/catalogue.ts';
import type { AuditTrail } from '#server/http/audit-trail.ts';
import { patchDraft, requireVersion, type StudioDeps } from './flow-drafts.service.ts';
import type { FlowVersionRow } from './flow-versions.repository.ts';
import { translationFileName, writeCsv, writeXliff, type TranslationFile } from './translation-files.ts';

/*
 * The studio's translation workflow (decision 024): a version's texts side by side in two languages, sent out as XLIFF
 * or CSV and brought back into a draft. An import changes translations only, through the draft's JSON Patch.
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
  const file: TranslationFile = { flowId, version, sourceLocale: table.sourceLocale, locale: table.locale, rows: table.rows };
  return {
    fileName: translationFileName(file, format),
    contentType: format === 'xliff' ? 'application/xliff+xml; charset=utf-8' : 'text/csv; charset=utf-8',
    body: format === 'xliff' ? writeXliff(file) : writeCsv(file),
  };
}

function refused(message: string, problems: { pointer: string; message: string }[]) {
  return createError('TRANSLATION_IMPORT_REFUSED', message, 422, { problems });
}

/** POST …/translations: a translator's file into a draft, whole or not at all. */
export async function importTranslationFile(deps: StudioDeps, audit: AuditTrail, flowId: string, version: number, body: TranslationImport): Promise<TranslationImported> {
  const row = await requireVersion(deps, flowId, version);
  if (row.status !== 'draft') throw catalogued('FLOW_VERSION_LOCKED');
  // Reading the file (up to 4 MB) and matching its texts with the draft's run on a studio worker thread.
  const read = await deps.work.run({ kind: 'translations', draft: row.definition, format: body.format, content: body.content });
  if ('unreadable' in read) throw refused(`The file was not imported: ${read.unreadable} Nothing was changed.`, [{ pointer: '', message: read.unreadable }]);
  if ('problems' in read) {
    const lines = read.problems.length === 1 ? '1 problem' : `${read.problems.length} problems`;
    throw refused(`The file was not imported: ${lines}, listed with their lines. Nothing was changed.`, read.problems);
  }
  const saved = await patchDraft(deps, audit, flowId, version, read.operations, {
    action: 'flows.draft.translations', detail: { locale: read.locale, format: body.format, texts: read.count },
  });
  return { locale: read.locale, imported: read.count, saved };
}
