const names = new Intl.DisplayNames(['en'], { type: 'language' });

/** A flow locale as staff read it: 'en' → 'English', 'es' → 'Spanish' (the code itself when unknown). */
export function languageName(locale: string): string {
  try {
    return names.of(locale) ?? locale;
  } catch {
    return locale;
  }
}
