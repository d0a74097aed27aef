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

const ROUGH: Readonly<Record<Language, (minutes: number, underOne: boolean) => string>> = {
  en: (minutes, underOne) => (underOne ? 'You can continue in less than a minute.' : `You can continue in about ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`),
  es: (minutes, underOne) => (underOne ? 'Puede continuar en menos de un minuto.' : minutes === 1 ? 'Puede continuar en aproximadamente 1 minuto.' : `Puede continuar en unos ${minutes} minutos.`),
};

/** videoWaitRough(130, 'en') === 'You can continue in about 2 minutes.'; under a minute: 'in less than a minute'. */
export function videoWaitRough(seconds: number, locale?: string | null): string {
  return ROUGH[languageOf(locale)](roundedMinutes(seconds), seconds < 60);
}

const LENGTH: Readonly<Record<Language, (minutes: number) => string>> = {
  en: (minutes) => `This video is ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} long. Next works once that time has passed since you opened this step.`,
  es: (minutes) => `Este video dura ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}. Siguiente funciona cuando haya pasado ese tiempo desde que abrió este paso.`,
};

/** videoLengthNotice(168.8, 'en') === 'This video is 3 minutes long. Next works once that time has passed since you opened this step.' */
export function videoLengthNotice(seconds: number, locale?: string | null): string {
  return LENGTH[languageOf(locale)](roundedMinutes(seconds));
}
