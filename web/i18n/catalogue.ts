import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import en from './messages/en.json';
import type { Language } from './languages.ts';

/** The key of a message of the app's own (the English catalogue is the list of keys). */
export type MessageKey = keyof typeof en;

/**
 * A catalogue as the app receives it: every ICU message already compiled to its syntax tree at build
 * (scripts/vite/messages-plugin.ts), so the browser formats messages without shipping the ICU parser.
 */
export type Catalogue = Record<MessageKey, MessageFormatElement[]>;

const compiled = (module: unknown) => module as Catalogue;

export const englishCatalogue = compiled(en);

/** English is in the entry; each other language is its own chunk, fetched only by those who read it. */
export function loadCatalogue(language: Language): Promise<Catalogue> {
  switch (language) {
    case 'en':
      return Promise.resolve(englishCatalogue);
    case 'es':
      return import('./messages/es.json').then((m) => compiled(m.default));
  }
}
