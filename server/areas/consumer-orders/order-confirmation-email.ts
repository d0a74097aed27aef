import { orderConfirmation, type ConfirmationFacts } from '#engine/order-confirmation.ts';
import type { NewEmail } from '#server/mail/outbox.repository.ts';

export interface ConfirmationEmailFacts extends ConfirmationFacts {
  to: string;
  publicOrigin: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The order confirmation (spec §1): the same words as the END step of the questionnaire (engine/order-confirmation.ts):
 * the MRN, what is mailed, where to (city, state and ZIP only), and what happens next.
 */
export function orderConfirmationEmail(facts: ConfirmationEmailFacts): NewEmail {
  const c = orderConfirmation(facts);
  const lines = [
    c.title,
    '',
    `${c.mrnLabel}: ${c.mrn}`,
    `${c.orderedLabel}: ${c.ordered}`,
    `${c.shipsToLabel}: ${c.shipsTo}`,
    '',
    `${c.nextLabel}:`,
    ...c.next.map((line) => `- ${line}`),
    '',
    `Learn how to respond to an overdose and order again later at ${facts.publicOrigin}/.`,
  ];
  const html = [
    `<p>${escapeHtml(c.title)}</p>`,
    `<p>${escapeHtml(c.mrnLabel)}: <strong>${escapeHtml(c.mrn)}</strong></p>`,
    `<p>${escapeHtml(c.orderedLabel)}: ${escapeHtml(c.ordered)}<br>${escapeHtml(c.shipsToLabel)}: ${escapeHtml(c.shipsTo)}</p>`,
    `<p>${escapeHtml(c.nextLabel)}:</p>`,
    `<ul>${c.next.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
    `<p>Learn how to respond to an overdose and order again later at <a href="${escapeHtml(facts.publicOrigin)}/">${escapeHtml(facts.publicOrigin)}</a>.</p>`,
  ].join('\n');
  return { to: facts.to, subject: `Your naloxone order ${facts.mrn}`, text: lines.join('\n'), html, kind: 'order-confirmation' };
}
