import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';
import { englishCatalogue, loadCatalogue, type Catalogue, type MessageKey } from './catalogue.ts';
import { initialLanguage, rememberLanguage } from './language-preference.ts';
import { DEFAULT_LANGUAGE, type Language } from './languages.ts';

/*
 * The language the app speaks now and its catalogue: one store, read by t() anywhere (the API client's messages
 * too) and by React through useT(). Changing it sets <html lang> and re-renders every reader.
 */
let current: { language: Language; catalogue: Catalogue } = { language: DEFAULT_LANGUAGE, catalogue: englishCatalogue };
/** The language being switched to (its catalogue may still be on its way); undefined until the first choice. */
let wanted: Language | undefined;
const listeners = new Set<() => void>();
const formats = new Map<string, IntlMessageFormat>();

/*
 * A formatter resolves its locale through Intl.NumberFormat.supportedLocalesOf, whose first call loads ICU's locale
 * data: 10–35 ms in the first render of a page, on the main thread. Every language of the app is one every browser
 * formats, so the locale is taken as it is.
 */
IntlMessageFormat.resolveLocale = (locales) => new Intl.Locale(Array.isArray(locales) ? locales[0]! : locales);

export function currentLanguage(): Language {
  return current.language;
}

/**
 * The language the person reads in, as the server should answer: the one being switched to, else the one starting,
 * so a request sent while the app starts (the first questionnaire step) already asks for it.
 */
export function requestedLanguage(): Language {
  wanted ??= initialLanguage();
  return wanted;
}

export function subscribeLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function formatter(key: MessageKey): IntlMessageFormat {
  const id = `${current.language}:${key}`;
  let format = formats.get(id);
  if (!format) {
    format = new IntlMessageFormat(current.catalogue[key] ?? englishCatalogue[key], current.language);
    formats.set(id, format);
  }
  return format;
}

/** t('questionnaire.stepOf', { step: 2, steps: 11 }) → 'Step 2 of 11' (or 'Paso 2 de 11'). */
export function t(key: MessageKey, values?: Record<string, PrimitiveType>): string {
  return String(formatter(key).format(values));
}

/** The message with its tags (<link>…</link>) turned into parts by the functions given: for React's rich texts. */
export function formatParts<T>(key: MessageKey, values: Record<string, PrimitiveType | T | ((chunks: (string | T)[]) => T)>): string | T | (string | T)[] {
  return formatter(key).format<T>(values);
}

/**
 * Speak `language` from now on. `remember` keeps it for the next visit (the consumer's own choice); the staff area
 * switches to English without remembering.
 */
export async function switchLanguage(language: Language, { remember = true } = {}): Promise<void> {
  if (remember) rememberLanguage(language);
  wanted = language;
  const catalogue = await loadCatalogue(language);
  if (wanted !== language) return; // another choice came after this one
  current = { language, catalogue };
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  for (const listener of listeners) listener();
}

/**
 * The language a server render speaks (decision 082): set synchronously just before renderToString, which runs to
 * its end without yielding, so two requests in different languages never see each other's. The catalogue is one the
 * server loaded at start.
 */
export function speakForServerRender(language: Language, catalogue: Catalogue): void {
  current = { language, catalogue };
  wanted = language;
}

/**
 * At start: `language`, else the remembered language, else the browser's; its catalogue loads before the first render.
 * A page the server rendered starts in the language of its HTML (web/main.tsx, decision 082).
 */
export function startLanguage(language: Language = requestedLanguage()): Promise<void> {
  wanted = language;
  return language === DEFAULT_LANGUAGE ? Promise.resolve() : switchLanguage(language, { remember: false });
}
