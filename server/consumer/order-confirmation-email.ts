import type { NewEmail } from '#server/mail/outbox.repository.ts';

export interface ConfirmationFacts {
  to: string;
  mrn: string;
  qty: number;
  productName: string;
  stateName: string;
  publicOrigin: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The order confirmation (spec §1): the MRN, what is mailed, and nothing else personal beyond the address it goes to. */
export function orderConfirmationEmail(facts: ConfirmationFacts): NewEmail {
  const kits = `${facts.qty} naloxone kit${facts.qty === 1 ? '' : 's'}`;
  const lines = [
    'Thank you for requesting free naloxone.',
    '',
    `Your order number (MRN) is ${facts.mrn}.`,
    `We will mail ${kits} (${facts.productName}) to the address you gave in ${facts.stateName}.`,
    'Please keep this number and quote it if you contact us about your order.',
    '',
    `Learn how to respond to an overdose and order again later at ${facts.publicOrigin}/.`,
  ];
  const html = [
    '<p>Thank you for requesting free naloxone.</p>',
    `<p>Your order number (MRN) is <strong>${escapeHtml(facts.mrn)}</strong>.</p>`,
    `<p>We will mail ${escapeHtml(kits)} (${escapeHtml(facts.productName)}) to the address you gave in ${escapeHtml(facts.stateName)}.`,
    'Please keep this number and quote it if you contact us about your order.</p>',
    `<p>Learn how to respond to an overdose and order again later at <a href="${escapeHtml(facts.publicOrigin)}/">${escapeHtml(facts.publicOrigin)}</a>.</p>`,
  ].join('\n');
  return { to: facts.to, subject: `Your naloxone order ${facts.mrn}`, text: lines.join('\n'), html, kind: 'order-confirmation' };
}
