import { longDate } from '#engine/dates.ts';
import { languageOf } from '#engine/localise.ts';
import type { Language } from '#schemas/generated/language.ts';

/**
 * What the order path says when it refuses for a reason only the database knows (the flow's own rules carry their
 * own texts in every language), in the run's language: English, or Spanish for a Spanish run.
 */
interface RefusalWords {
  unknownConsumer: string;
  shipStateMismatch: (state: string) => string;
  unknownProduct: (ndc: string) => string;
  noQuota: (state: string) => string;
  quotaUsedUp: (state: string, from: string) => string;
}

const WORDS: Readonly<Record<Language, RefusalWords>> = {
  en: {
    unknownConsumer: 'Your details were not found. Please start the questionnaire again.',
    shipStateMismatch: (state) => `The kits can only be mailed to the state you chose, ${state}.`,
    unknownProduct: (ndc) => `The product ${ndc} is not offered.`,
    noQuota: (state) => `Free naloxone kits cannot be mailed to ${state}.`,
    quotaUsedUp: (state, from) => `This month's supply of free naloxone for ${state} has been used up. New kits can be requested from ${from}.`,
  },
  es: {
    unknownConsumer: 'No encontramos sus datos. Vuelva a empezar el cuestionario.',
    shipStateMismatch: (state) => `Los kits solo se pueden enviar al estado que eligió, ${state}.`,
    unknownProduct: (ndc) => `El producto ${ndc} no está disponible.`,
    noQuota: (state) => `No se pueden enviar kits de naloxona gratis a ${state}.`,
    quotaUsedUp: (state, from) => `Ya se usaron los kits de naloxona gratis de este mes para ${state}. Puede pedir kits nuevos a partir del ${from}.`,
  },
};

export function refusalWords(locale: string | null | undefined): RefusalWords {
  return WORDS[languageOf(locale)];
}

/** '2027-01-01' → 'January 1, 2027' / '1 de enero de 2027'. */
export function refusalDate(date: string, locale: string | null | undefined): string {
  return longDate(date, languageOf(locale)) ?? date;
}
