import type { Language } from '#schemas/generated/language.ts';
import languageSchema from '#schemas/language.schema.json' with { type: 'json' };

/** The first of the browser's languages the portal speaks (one rule with the server's render, decision 082). */
export { preferredLanguage } from '#engine/preferred-language.ts';

export type { Language };

/**
 * The languages a consumer can read the portal in (schemas/language.schema.json: English, the default, and
 * Spanish), each named in itself for the switch. Staff pages stay English. A code here is the one a flow's
 * `locales` and a run's `locale` use.
 */
const OWN_NAME: Record<Language, string> = { en: 'English', es: 'Español' };

export const LANGUAGES: readonly { code: Language; name: string }[] = (languageSchema.enum as Language[]).map((code) => ({ code, name: OWN_NAME[code] }));

export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.some((l) => l.code === value);
}

