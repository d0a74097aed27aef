import { languageOf } from '#engine/localise.ts';
import type { Language } from '#schemas/generated/language.ts';
import { escapeHtml } from '#server/http/escape-html.ts';
import type { NewEmail } from '#server/mail/outbox.repository.ts';

interface Words {
  subject: string;
  intro: string;
  notYou: string;
  emergency: string;
}

const WORDS: Readonly<Record<Language, Words>> = {
  en: {
    subject: 'About your request for free naloxone',
    intro: 'We could not take your request for free naloxone kits, for this reason:',
    notYou: 'If you did not fill in our questionnaire yourself, you can ignore this email: nothing was ordered.',
    emergency: 'If someone is unresponsive or not breathing, call 911 first, then give naloxone.',
  },
  es: {
    subject: 'Sobre su pedido de naloxona gratis',
    intro: 'No pudimos aceptar su pedido de kits de naloxona gratis, por este motivo:',
    notYou: 'Si usted no llenó nuestro cuestionario, puede ignorar este correo: no se pidió nada.',
    emergency: 'Si alguien no responde o no respira, primero llame al 911 y luego dele naloxona.',
  },
};

/**
 * Why an order was refused, in the questionnaire's own words (with the date the person may order again), to the
 * address on record: the reply said only that the reason was emailed (decision 042). In the run's language.
 */
export function refusalNoticeEmail(to: string, reasons: readonly string[], locale: string | null | undefined): NewEmail {
  const w = WORDS[languageOf(locale)];
  const text = [w.intro, '', ...reasons.map((r) => `- ${r}`), '', w.notYou, '', w.emergency].join('\n');
  const html = [
    `<p>${escapeHtml(w.intro)}</p>`,
    `<ul>${reasons.map((r) => `<li>${escapeHtml(r)}</li>`).join('')}</ul>`,
    `<p>${escapeHtml(w.notYou)}</p>`,
    `<p>${escapeHtml(w.emergency)}</p>`,
  ].join('\n');
  return { to, subject: w.subject, text, html, kind: 'order-refused' };
}
