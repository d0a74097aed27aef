import type * as CsvParse from 'csv-parse/sync';
import type * as FastXmlParser from 'fast-xml-parser';
import { onFirstUse } from '#server/on-first-use.ts';
import { csvText } from '#server/lists/csv-file.ts';
import { textFromSpreadsheet } from '#server/lists/spreadsheet-text.ts';
import type { ImportedText, TranslationRow } from '#engine/flow-translation.ts';

/**
 * A version's texts as files translators' tools read: XLIFF 2.0 (OASIS; Trados, memoQ, Phrase, Weblate, Okapi) and
 * CSV (a spreadsheet). One unit (or row) per text, named by its JSON pointer; the flow's other content never leaves.
 */
export type TranslationFormat = 'xliff' | 'csv';

export interface TranslationFile {
  flowId: string;
  version: number;
  sourceLocale: string;
  locale: string;
  rows: readonly TranslationRow[];
}

export interface ReadFile {
  locale: string;
  /** each unit or row, in the file's order; a target with inline markup is read as null (refused by the preview) */
  texts: ImportedText[];
}

/** A file that cannot be read at all (not XLIFF 2.0, no target language, a CSV without its header). */
export class UnreadableFile extends Error {}

const STATUS_NOTE: Record<TranslationRow['status'], string | null> = {
  missing: 'Not translated yet.',
  changed: 'The source text changed since this translation was made: check that it still says the same.',
  translated: null,
};

export function translationFileName(file: Pick<TranslationFile, 'flowId' | 'version' | 'locale'>, format: TranslationFormat): string {
  return `${file.flowId}-v${file.version}-${file.locale}.${format === 'xliff' ? 'xlf' : 'csv'}`;
}

export function writeXliff(file: TranslationFile): string {
  const units = file.rows.map((row, i) => ({
    '@_id': `u${i + 1}`,
    '@_name': row.pointer,
    ...(STATUS_NOTE[row.status] ? { notes: { note: { '@_category': 'status', '#text': STATUS_NOTE[row.status] } } } : {}),
    segment: {
      '@_state': row.status === 'translated' ? 'translated' : 'initial',
      source: row.source,
      ...(row.target !== null ? { target: row.target } : {}),
    },
  }));
  const document = {
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    xliff: {
      '@_xmlns': 'urn:oasis:names:tc:xliff:document:2.0', '@_version': '2.0', '@_srcLang': file.sourceLocale, '@_trgLang': file.locale,
      file: { '@_id': `${file.flowId}-v${file.version}`, '@_original': `flows/${file.flowId}/v${file.version}.json`, unit: units },
    },
  };
  return `${new (onFirstUse<typeof FastXmlParser>('fast-xml-parser').XMLBuilder)({ ignoreAttributes: false, attributeNamePrefix: '@_', format: true, indentBy: '  ', suppressEmptyNode: true }).build(document)}`;
}

const lineOf = (content: string, index: number) => (index < 0 ? null : content.slice(0, index).split('\n').length);

/** The line of the unit named `pointer` in the file, to point a translator at it. */
function unitPlace(content: string, pointer: string): string {
  const escaped = pointer.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  const line = lineOf(content, content.indexOf(`name="${escaped}"`));
  return line ? `line ${line}` : `unit ${pointer}`;
}

type XmlNode = Record<string, unknown>;
const asArray = (value: unknown): XmlNode[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]) as XmlNode[];

/** The text of <source>/<target>: plain text only (inline markup a tool added is refused by the caller). */
function textOf(node: unknown): string | null {
  if (node === undefined) return '';
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (typeof node === 'object' && node !== null && Object.keys(node).every((k) => k === '#text' || k.startsWith('@_'))) return String((node as XmlNode)['#text'] ?? '');
  return null;
}

export function readXliff(content: string): ReadFile {
  let root: XmlNode;
  try {
    root = new (onFirstUse<typeof FastXmlParser>('fast-xml-parser').XMLParser)({ ignoreAttributes: false, attributeNamePrefix: '@_', parseTagValue: false, trimValues: false, processEntities: true }).parse(content, true) as XmlNode;
  } catch (error) {
    throw new UnreadableFile(`The file is not well-formed XML (${(error as Error).message}).`);
  }
  const xliff = root.xliff as XmlNode | undefined;
  if (!xliff || String(xliff['@_version'] ?? '') !== '2.0') throw new UnreadableFile('The file is not XLIFF 2.0 (an <xliff version="2.0"> document).');
  const locale = String(xliff['@_trgLang'] ?? '');
  if (!locale) throw new UnreadableFile('The file names no target language (trgLang).');
  const texts: ImportedText[] = [];
  for (const file of asArray(xliff.file)) {
    for (const unit of asArray(file.unit)) {
      const pointer = String(unit['@_name'] ?? unit['@_id'] ?? '');
      const parts = asArray(unit.segment).map((s) => textOf(s.target));
      texts.push({ pointer, target: parts.some((p) => p === null) ? null : (parts as string[]).join(''), place: unitPlace(content, pointer) });
    }
  }
  return { locale, texts };
}

export function writeCsv(file: TranslationFile): string {
  const header = ['pointer', file.sourceLocale, file.locale, 'status'];
  return csvText([header, ...file.rows.map((r) => [r.pointer, r.source, r.target ?? '', r.status])]);
}

export function readCsv(content: string, sourceLocale: string): ReadFile {
  let records: string[][];
  try {
    records = onFirstUse<typeof CsvParse>('csv-parse/sync').parse(content.replace(/^\uFEFF/, ''), { relax_column_count: true, skip_empty_lines: true }) as string[][];
  } catch (error) {
    throw new UnreadableFile(`The file is not valid CSV (${(error as Error).message}).`);
  }
  const [head, ...rows] = records;
  const header = head?.map((h) => h.trim()) ?? [];
  const pointerAt = header.indexOf('pointer');
  const languages = header.filter((h, i) => i !== pointerAt && h !== sourceLocale && h !== 'status' && h !== '');
  if (pointerAt < 0 || languages.length !== 1) {
    throw new UnreadableFile(`The first row must name the columns: pointer, ${sourceLocale}, the language translated into, and optionally status.`);
  }
  const locale = languages[0]!;
  const targetAt = header.indexOf(locale);
  return {
    locale,
    // 'row N' as a spreadsheet numbers it: the header is row 1, a text with line breaks is still one row.
    // A text that begins like a formula went out with an apostrophe before it (csv-file.ts): it comes back without.
    texts: rows.map((record, i) => ({ pointer: (record[pointerAt] ?? '').trim(), target: textFromSpreadsheet(record[targetAt] ?? ''), place: `row ${i + 2}` })),
  };
}
