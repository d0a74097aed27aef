/**
 * A flow's texts seen by a translator: each text's English and its translation side by side with a status, the
 * placeholders a translation must keep, and the JSON Patch that brings translations into a draft. Pure: the server
 * reads and writes the files (XLIFF 2.0, CSV) and the studio shows the rows.
 */
import type { Flow, LocalText } from '#schemas/generated/flow.ts';
import { flowTexts } from './flow-texts-check.ts';
import { placeholderProblem } from './text-placeholders.ts';
import { hasVisibleCharacter } from './visible-text.ts';
import flowSchema from '#schemas/flow.schema.json' with { type: 'json' };

/** A language code as a flow's `locales` may hold it (flow.schema.json's Locale, the one definition). */
const LOCALE = new RegExp(flowSchema.definitions.Locale.pattern);

/**
 * The most characters a text of a flow may hold, in any language (flow.schema.json's LocalText, the one definition):
 * four times the longest text of the consumer questionnaire (250), and small enough that a version with every text at
 * the limit still fits the editor's save (decision 044).
 */
export const MAX_TEXT_LENGTH = flowSchema.definitions.LocalText.additionalProperties.maxLength;

export type TranslationStatus = 'missing' | 'changed' | 'translated';

export interface TranslationRow {
  pointer: string;
  /** the text in the flow's first (source) locale */
  source: string;
  /** the translation, or null when there is none */
  target: string | null;
  /**
   * missing: no translation; changed: the source changed since the baseline version while the translation stayed
   * the same (it may no longer say the same); translated otherwise
   */
  status: TranslationStatus;
}

const textsOf = (flow: Flow) => new Map<string, LocalText>(flowTexts(flow));

/**
 * translationRows(flow, 'es', baseline) → one row per text of the flow, in the flow's order. `baseline` (the version
 * the translation was last brought up to date against, usually the live one) tells which sources changed since.
 */
export function translationRows(flow: Flow, locale: string, baseline?: Flow): TranslationRow[] {
  const sourceLocale = flow.locales[0] ?? 'en';
  const before = baseline ? textsOf(baseline) : new Map<string, LocalText>();
  return [...flowTexts(flow)].map(([pointer, text]) => {
    const source = text[sourceLocale] ?? '';
    const target = typeof text[locale] === 'string' && text[locale].trim() !== '' ? text[locale] : null;
    const old = before.get(pointer);
    const changed = old !== undefined && old[sourceLocale] !== source && old[locale] === target;
    return { pointer, source, target, status: target === null ? 'missing' : changed ? 'changed' : 'translated' };
  });
}

export interface ImportedText {
  pointer: string;
  target: string;
  /** where the text stands in the imported file ('line 12', 'row 4'), to name it in a problem */
  place: string;
}

export interface TranslationImport {
  /** JSON Patch operations that set each imported translation (and add the locale to the flow when it is new) */
  operations: { op: 'add' | 'replace'; path: string; value: unknown }[];
  problems: { place: string; pointer: string; message: string }[];
  /** how many texts the import sets (a text already so translated counts too) */
  count: number;
}

/**
 * importTranslations(flow, 'es', texts) → the patch that writes the texts' translations into the flow, or the
 * problems that refuse the whole import: a pointer that is not a text of the flow, a translation whose placeholders
 * differ from the source's, a translation longer than MAX_TEXT_LENGTH, the same text twice. A translation that shows
 * nothing (empty, spaces, invisible characters) leaves the text untranslated. Nothing else of the flow is touched.
 */
export function importTranslations(flow: Flow, locale: string, texts: readonly ImportedText[]): TranslationImport {
  const sourceLocale = flow.locales[0] ?? 'en';
  const known = textsOf(flow);
  const problems: TranslationImport['problems'] = [];
  const operations: TranslationImport['operations'] = [];
  const seen = new Set<string>();
  if (locale === sourceLocale) problems.push({ place: 'file', pointer: '', message: `the file translates into '${locale}', the flow's source language` });
  if (!LOCALE.test(locale)) problems.push({ place: 'file', pointer: '', message: `'${locale}' is not a language code` });
  for (const t of texts) {
    const text = known.get(t.pointer);
    if (!text) {
      problems.push({ place: t.place, pointer: t.pointer, message: `'${t.pointer}' is not a text of this version` });
      continue;
    }
    if (seen.has(t.pointer)) {
      problems.push({ place: t.place, pointer: t.pointer, message: `'${t.pointer}' appears twice` });
      continue;
    }
    seen.add(t.pointer);
    if (!hasVisibleCharacter(t.target)) continue; // an untranslated line of the file: left as it is in the flow
    const length = [...t.target].length;
    if (length > MAX_TEXT_LENGTH) {
      const figure = (n: number) => n.toLocaleString('en-US');
      problems.push({ place: t.place, pointer: t.pointer, message: `the translation of '${t.pointer}' is ${figure(length)} characters long; a text of the questionnaire holds at most ${figure(MAX_TEXT_LENGTH)}: shorten it` });
      continue;
    }
    const wrong = placeholderProblem(text[sourceLocale] ?? '', t.target);
    if (wrong) {
      problems.push({ place: t.place, pointer: t.pointer, message: `the translation ${wrong}` });
      continue;
    }
    operations.push({ op: text[locale] === undefined ? 'add' : 'replace', path: `${t.pointer}/${locale}`, value: t.target });
  }
  if (problems.length) return { operations: [], problems, count: 0 };
  const count = operations.length;
  if (!flow.locales.includes(locale)) operations.unshift({ op: 'add', path: '/locales/-', value: locale });
  return { operations, problems, count };
}
