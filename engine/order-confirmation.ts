/**
 * The words of an order confirmation, shared by the END step of the questionnaire and the confirmation email, so
 * the page and the email say the same things. The address is masked: city, state and ZIP only.
 */

export interface ConfirmationFacts {
  mrn: string;
  productName: string;
  kits: number;
  shipTo: { city: string; state: string; zip: string };
}

export interface Confirmation {
  title: string;
  mrnLabel: string;
  mrn: string;
  orderedLabel: string;
  ordered: string;
  shipsToLabel: string;
  shipsTo: string;
  nextLabel: string;
  next: string[];
}

/**
 * orderConfirmation({ mrn: 'NX-7KQ2M9TD', productName: 'NARCAN', kits: 2, shipTo: { city: 'Denver', state: 'CO', zip: '80202' } })
 *   → { title: 'Thank you! Your order for naloxone has been placed.', ordered: '2 kits: NARCAN', shipsTo: 'Denver, CO 80202', … }
 */
export function orderConfirmation(facts: ConfirmationFacts): Confirmation {
  const kits = `${facts.kits} kit${facts.kits === 1 ? '' : 's'}`;
  return {
    title: 'Thank you! Your order for naloxone has been placed.',
    mrnLabel: 'Your order number (MRN)',
    mrn: facts.mrn,
    orderedLabel: 'What you ordered',
    ordered: `${kits}: ${facts.productName}`,
    shipsToLabel: 'Where it ships',
    shipsTo: `${facts.shipTo.city}, ${facts.shipTo.state} ${facts.shipTo.zip}`,
    nextLabel: 'What happens next',
    next: [
      'Now: a confirmation email with your order number is on its way to you. It also invites you to create an account.',
      'Next: we prepare your order and mail it in a plain package to the address you gave. When it ships, its tracking number is added to your order.',
      'Keep your order number (MRN) and quote it if you contact us about your order.',
      'If someone is unresponsive or not breathing, call 911 first, then give naloxone.',
    ],
  };
}
