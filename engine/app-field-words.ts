/**
 * The app's words for the field checks a published flow has no message for (published flows never change, so a check
 * added later brings its own words), in every language the portal speaks (decision 044). The engine says them in a
 * field error; the step view carries them with the flow's messages, and the other public forms use them too, so the
 * page says the same before it sends.
 */
import type { FieldErrorCode } from '#schemas/generated/flow-api.ts';
import type { Language } from '#schemas/generated/language.ts';
import { languageOf } from './localise.ts';

const APP_WORDS: Partial<Record<FieldErrorCode, Record<Language, string>>> = {
  bidiControls: {
    en: 'This contains hidden characters that change the order of the text. Please type it in again instead of pasting it.',
    es: 'Contiene caracteres ocultos que cambian el orden del texto. Escríbalo de nuevo en lugar de pegarlo.',
  },
  invalidOrderNumber: {
    en: 'Enter the order number as it is written in your email, like NX-7KQ2M9TD, or leave it empty',
    es: 'Escriba el número de pedido como aparece en su correo, como NX-7KQ2M9TD, o déjelo en blanco',
  },
};

/** appFieldWords('bidiControls', 'es') === 'Contiene caracteres ocultos…'; undefined for a code the flow words. */
export function appFieldWords(code: FieldErrorCode, locale: string): string | undefined {
  return APP_WORDS[code]?.[languageOf(locale)];
}

/** appFieldMessages('es'): every code the app words, in the locale's language (English for a language it lacks). */
export function appFieldMessages(locale: string): Record<string, string> {
  const language = languageOf(locale);
  return Object.fromEntries(Object.entries(APP_WORDS).map(([code, words]) => [code, words[language]]));
}
