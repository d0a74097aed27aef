import type { Language } from '#web/i18n/languages.ts';

/**
 * The words of the account's refill section, in every language of the portal, kept in the account page's own chunk
 * rather than in the catalogue every page loads (web/i18n/messages), whose English the questionnaire's budget pays
 * for (decision 055). The section's heading and its refill button use the catalogue's `account.refill`.
 */
export const REFILL_WORDS: Readonly<Record<Language, {
  /** {date}: the day as people read it */
  from: string;
  closed: string;
  replaceNow: string;
  replace: string;
  needSooner: string;
}>> = {
  en: {
    from: 'You can order a refill from {date}.',
    closed: 'You cannot order a refill online now.',
    replaceNow: 'You can order a replacement now if your last kit was:',
    replace: 'Order a replacement now',
    needSooner: 'Need naloxone sooner? Pharmacies sell the nasal spray without a prescription, or ask your local health department.',
  },
  es: {
    from: 'Puede pedir más a partir del {date}.',
    closed: 'Por ahora no puede pedir más en línea.',
    replaceNow: 'Puede pedir uno nuevo ahora si a su último kit le pasó una de estas cosas:',
    replace: 'Pedir uno nuevo ahora',
    needSooner: '¿Necesita naloxona antes? Las farmacias venden el aerosol nasal sin receta, o pregunte en el departamento de salud de su zona.',
  },
};
