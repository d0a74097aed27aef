/**
 * Localised texts: picking a locale, filling {name} placeholders, and naming the chosen drug brand in question text.
 */
import type { Flow, LocalText } from '#schemas/generated/flow.ts';
import languageSchema from '#schemas/language.schema.json' with { type: 'json' };
import type { Language } from '#schemas/generated/language.ts';

/** The locale to use: the requested one when the flow has it, else the flow's first (default) locale. */
export function pickLocale(flow: Pick<Flow, 'locales'>, requested: string | undefined): string {
  return requested !== undefined && flow.locales.includes(requested) ? requested : (flow.locales[0] ?? 'en');
}

/** localText({ en: 'Next', es: 'Siguiente' }, 'es') === 'Siguiente'; falls back to English. */
export function localText(text: LocalText | undefined, locale: string): string {
  if (!text) return '';
  return text[locale] ?? text.en;
}

/** fillTemplate('Maximum {max} characters', { max: 30 }) === 'Maximum 30 characters'; unknown names stay as written. */
export function fillTemplate(template: string, params: Readonly<Record<string, unknown>>): string {
  if (!template.includes('{')) return template;
  return template.replace(/\{([a-zA-Z][a-zA-Z0-9]*)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) return whole;
    return Array.isArray(value) ? value.join(', ') : String(value);
  });
}

const wordPatterns = new Map<string, RegExp>();

/** substituteWord('Give naloxone now', 'naloxone', 'NARCAN') === 'Give NARCAN now' (whole word, any case). */
export function substituteWord(text: string, word: string, replacement: string): string {
  if (!word) return text;
  let pattern = wordPatterns.get(word);
  if (!pattern) {
    pattern = new RegExp(`\\b${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'gi');
    wordPatterns.set(word, pattern);
  }
  return text.replace(pattern, () => replacement);
}

/**
 * The portal language of a locale: languageOf('es') === 'es'; a locale the portal does not speak (or none) → 'en'.
 * The words kept outside a flow (the confirmation, the order path's own refusals, the emails) exist in these.
 */
export function languageOf(locale: string | null | undefined): Language {
  return (languageSchema.enum as readonly string[]).includes(locale ?? '') ? (locale as Language) : 'en';
}
