import { languageOf } from '#engine/localise.ts';
import type { Carrier } from '#schemas/generated/carrier.ts';
import type { Language } from '#schemas/generated/language.ts';
import { trackingUrl } from '#schemas/carriers.ts';
import type { NewEmail } from '#server/mail/outbox.repository.ts';
import { escapeHtml } from '#server/http/escape-html.ts';
import { longDate } from '#engine/dates.ts';
import { reversalReportLink } from './reversal-report-link.ts';

export interface ShippedEmailFacts {
  to: string;
  orderId: string;
  mrn: string;
  carrier: Carrier;
  trackingNumber: string;
  /** the day it was handed to the carrier, YYYY-MM-DD */
  shippedOn: string;
  publicOrigin: string;
  /** the language the consumer ordered in */
  language: string;
}

interface Words {
  subject: (mrn: string) => string;
  intro: string;
  mrn: string;
  carrier: string;
  trackingNumber: string;
  shippedOn: string;
  follow: string;
  trackHere: string;
  emergency: string;
  date: (day: string) => string;
}

const dateIn = (locale: string) => (day: string) => longDate(day, locale) ?? day;

const WORDS: Readonly<Record<Language, Words>> = {
  en: {
    subject: (mrn) => `Your naloxone order ${mrn} has shipped`,
    intro: 'Your naloxone kits are on their way in a plain package.',
    mrn: 'Order number (MRN)',
    carrier: 'Carrier',
    trackingNumber: 'Tracking number',
    shippedOn: 'Shipped on',
    follow: "Follow the package on the carrier's site:",
    trackHere: 'Or check your order with its number and your ZIP code at',
    emergency: 'If someone is unresponsive or not breathing, call 911 first, then give naloxone.',
    date: dateIn('en-US'),
  },
  es: {
    subject: (mrn) => `Su pedido de naloxona ${mrn} ya salió`,
    intro: 'Sus kits de naloxona van en camino en un paquete sin marcas.',
    mrn: 'Número de pedido (MRN)',
    carrier: 'Transportista',
    trackingNumber: 'Número de rastreo',
    shippedOn: 'Enviado el',
    follow: 'Siga el paquete en el sitio del transportista:',
    trackHere: 'O consulte su pedido con su número y su código postal en',
    emergency: 'Si alguien no responde o no respira, primero llame al 911 y luego dele naloxona.',
    date: dateIn('es-US'),
  },
};

/**
 * The shipment email (decision 025): the carrier, the tracking number with its link, and the portal's Track My Shipment
 * page, in the language the consumer ordered in. Nothing of the address: the consumer knows where it goes.
 */
export function orderShippedEmail(facts: ShippedEmailFacts): NewEmail {
  const language = languageOf(facts.language);
  const w = WORDS[language];
  const link = trackingUrl(facts.carrier, facts.trackingNumber);
  const track = language === 'en' ? `${facts.publicOrigin}/track` : `${facts.publicOrigin}/track?lang=${language}`;
  const rows: [string, string][] = [
    [w.mrn, facts.mrn], [w.carrier, facts.carrier], [w.trackingNumber, facts.trackingNumber], [w.shippedOn, w.date(facts.shippedOn)],
  ];
  const report = reversalReportLink(facts.publicOrigin, language);
  const text = [w.intro, '', ...rows.map(([k, v]) => `${k}: ${v}`), '', `${w.follow} ${link}`, `${w.trackHere} ${track}`, '', w.emergency, '', `${report.words} ${report.url}`].join('\n');
  const html = [
    `<p>${escapeHtml(w.intro)}</p>`,
    `<p>${rows.map(([k, v]) => `${escapeHtml(k)}: <strong>${escapeHtml(v)}</strong>`).join('<br>')}</p>`,
    `<p>${escapeHtml(w.follow)} <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
    `<p>${escapeHtml(w.trackHere)} <a href="${escapeHtml(track)}">${escapeHtml(track)}</a></p>`,
    `<p>${escapeHtml(w.emergency)}</p>`,
    `<p>${escapeHtml(report.words)} <a href="${escapeHtml(report.url)}">${escapeHtml(report.url)}</a></p>`,
  ].join('\n');
  return { to: facts.to, subject: w.subject(facts.mrn), text, html, kind: 'order-shipped', consumerOrderId: facts.orderId };
}
