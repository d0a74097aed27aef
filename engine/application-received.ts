import type { Language } from '#schemas/generated/language.ts';
import { languageOf } from './localise.ts';

/**
 * The words that acknowledge a membership application, in each language the portal speaks, shared by the page shown
 * after Register and the acknowledgement email, so the two say the same things (docs/product.md#membership-applications).
 */

export interface ApplicationReceived {
  title: string;
  referenceLabel: string;
  /** why the reference matters */
  referenceNote: string;
  nextLabel: string;
  /** what happens next, one sentence each: who reviews it and roughly when, the emails that follow */
  next: string[];
  /** the page's own line about the acknowledgement email (the email does not speak of itself) */
  emailSent: string;
}

/** The words with the review time (`days`, a programme setting: engine/programme-settings.ts, decision 060). */
const WORDS: Readonly<Record<Language, (days: number) => ApplicationReceived>> = {
  en: (days) => ({
    title: 'Application received',
    referenceLabel: 'Your reference',
    referenceNote: 'Quote it if you call or write to us about your application.',
    nextLabel: 'What happens next',
    next: [
      `The programme's staff review every application, usually within ${days} ${days === 1 ? 'working day' : 'working days'}.`,
      'When your application has been reviewed, we email the contact. If it is approved, the email says how to set up the account your facility will order with. If it is not, the email gives the reason.',
      'You do not need to apply again while we review it.',
    ],
    emailSent: 'We have sent an email with this reference to the contact email you gave. If it has not arrived within an hour, look in your spam or junk folder.',
  }),
  es: (days) => ({
    title: 'Solicitud recibida',
    referenceLabel: 'Su referencia',
    referenceNote: 'Menciónela si nos llama o nos escribe sobre su solicitud.',
    nextLabel: 'Lo que sigue',
    next: [
      `El personal del programa revisa cada solicitud, por lo general en un plazo de ${days} ${days === 1 ? 'día hábil' : 'días hábiles'}.`,
      'Cuando hayamos revisado su solicitud, le escribiremos al contacto. Si se aprueba, el correo explica cómo crear la cuenta con la que su centro hará sus pedidos. Si no se aprueba, el correo le da el motivo.',
      'No necesita volver a presentar la solicitud mientras la revisamos.',
    ],
    emailSent: 'Le enviamos un correo con esta referencia al correo de contacto que nos dio. Si no le llega en una hora, revise su carpeta de correo no deseado.',
  }),
};

/**
 * applicationReceived('es', 5).title === 'Solicitud recibida'; a language the portal does not speak gets English.
 * `reviewWorkingDays` is the programme's review time (`ProgrammeSettings.applicationReviewWorkingDays`).
 */
export function applicationReceived(locale: string | null | undefined, reviewWorkingDays: number): ApplicationReceived {
  return WORDS[languageOf(locale)](reviewWorkingDays);
}
