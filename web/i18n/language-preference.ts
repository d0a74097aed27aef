import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_SECONDS } from '#schemas/language-cookie.ts';
import { readItem, writeItem } from '#web/lib/storage.ts';
import { isLanguage, preferredLanguage, type Language } from './languages.ts';

/** The consumer's language choice, remembered across visits (localStorage `portal.language`). */
export const LANGUAGE_STORAGE_KEY = 'portal.language';

export function storedLanguage(): Language | null {
  const value = readItem('local', LANGUAGE_STORAGE_KEY);
  return isLanguage(value) ? value : null;
}

/** The choice in localStorage and in its cookie, which the server reads to render a page in it (decision 082). */
export function rememberLanguage(language: Language): void {
  writeItem('local', LANGUAGE_STORAGE_KEY, language);
  if (typeof document !== 'undefined') document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
}

/** `?lang=es` on a page's address (a link in a Spanish email, the studio's preview of a language): not remembered. */
function addressLanguage(): Language | null {
  if (typeof window === 'undefined') return null;
  const value = new URLSearchParams(window.location.search).get('lang');
  return isLanguage(value) ? value : null;
}

/**
 * The language of a visit: the address's `?lang=`, else the one chosen before, else the first the browser asks for
 * (navigator.languages, its Accept-Language) that the portal has.
 */
export function initialLanguage(): Language {
  return addressLanguage() ?? storedLanguage() ?? preferredLanguage(typeof navigator === 'undefined' ? [] : navigator.languages ?? [navigator.language]);
}
