import { longDate } from '#engine/dates.ts';

/**
 * Why an order is flagged for staff review: the code stored with the consumer and the order, and the words staff
 * read. An order may still be placed; the flag asks a person to look at it.
 */
export const REVIEW_REASONS = {
  sharedAddress: 'Another person has used the same shipping address.',
  earlierOrder: 'An earlier order shares one detail with this person, and the refill rules would refuse this order if both were theirs.',
} as const;

export type ReviewReasonCode = keyof typeof REVIEW_REASONS;

/** An earlier order a flag names: its MRN and when it was placed. */
export interface NamedOrder {
  mrn: string;
  orderDate: string;
}

/**
 * What an order flagged for `sharedAddress` found (stored as JSON in consumer_orders.review_detail, decision 064): the
 * newest order another person had shipped to the same address. Orders placed before it was kept have no detail.
 */
export interface SharedAddressDetail {
  addressOrder?: NamedOrder;
}

/**
 * What an order held for `earlierOrder` found (stored as JSON in consumer_orders.review_detail, decision 042): the
 * earlier order's MRN and day (in its state), which detail it shares with this person, and whether another person
 * has used the same shipping address as well (with their newest order there, decision 064).
 */
export interface ReviewDetail extends NamedOrder, SharedAddressDetail {
  matched: 'person' | 'email';
  sharedAddress?: boolean;
}

/** What the earlier order shares with this one, what differs, and what staff decide between. */
const MATCHED = {
  person: {
    shared: 'name and date of birth',
    other: 'email address',
    decide: "If both orders are this person's (with a new email address, say), the refill rules refuse this one: cancel it then; approve it when they are two people.",
  },
  email: {
    shared: 'email address',
    other: 'name or date of birth',
    decide: "If both orders are this person's, the refill rules refuse this one: cancel it then; approve it when they are two people (a family sharing one email, say).",
  },
} as const;

function isNamedOrder(o: unknown): o is NamedOrder {
  return typeof o === 'object' && o !== null && typeof (o as NamedOrder).mrn === 'string' && typeof (o as NamedOrder).orderDate === 'string';
}

function parsed(json: string | null | undefined): Record<string, unknown> | null {
  if (!json) return null;
  try {
    const d = JSON.parse(json) as unknown;
    return typeof d === 'object' && d !== null ? (d as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function detailOf(json: string | null | undefined): ReviewDetail | null {
  const d = parsed(json);
  return d && isNamedOrder(d) && (d.matched === 'person' || d.matched === 'email') ? (d as unknown as ReviewDetail) : null;
}

/** The order another person had shipped to the same address, of either code's detail. */
function addressOrderOf(json: string | null | undefined): NamedOrder | null {
  const order = parsed(json)?.addressOrder;
  return isNamedOrder(order) ? order : null;
}

/** 'Order NX-ABCD2345 of March 1, 2025'; 'order …' within a sentence */
function orderWords(order: NamedOrder, word: 'Order' | 'order' = 'Order'): string {
  return `${word} ${order.mrn} of ${longDate(order.orderDate, 'en') ?? order.orderDate}`;
}

/**
 * The shared-address sentence, naming the other person's order when it is known (decision 064): 'Another person has
 * used the same shipping address: order NX-ABCD2345 of March 1, 2025.'
 */
function sharedAddressText(json: string | null | undefined): string {
  const order = addressOrderOf(json);
  return order ? `${REVIEW_REASONS.sharedAddress.slice(0, -1)}: ${orderWords(order, 'order')}.` : REVIEW_REASONS.sharedAddress;
}

/**
 * reviewReasonText('sharedAddress') → 'Another person has used the same shipping address.' (with its detail, the
 * other person's order: '…: order NX-ABCD2345 of March 1, 2025.'); with the detail of an `earlierOrder` the words
 * name that order: 'Order NX-ABCD2345 of March 1, 2025 has the same email address but another name or date of birth.
 * …'. An unknown code as is.
 */
export function reviewReasonText(code: string | null, detailJson?: string | null): string | null {
  if (code === null) return null;
  if (code === 'sharedAddress') return sharedAddressText(detailJson);
  const detail = code === 'earlierOrder' ? detailOf(detailJson) : null;
  if (!detail) return (REVIEW_REASONS as Record<string, string>)[code] ?? code;
  const m = MATCHED[detail.matched];
  return [
    `${orderWords(detail)} has the same ${m.shared} but another ${m.other}.`,
    m.decide,
    ...(detail.sharedAddress ? [sharedAddressText(detailJson)] : []),
  ].join(' ');
}

/** The words of a flagged order's reason, never empty: flaggedReasonText(null) === 'Flagged for review.' */
export function flaggedReasonText(code: string | null, detailJson?: string | null): string {
  return reviewReasonText(code, detailJson) ?? 'Flagged for review.';
}

/** The MRNs of the earlier orders a flag's words name (each a link on the staff order page), in the words' order. */
export function reviewedOrderMrns(code: string | null, detailJson?: string | null): string[] {
  const earlier = code === 'earlierOrder' ? detailOf(detailJson) : null;
  const address = code === 'sharedAddress' || earlier?.sharedAddress ? addressOrderOf(detailJson) : null;
  return [...new Set([earlier?.mrn, address?.mrn].filter((m): m is string => typeof m === 'string'))];
}
