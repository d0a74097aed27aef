import type { Language } from '#schemas/generated/language.ts';
import languageSchema from '#schemas/language.schema.json' with { type: 'json' };

/**
 * The first of a reader's languages (the browser's navigator.languages, or the order of its Accept-Language) that the
 * portal speaks, by primary subtag: preferredLanguage(['es-MX', 'en-US']) === 'es'; none known → English. The browser
 * picks a first visit's language with it and the server renders that visit's page in the same one (decision 082).
 */
export function preferredLanguage(wanted: readonly string[]): Language {
  for (const tag of wanted) {
    const primary = tag.toLowerCase().split('-')[0] ?? '';
    if ((languageSchema.enum as readonly string[]).includes(primary)) return primary as Language;
  }
  return 'en';
}
