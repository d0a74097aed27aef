/**
 * A language as staff read it: 'en' → 'English', 'es' → 'Spanish' (the code itself when unknown). The one namer of
 * a language, for the studio's pages and for the engine's words about translations (the diff, stale translations).
 */
const names = new Intl.DisplayNames(['en'], { type: 'language' });

export function languageName(locale: string): string {
  try {
    return names.of(locale) ?? locale;
  } catch {
    return locale;
  }
}
