import type { Language } from '#schemas/generated/language.ts';
import { languageOf } from './localise.ts';

/**
 * The words that acknowledge a membership application, in each language the portal speaks, shared by the page shown
 * after Register and the acknowledgement email, so the two say the same things (docs/product.md#membership-applications).
 */

/** How long a review usually takes, in working days: what an applicant is told to expect. */
export const APPLICATION_REVIEW_WORKING_DAYS = 5;

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

const WORDS: Readonly<Record<Language, ApplicationReceived>> = {
  en: {
    title: 'Application received',
    referenceLabel: 'Your reference',
    referenceNote: 'Quote it if you call or write to us about your application.',
    nextLabel: 'What happens next',
    next: [
      `The programme's staff review every application, usually within ${APPLICATION_REVIEW_WORKING_DAYS} working days.`,
      'When your application has been reviewed, we email the contact. If it is approved, the email says how to set up the account your facility will order with. If it is not, the email gives the reason.',
      'You do not need to apply again while we review it.',
    ],
    emailSent: 'We have sent an email with this reference to the contact email you gave. If it has not arrived within an hour, look in your spam or junk folder.',
  },
  es: {
    title: 'Solicitud recibida',
    referenceLabel: 'Su referencia',
    referenceNote: 'Menciónela si nos llama o nos escribe sobre su solicitud.',
    nextLabel: 'Lo que sigue',
    next: [
      `El personal del programa revisa cada solicitud, por lo general en un plazo de ${APPLICATION_REVIEW_WORKING_DAYS} días hábiles.`,
      'Cuando hayamos revisado su solicitud, le escribiremos al contacto. Si se aprueba, el correo explica cómo crear la cuenta con la que su centro hará sus pedidos. Si no se aprueba, el correo le da el motivo.',
      'No necesita volver a presentar la solicitud mientras la revisamos.',
    ],
    emailSent: 'Le enviamos un correo con esta referencia al correo de contacto que nos dio. Si no le llega en una hora, revise su carpeta de correo no deseado.',
  },
};

/** applicationReceived('es').title === 'Solicitud recibida'; a language the portal does not speak gets English. */
export function applicationReceived(locale?: string | null): ApplicationReceived {
  return WORDS[languageOf(locale)];
}
