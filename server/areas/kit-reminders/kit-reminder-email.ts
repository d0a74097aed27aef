import { longDate } from '#engine/dates.ts';
import { kitExpiryWords } from '#engine/kit-expiry.ts';
import { languageOf } from '#engine/localise.ts';
import type { Language } from '#schemas/generated/language.ts';
import { escapeHtml } from '#server/http/escape-html.ts';
import type { NewEmail } from '#server/mail/outbox.repository.ts';

export interface KitReminderFacts {
  to: string;
  orderId: string;
  mrn: string;
  /** YYYY-MM-DD */
  kitExpiresOn: string;
  /** the day after which the new-kit link no longer works, YYYY-MM-DD */
  linkUntil: string;
  /** the page that starts the new order with the person's details; its token, and the unsubscribe link's, are sealed in the outbox */
  replaceUrl: string;
  replaceToken: string;
  unsubscribeUrl: string;
  unsubscribeToken: string;
  /** the address a mail app's own Unsubscribe button posts to (the List-Unsubscribe header) */
  oneClickUrl: string;
  /** the language the order was placed in */
  language: string;
}

interface Words {
  subject: (when: string) => string;
  intro: (mrn: string, when: string) => string;
  why: string;
  order: string;
  orderNote: (until: string) => string;
  stop: string;
  emergency: string;
  date: string;
}

const WORDS: Readonly<Record<Language, Words>> = {
  en: {
    subject: (when) => `Your naloxone kit expires in ${when}`,
    intro: (mrn, when) => `The naloxone we mailed you (order ${mrn}) expires in ${when}.`,
    why: 'Naloxone past its date may not work as well when someone needs it. You can order a free new kit now.',
    order: 'Order a new kit:',
    orderNote: (until) => `Your details are filled in for you: check them and place the order. This link works once, until ${until}.`,
    stop: 'You asked us to email you before your kit expires. To get no more of these emails:',
    emergency: 'If someone is unresponsive or not breathing, call 911 first, then give naloxone.',
    date: 'en-US',
  },
  es: {
    subject: (when) => `Su kit de naloxona vence en ${when}`,
    intro: (mrn, when) => `La naloxona que le enviamos (pedido ${mrn}) vence en ${when}.`,
    why: 'La naloxona vencida puede no funcionar tan bien cuando alguien la necesite. Puede pedir un kit nuevo gratis ahora.',
    order: 'Pida un kit nuevo:',
    orderNote: (until) => `Sus datos ya están completados: revíselos y realice el pedido. Este enlace funciona una vez, hasta el ${until}.`,
    stop: 'Usted nos pidió un correo antes de que venza su kit. Para no recibir más estos correos:',
    emergency: 'Si alguien no responde o no respira, primero llame al 911 y luego dele naloxona.',
    date: 'es-US',
  },
};

/**
 * The kit-expiry email (docs/product.md#kits-that-expire, decision 078), in the language the order was placed in:
 * when the kit expires (as the box prints it, month and year), a link that starts a new order with reason Expired and
 * the person's details filled in, and a link that stops these emails without signing in. Nothing personal in either
 * link: each is a random token the portal keeps only as its hash, and the outbox keeps both sealed (staff see them
 * masked), as it keeps a sign-in link.
 */
export function kitReminderEmail(facts: KitReminderFacts): NewEmail {
  const language = languageOf(facts.language);
  const w = WORDS[language];
  const when = kitExpiryWords(facts.kitExpiresOn, w.date);
  const until = longDate(facts.linkUntil, w.date) ?? facts.linkUntil;
  const text = [
    w.intro(facts.mrn, when), w.why, '', `${w.order} ${facts.replaceUrl}`, w.orderNote(until), '', `${w.stop} ${facts.unsubscribeUrl}`, '', w.emergency,
  ].join('\n');
  const html = [
    `<p>${escapeHtml(w.intro(facts.mrn, when))}<br>${escapeHtml(w.why)}</p>`,
    `<p>${escapeHtml(w.order)} <a href="${escapeHtml(facts.replaceUrl)}">${escapeHtml(facts.replaceUrl)}</a><br>${escapeHtml(w.orderNote(until))}</p>`,
    `<p>${escapeHtml(w.stop)} <a href="${escapeHtml(facts.unsubscribeUrl)}">${escapeHtml(facts.unsubscribeUrl)}</a></p>`,
    `<p>${escapeHtml(w.emergency)}</p>`,
  ].join('\n');
  return {
    to: facts.to, subject: w.subject(when), text, html, kind: 'kit-expiry', consumerOrderId: facts.orderId, signInSecrets: [facts.replaceToken, facts.unsubscribeToken], listUnsubscribe: facts.oneClickUrl,
  };
}
