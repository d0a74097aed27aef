import { languageOf } from '#engine/localise.ts';
import type { Language } from '#schemas/generated/language.ts';

/**
 * What a page without a script says when its network has passed the captcha as often as decision 086 allows: the way
 * on now (a script, which brings the captcha back) and when the limit lets it through again, in minutes or hours.
 */
const WORDS: Readonly<Record<Language, (when: string) => string>> = {
  en: (when) => `Too many requests without JavaScript have come from your internet connection. Turn on JavaScript to go on now, or try again in ${when}.`,
  es: (when) => `Han llegado demasiadas solicitudes sin JavaScript desde su conexión a internet. Active JavaScript para seguir ahora, o inténtelo de nuevo en ${when}.`,
};

const WHEN: Readonly<Record<Language, (amount: number, unit: 'minute' | 'hour') => string>> = {
  en: (amount, unit) => `about ${amount} ${unit}${amount === 1 ? '' : 's'}`,
  es: (amount, unit) => (amount === 1 ? `aproximadamente 1 ${unit === 'minute' ? 'minuto' : 'hora'}` : unit === 'minute' ? `unos ${amount} minutos` : `unas ${amount} horas`),
};

/** noScriptLimitReached(2400, 'en'): '… or try again in about 40 minutes.'; from an hour on, in hours. */
export function noScriptLimitReached(retryAfterSeconds: number, locale: string | undefined): string {
  const language = languageOf(locale);
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  const when = minutes < 60 ? WHEN[language](minutes, 'minute') : WHEN[language](Math.round(minutes / 60), 'hour');
  return WORDS[language](when);
}
