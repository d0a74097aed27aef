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

/**
 * What an order held for `earlierOrder` found (stored as JSON in consumer_orders.review_detail, decision 042): the
 * earlier order's MRN and day (in its state), which detail it shares with this person, and whether another person
 * has used the same shipping address as well.
 */
export interface ReviewDetail {
  mrn: string;
  orderDate: string;
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

function detailOf(json: string | null | undefined): ReviewDetail | null {
  if (!json) return null;
  try {
    const d = JSON.parse(json) as Partial<ReviewDetail>;
    return typeof d.mrn === 'string' && typeof d.orderDate === 'string' && (d.matched === 'person' || d.matched === 'email') ? (d as ReviewDetail) : null;
  } catch {
    return null;
  }
}

/**
 * reviewReasonText('sharedAddress') → 'Another person has used the same shipping address.'; with the detail of an
 * `earlierOrder` the words name that order: 'Order NX-ABCD2345 of March 1, 2025 has the same email address but another
 * name or date of birth. …'. An unknown code as is.
 */
export function reviewReasonText(code: string | null, detailJson?: string | null): string | null {
  if (code === null) return null;
  const detail = code === 'earlierOrder' ? detailOf(detailJson) : null;
  if (!detail) return (REVIEW_REASONS as Record<string, string>)[code] ?? code;
  const day = longDate(detail.orderDate, 'en') ?? detail.orderDate;
  const m = MATCHED[detail.matched];
  return [
    `Order ${detail.mrn} of ${day} has the same ${m.shared} but another ${m.other}.`,
    m.decide,
    ...(detail.sharedAddress ? [REVIEW_REASONS.sharedAddress] : []),
  ].join(' ');
}

/** The words of a flagged order's reason, never empty: flaggedReasonText(null) === 'Flagged for review.' */
export function flaggedReasonText(code: string | null, detailJson?: string | null): string {
  return reviewReasonText(code, detailJson) ?? 'Flagged for review.';
}
