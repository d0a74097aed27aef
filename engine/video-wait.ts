/**
 * The sentences a person reads while the server does not yet accept the training video (decision 011: no sooner
 * than its length after the step was served), in every language the portal speaks. The page counts down with
 * `videoWait` and lists it among what is missing; the server refuses an early answer with it (decisions 054 and 060),
 * so the two say the same thing. A page without a script cannot count down: it says beforehand how long the video is
 * (`videoLengthNotice`), and the server refuses an early step in whole minutes (`videoWaitRough`, decision 086).
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

/** Whole minutes, as people say a length: 168.8 s is 3 minutes, 40 s is 1. */
export const roundedMinutes = (seconds: number): number => Math.max(1, Math.round(seconds / 60));

/** A wait in whole minutes, as a phrase: 'about 2 minutes', 'about 1 minute', 'less than a minute'. */
const ROUGHLY: Readonly<Record<Language, (minutes: number, underOne: boolean) => string>> = {
  en: (minutes, underOne) => (underOne ? 'less than a minute' : `about ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`),
  es: (minutes, underOne) => (underOne ? 'menos de un minuto' : minutes === 1 ? 'aproximadamente 1 minuto' : `unos ${minutes} minutos`),
};
const roughly = (seconds: number, language: Language) => ROUGHLY[language](roundedMinutes(seconds), seconds < 60);

const ROUGH: Readonly<Record<Language, (wait: string) => string>> = {
  en: (wait) => `You can continue in ${wait}.`,
  es: (wait) => `Puede continuar en ${wait}.`,
};

/** videoWaitRough(130, 'en') === 'You can continue in about 2 minutes.'; under a minute: 'in less than a minute'. */
export function videoWaitRough(seconds: number, locale?: string | null): string {
  const language = languageOf(locale);
  return ROUGH[language](roughly(seconds, language));
}

const LENGTH: Readonly<Record<Language, (minutes: number) => string>> = {
  en: (minutes) => `This video is ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} long. Next works once that time has passed since you opened this step`,
  es: (minutes) => `Este video dura ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}. Siguiente funciona cuando haya pasado ese tiempo desde que abrió este paso`,
};

/**
 * What a page without a script says under the video: its length and when Next works, with the time left as the
 * server counted it when it drew the page (`leftSeconds`, when there is some):
 * videoLengthNotice(168.8, 130, 'en') === 'This video is 3 minutes long. Next works once that time has passed since you
 * opened this step: in about 2 minutes.'
 */
export function videoLengthNotice(seconds: number, leftSeconds: number | undefined, locale?: string | null): string {
  const language = languageOf(locale);
  const sentence = LENGTH[language](roundedMinutes(seconds));
  return leftSeconds ? `${sentence}: ${language === 'es' ? 'en ' : 'in '}${roughly(leftSeconds, language)}.` : `${sentence}.`;
}
