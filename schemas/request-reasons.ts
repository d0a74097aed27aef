import submission from './consumer-order-submission.schema.json' with { type: 'json' };
import type { ConsumerOrderSubmission } from './generated/consumer-order-submission.ts';

/*
 * Why a person orders (the questionnaire's "What type of request is this?"): the one list is the enum of
 * consumer-order-submission.schema.json. Every reason but a first request asks for a kit again, the figure funders ask
 * for (docs/product.md#the-funder-report).
 */

export type RequestReason = ConsumerOrderSubmission['requestReason'];

/** Every request reason, in the schema's order. */
export const REQUEST_REASONS = submission.properties.requestReason.enum as readonly RequestReason[];

/** The reasons of a replacement kit: expired, used (on an overdose), lost or damaged. */
export const REPLACEMENT_REASONS = REQUEST_REASONS.filter((r) => r !== 'New Request') as readonly Exclude<RequestReason, 'New Request'>[];

export type ReplacementReason = (typeof REPLACEMENT_REASONS)[number];
