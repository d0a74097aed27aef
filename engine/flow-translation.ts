/**
 * A flow's texts seen by a translator: each text's English and its translation side by side with a status, the
 * placeholders a translation must keep, and the JSON Patch that brings translations into a draft. Pure: the server
 * reads and writes the files (XLIFF 2.0, CSV) and the studio shows the rows.
 */
import type { Flow, LocalText } from '#schemas/generated/flow.ts';
import { flowTexts } from './flow-texts-check.ts';
import { placeholderProblem } from './text-placeholders.ts';
import { hasVisibleCharacter } from './visible-text.ts';
import { languageName } from './language-name.ts';
import { isStale, textsBefore } from './stale-translations.ts';
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
   * missing: no translation; changed: stale, the source changed since the baseline version while the translation
   * stayed the same (it may no longer say the same; stale-translations.ts, decision 069); translated otherwise
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
  const before = baseline ? textsBefore(flow, baseline) : new Map<string, LocalText>();
  return [...flowTexts(flow)].map(([pointer, text]) => {
    const source = text[sourceLocale] ?? '';
    const target = typeof text[locale] === 'string' && text[locale].trim() !== '' ? text[locale] : null;
    const status = target === null ? 'missing' : isStale(before.get(pointer), text, sourceLocale, locale) ? 'changed' : 'translated';
    return { pointer, source, target, status };
  });
}

export interface ImportedText {
  pointer: string;
  /** the translation as the file gives it; null when it cannot be taken as it is (inline markup a tool added) */
  target: string | null;
  /** where the text stands in the imported file ('line 12', 'row 4'), to name it in a refusal */
  place: string;
}

/** Why a text of a file is refused, as a code (the API's) and in words (the studio's). */
export type RefusalKind = 'unknown-text' | 'twice' | 'too-long' | 'placeholders' | 'markup';

export interface TranslationChange {
  pointer: string;
  /** the text in the flow's source language, which the translation translates */
  source: string;
  /** the translation the draft has now, null when it has none */
  before: string | null;
  after: string;
}

export interface RefusedText {
  place: string;
  pointer: string;
  /** the source text, when the pointer is a text of the flow */
  source: string | null;
  kind: RefusalKind;
  reason: string;
}

export interface ImportPreview {
  locale: string;
  /** each text the file changes, in the file's order */
  changes: TranslationChange[];
  /** how many texts of the file leave the draft as it is (the same translation, or none given) */
  unchanged: number;
  refused: RefusedText[];
  /** the JSON Patch that applies the changes (and adds the locale to the flow when it is new); empty without changes */
  operations: { op: 'add' | 'replace'; path: string; value: unknown }[];
}

const figure = (n: number) => n.toLocaleString('en-US');

/**
 * previewTranslations(flow, 'es', texts) → what a translator's file does to the flow, decided once for the preview
 * and for the apply (decision 069): each text it changes (before and after, with its source), how many it leaves
 * as they are (the same translation, or one that shows nothing: empty, spaces, invisible characters), and each text
 * it refuses with the reason in words (not a text of the flow, given twice, longer than MAX_TEXT_LENGTH,
 * placeholders that differ from the source's, inline markup). A refused text is left as it is; nothing else of the
 * flow is touched. `{ refusedFile }` when the file as a whole cannot be taken (its language is the source's, or not a
 * language code).
 */
export function previewTranslations(flow: Flow, locale: string, texts: readonly ImportedText[]): ImportPreview | { refusedFile: string } {
  const sourceLocale = flow.locales[0] ?? 'en';
  const sourceName = languageName(sourceLocale);
  if (locale === sourceLocale) return { refusedFile: `The file translates into ${sourceName}, the language the questionnaire is written in.` };
  if (!LOCALE.test(locale)) return { refusedFile: `The file's language, '${locale}', is not a language code.` };
  const known = textsOf(flow);
  const preview: ImportPreview = { locale, changes: [], unchanged: 0, refused: [], operations: [] };
  const seen = new Set<string>();
  const refuse = (t: ImportedText, kind: RefusalKind, reason: string) => {
    const source = known.get(t.pointer)?.[sourceLocale];
    preview.refused.push({ place: t.place, pointer: t.pointer, source: source ?? null, kind, reason });
  };
  for (const t of texts) {
    const text = known.get(t.pointer);
    if (!text) {
      refuse(t, 'unknown-text', 'Unknown text: this version has no such text (the file may have been made from another version).');
      continue;
    }
    if (seen.has(t.pointer)) {
      refuse(t, 'twice', 'Given twice: the file has this text earlier, and only the first is read.');
      continue;
    }
    seen.add(t.pointer);
    if (t.target === null) {
      refuse(t, 'markup', 'Formatting added: the translation holds inline markup. Write the text plainly, with {placeholders} as in the source.');
      continue;
    }
    const present = typeof text[locale] === 'string';
    const current = present && hasVisibleCharacter(text[locale]!) ? text[locale]! : null;
    if (!hasVisibleCharacter(t.target) || t.target === text[locale]) {
      preview.unchanged += 1; // an untranslated line of the file, or the translation the flow has: left as it is
      continue;
    }
    const length = [...t.target].length;
    if (length > MAX_TEXT_LENGTH) {
      refuse(t, 'too-long', `Too long: ${figure(length)} characters, and a text of the questionnaire holds at most ${figure(MAX_TEXT_LENGTH)}. Shorten it.`);
      continue;
    }
    const wrong = placeholderProblem(text[sourceLocale] ?? '', t.target);
    if (wrong) {
      refuse(t, 'placeholders', `Placeholders differ: the translation ${wrong}. It must keep every {placeholder} of the ${sourceName} text.`);
      continue;
    }
    preview.changes.push({ pointer: t.pointer, source: text[sourceLocale] ?? '', before: current, after: t.target });
    preview.operations.push({ op: present ? 'replace' : 'add', path: `${t.pointer}/${locale}`, value: t.target });
  }
  if (preview.operations.length && !flow.locales.includes(locale)) preview.operations.unshift({ op: 'add', path: '/locales/-', value: locale });
  return preview;
}
