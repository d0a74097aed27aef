import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';
import type { Language } from './languages.ts';
import { useT } from './use-t.ts';

/** A page's own catalogue as the build gives it (web/i18n/messages/<page>/<language>.json, compiled like the app's). */
export type PageCatalogue<K extends string> = Record<K, MessageFormatElement[]>;

/**
 * The words of a long page that only it shows (the privacy statement), kept out of the app's catalogue, which every
 * page loads: the page imports its catalogues, so they arrive with its code (decision 058). Re-renders on a language
 * switch, as useT does: `const pt = usePageMessages(catalogues); pt('privacy.title')`.
 */
export function usePageMessages<K extends string>(catalogues: Record<Language, unknown>): (key: K, values?: Record<string, PrimitiveType>) => string {
  const { language } = useT();
  const catalogue = catalogues[language] as PageCatalogue<K>;
  return (key, values) => String(new IntlMessageFormat(catalogue[key], language).format(values));
}
