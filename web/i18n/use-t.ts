import { useSyncExternalStore } from 'react';
import { currentLanguage, subscribeLanguage, t } from './i18n.ts';
import type { Language } from './languages.ts';

/** The app's messages in the language of the moment; the component re-renders when the language changes. */
export function useT(): { t: typeof t; language: Language } {
  const language = useSyncExternalStore(subscribeLanguage, currentLanguage, currentLanguage);
  return { t, language };
}
