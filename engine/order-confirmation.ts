import type { Flow } from '#schemas/generated/flow.ts';
import type { Language } from '#schemas/generated/language.ts';
import { languageOf, localText } from './localise.ts';

/**
 * The words of an order confirmation, in each language the portal speaks, shared by the confirmation page and the
 * confirmation email, so the page and the email say the same things. The address is masked: city, state and ZIP
 * only. The order number comes first; "MRN" appears once, explained beside it ("order number (MRN)").
 */

export interface ConfirmationFacts {
  mrn: string;
  productName: string;
  kits: number;
  shipTo: { city: string; state: string; zip: string };
}

export interface Confirmation {
  mrnLabel: string;
  mrn: string;
  orderedLabel: string;
  ordered: string;
  shipsToLabel: string;
  shipsTo: string;
  nextLabel: string;
  next: string[];
  /** where to follow the order: a sentence and the words of its link to the Track My Shipment page */
  trackIntro: string;
  trackLabel: string;
}

/** The words around the confirmation that only the page has. */
export interface ConfirmationPageWords {
  /** what the page tells of the email: the email itself does not announce itself */
  emailSent: string;
}

/** The words around the confirmation that only the email has. */
export interface ConfirmationEmailWords {
  /** the email's first line; the page's heading is its own ('Order placed', GOV.UK's confirmation panel) */
  title: string;
  subject: (mrn: string) => string;
  learnMore: string;
  /** the invitation to an optional account (docs/product.md#consumer-accounts) */
  account: string;
  accountNote: string;
}

interface Words {
  mrnLabel: string;
  orderedLabel: string;
  shipsToLabel: string;
  nextLabel: string;
  next: string[];
  trackIntro: string;
  trackLabel: string;
  kits: (count: number, plural: Intl.LDMLPluralRule) => string;
  page: ConfirmationPageWords;
  email: ConfirmationEmailWords;
}

const WORDS: Readonly<Record<Language, Words>> = {
  en: {
    mrnLabel: 'Your order number (MRN)',
    orderedLabel: 'What you ordered',
    shipsToLabel: 'Where it ships',
    nextLabel: 'What happens next',
    next: [
      'We prepare your order and mail it in a plain package to the address you gave. When it ships, we email you its tracking number.',
      'Keep your order number and quote it if you contact us about your order.',
      'If someone is unresponsive or not breathing, call 911 first, then give naloxone.',
    ],
    trackIntro: 'You can check where your order is at any time with your order number and ZIP code.',
    trackLabel: 'Track my order',
    kits: (count, plural) => `${count} ${plural === 'one' ? 'kit' : 'kits'}`,
    page: {
      emailSent: 'We have sent you an email with your order number and these details.',
    },
    email: {
      title: 'Thank you! Your order for naloxone has been placed.',
      subject: (mrn) => `Your naloxone order ${mrn}`,
      learnMore: 'Learn how to respond to an overdose and order again later at',
      account: 'Create an account to see your orders and their status, and to order a refill with your details filled in:',
      accountNote: 'The link works once, for 7 days. You never need an account to order.',
    },
  },
  es: {
    mrnLabel: 'Su número de pedido (MRN)',
    orderedLabel: 'Lo que pidió',
    shipsToLabel: 'A dónde se envía',
    nextLabel: 'Lo que sigue',
    next: [
      'Preparamos su pedido y lo enviamos en un paquete sin marcas a la dirección que nos dio. Cuando salga, le enviamos por correo su número de rastreo.',
      'Guarde su número de pedido y díganoslo si se comunica con nosotros sobre su pedido.',
      'Si alguien no responde o no respira, primero llame al 911 y luego dele naloxona.',
    ],
    trackIntro: 'Puede consultar dónde está su pedido en cualquier momento con su número de pedido y su código postal.',
    trackLabel: 'Rastrear mi pedido',
    kits: (count) => `${count} ${count === 1 ? 'kit' : 'kits'}`,
    page: {
      emailSent: 'Le enviamos un correo con su número de pedido y estos datos.',
    },
    email: {
      title: '¡Gracias! Su pedido de naloxona está hecho.',
      subject: (mrn) => `Su pedido de naloxona ${mrn}`,
      learnMore: 'Aprenda a responder a una sobredosis y vuelva a pedir más adelante en',
      account: 'Cree una cuenta para ver sus pedidos y su estado, y para pedir más con sus datos ya escritos:',
      accountNote: 'El enlace sirve una sola vez, durante 7 días. Nunca necesita una cuenta para pedir.',
    },
  },
};

/**
 * orderConfirmation({ mrn: 'NX-7KQ2M9TD', productName: 'NARCAN', kits: 2, shipTo: { city: 'Denver', state: 'CO', zip: '80202' } })
 *   → { mrnLabel: 'Your order number (MRN)', ordered: '2 kits: NARCAN', shipsTo: 'Denver, CO 80202', … }
 * With 'es': { mrnLabel: 'Su número de pedido (MRN)', ordered: '2 kits: NARCAN', … }.
 */
export function orderConfirmation(facts: ConfirmationFacts, locale?: string | null): Confirmation {
  const language = languageOf(locale);
  const w = WORDS[language];
  return {
    mrnLabel: w.mrnLabel,
    mrn: facts.mrn,
    orderedLabel: w.orderedLabel,
    ordered: `${w.kits(facts.kits, new Intl.PluralRules(language).select(facts.kits))}: ${facts.productName}`,
    shipsToLabel: w.shipsToLabel,
    shipsTo: `${facts.shipTo.city}, ${facts.shipTo.state} ${facts.shipTo.zip}`,
    nextLabel: w.nextLabel,
    next: [...w.next],
    trackIntro: w.trackIntro,
    trackLabel: w.trackLabel,
  };
}

/** The page's own words (what it says of the email) in the confirmation's language. */
export function confirmationPageWords(locale?: string | null): ConfirmationPageWords {
  return WORDS[languageOf(locale)].page;
}

/** The email's own words (its first line, its subject, the way back to the portal) in the confirmation's language. */
export function confirmationEmailWords(locale?: string | null): ConfirmationEmailWords {
  return WORDS[languageOf(locale)].email;
}

/**
 * The product's name for a reader of another language than the flow's first: the words the questionnaire offered it
 * with (the choice of the `ndc` question whose value is the product's NDC), e.g. 'NARCAN aerosol nasal 4 mg'.
 * Undefined in the flow's first language, or when the flow has no such choice: the catalogue's name is used then.
 */
export function localProductName(flow: Flow, ndc: string, locale: string | null | undefined): string | undefined {
  if (!locale || locale === flow.locales[0] || !flow.locales.includes(locale)) return undefined;
  for (const step of flow.steps) {
    for (const q of step.questions) {
      if (q.field !== 'ndc' || !Array.isArray(q.choices)) continue;
      const choice = q.choices.find((c) => c.value === ndc);
      if (choice) return localText(choice.text, locale);
    }
  }
  return undefined;
}

