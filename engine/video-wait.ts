/**
 * The one sentence a person reads while the server does not yet accept the training video (decision 011: no sooner
 * than its length after the step was served), in every language the portal speaks. The page counts down with it and
 * lists it among what is missing; the server refuses an early answer with it (decisions 054 and 060), so the two say
 * the same thing.
 */
import type { Language } from '#schemas/generated/language.ts';
import { languageOf } from './localise.ts';

const WORDS: Readonly<Record<Language, (seconds: number) => string>> = {
  en: (seconds) => `You can continue in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`,
  es: (seconds) => `Puede continuar en ${seconds} ${seconds === 1 ? 'segundo' : 'segundos'}.`,
};

/** videoWait(12, 'en') === 'You can continue in 12 seconds.'; videoWait(1, 'es') === 'Puede continuar en 1 segundo.' */
export function videoWait(seconds: number, locale?: string | null): string {
  return WORDS[languageOf(locale)](seconds);
}
