import { languageOf } from '#engine/localise.ts';
import { confirmationEmailWords, orderConfirmation, type ConfirmationFacts } from '#engine/order-confirmation.ts';
import type { NewEmail } from '#server/mail/outbox.repository.ts';
import { escapeHtml } from '#server/http/escape-html.ts';
import type { SignInLink } from '#server/mail/sign-in-secrets.ts';
import { reversalReportLink } from './reversal-report-link.ts';

export interface ConfirmationEmailFacts extends ConfirmationFacts {
  to: string;
  publicOrigin: string;
  /** the order's row id: the email is listed on the order's detail page */
  orderId?: string;
  /** the single-use link to create an account for this email (7 days); the outbox keeps its token sealed */
  account?: SignInLink;
  /** the language of the questionnaire run that placed the order ('es'); English when it is not one the portal speaks */
  locale?: string | null;
}

/**
 * The order confirmation (docs/product.md#emails): the same words as the confirmation page (engine/order-confirmation.ts):
 * the order number (MRN), what is mailed, where to (city, state and ZIP only), a Track my order link to the Track My
 * Shipment page with the order number filled in, and what happens next, in the run's language. Its links open the
 * portal in that language.
 */
export function orderConfirmationEmail(facts: ConfirmationEmailFacts): NewEmail {
  const c = orderConfirmation(facts, facts.locale);
  const words = confirmationEmailWords(facts.locale);
  const language = languageOf(facts.locale);
  const home = language === 'en' ? `${facts.publicOrigin}/` : `${facts.publicOrigin}/?lang=${language}`;
  const report = reversalReportLink(facts.publicOrigin, facts.locale);
  const track = `${facts.publicOrigin}/track?mrn=${encodeURIComponent(facts.mrn)}${language === 'en' ? '' : `&lang=${language}`}`;
  const lines = [
    words.title,
    '',
    `${c.mrnLabel}: ${c.mrn}`,
    `${c.orderedLabel}: ${c.ordered}`,
    `${c.shipsToLabel}: ${c.shipsTo}`,
    '',
    c.trackIntro,
    `${c.trackLabel}: ${track}`,
    '',
    `${c.nextLabel}:`,
    ...c.next.map((line) => `- ${line}`),
    '',
    ...(facts.account ? [`${words.account} ${facts.account.url}`, words.accountNote, ''] : []),
    `${report.words} ${report.url}`,
    '',
    `${words.learnMore} ${home}`,
  ];
  const html = [
    `<p>${escapeHtml(words.title)}</p>`,
    `<p>${escapeHtml(c.mrnLabel)}: <strong>${escapeHtml(c.mrn)}</strong></p>`,
    `<p>${escapeHtml(c.orderedLabel)}: ${escapeHtml(c.ordered)}<br>${escapeHtml(c.shipsToLabel)}: ${escapeHtml(c.shipsTo)}</p>`,
    `<p>${escapeHtml(c.trackIntro)}<br><a href="${escapeHtml(track)}">${escapeHtml(c.trackLabel)}</a></p>`,
    `<p>${escapeHtml(c.nextLabel)}:</p>`,
    `<ul>${c.next.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
    ...(facts.account ? [`<p>${escapeHtml(words.account)} <a href="${escapeHtml(facts.account.url)}">${escapeHtml(facts.account.url)}</a><br>${escapeHtml(words.accountNote)}</p>`] : []),
    `<p>${escapeHtml(report.words)} <a href="${escapeHtml(report.url)}">${escapeHtml(report.url)}</a></p>`,
    `<p>${escapeHtml(words.learnMore)} <a href="${escapeHtml(home)}">${escapeHtml(facts.publicOrigin)}</a>.</p>`,
  ].join('\n');
  return {
    to: facts.to, subject: words.subject(facts.mrn), text: lines.join('\n'), html, kind: 'order-confirmation',
    ...(facts.orderId ? { consumerOrderId: facts.orderId } : {}), ...(facts.account ? { signInSecrets: [facts.account.secret] } : {}),
  };
}
