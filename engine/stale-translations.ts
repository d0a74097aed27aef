/**
 * Stale translations (decision 069): a translation written for an English text that has changed since. Known by
 * comparing a version with the version it was made from (its baseline, `based_on`): a text whose source changed while
 * its translation stayed exactly as it was is stale; changing the translation clears it. Texts are matched by the ids
 * of the steps, questions, choices and rules they belong to, so a question moved to another place is still itself.
 */
import type { Flow, LocalText } from '#schemas/generated/flow.ts';
import type { StaleTranslation } from '#schemas/generated/flow-studio-api.ts';
import { flowTexts } from './flow-texts-check.ts';
import { hasVisibleCharacter } from './visible-text.ts';
import { languageName } from './language-name.ts';

/**
 * The place of a text as ids, not positions: '/steps/3/questions/0/text' → '/steps/#s-why/questions/#q-why/text'.
 * An element of a list with a string `id` is named by it; any other by its position.
 */
function textKey(flow: unknown, pointer: string): string {
  let node = flow;
  const parts: string[] = [];
  for (const raw of pointer.split('/').slice(1)) {
    const name = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    const next: unknown = node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[name] : undefined;
    const id = Array.isArray(node) && next !== null && typeof next === 'object' ? (next as { id?: unknown }).id : undefined;
    parts.push(typeof id === 'string' ? `#${id}` : raw);
    node = next;
  }
  return `/${parts.join('/')}`;
}

/** textsBefore(flow, baseline) → for each text of `flow` (by its pointer), the same text in `baseline`, when it had it. */
export function textsBefore(flow: Flow, baseline: Flow): Map<string, LocalText> {
  const old = new Map<string, LocalText>();
  for (const [pointer, text] of flowTexts(baseline)) old.set(textKey(baseline, pointer), text);
  const before = new Map<string, LocalText>();
  for (const [pointer] of flowTexts(flow)) {
    const text = old.get(textKey(flow, pointer));
    if (text) before.set(pointer, text);
  }
  return before;
}

/** Whether `now`'s translation into `locale` was written for the old source: the source changed, the translation did not. */
export function isStale(before: LocalText | undefined, now: LocalText, sourceLocale: string, locale: string): boolean {
  const translation = now[locale];
  if (!before || typeof translation !== 'string' || !hasVisibleCharacter(translation)) return false;
  return before[sourceLocale] !== now[sourceLocale] && before[locale] === translation;
}

/**
 * staleTranslations(draft, baseline) → each translation of `flow` in one of its languages that was written for the
 * old source text, in the flow's order: where it is, the language, the source before and now, and the translation.
 */
export function staleTranslations(flow: Flow, baseline: Flow): StaleTranslation[] {
  const sourceLocale = flow.locales[0] ?? 'en';
  const before = textsBefore(flow, baseline);
  const stale: StaleTranslation[] = [];
  for (const [pointer, text] of flowTexts(flow)) {
    for (const locale of flow.locales.slice(1)) {
      const old = before.get(pointer);
      if (old && isStale(old, text, sourceLocale, locale)) {
        stale.push({ pointer, locale, oldSource: old[sourceLocale] ?? '', source: text[sourceLocale] ?? '', translation: text[locale]! });
      }
    }
  }
  return stale;
}

/**
 * staleTranslationWords(stale) → the studio's words for them: 'summary' ('1 Spanish text was written for the old
 * English text.') and a line per text ("'Your state' became 'Where do you live?'; the Spanish still says 'Su
 * estado'"), for the check, the publish review and the server's refusal alike.
 */
export function staleTranslationWords(stale: readonly StaleTranslation[], sourceLocale = 'en'): { summary: string; lines: string[] } {
  const source = languageName(sourceLocale);
  const counts = new Map<string, number>();
  for (const s of stale) counts.set(s.locale, (counts.get(s.locale) ?? 0) + 1);
  const parts = [...counts].map(([locale, n]) => (n === 1
    ? `1 ${languageName(locale)} text was written for the old ${source} text`
    : `${n} ${languageName(locale)} texts were written for the old ${source} texts`));
  return {
    summary: parts.length ? `${parts.join('; ')}.` : '',
    lines: stale.map((s) => `'${s.oldSource}' became '${s.source}'; the ${languageName(s.locale)} still says '${s.translation}'`),
  };
}
