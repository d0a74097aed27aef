/**
 * Why an order is flagged for staff review: the code stored with the consumer and the order, and the words staff
 * read. An order may still be placed; the flag asks a person to look at it.
 */
export const REVIEW_REASONS = {
  sharedAddress: 'Another person has used the same shipping address.',
} as const;

export type ReviewReasonCode = keyof typeof REVIEW_REASONS;

/** reviewReasonText('sharedAddress') → 'Another person has used the same shipping address.'; an unknown code as is. */
export function reviewReasonText(code: string | null): string | null {
  if (code === null) return null;
  return (REVIEW_REASONS as Record<string, string>)[code] ?? code;
}

/** The words of a flagged order's reason, never empty: flaggedReasonText(null) === 'Flagged for review.' */
export function flaggedReasonText(code: string | null): string {
  return reviewReasonText(code) ?? 'Flagged for review.';
}
