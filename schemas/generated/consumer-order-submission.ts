/* eslint-disable */
/**
 * Generated from schemas/consumer-order-submission.schema.json by scripts/generate-types.ts (npm run types). Do not edit by hand.
 */

import type { Mrn } from './mrn.ts';

/**
 * POST /api/consumer-orders: a consumer order as submitted. Accepted only for a consumer whose questionnaire run has passed the training and the quiz, and only as that run's answers say: the order is built from the answers the server holds.
 */
export interface ConsumerOrderSubmission {
  consumerId: string;
  requestReason: 'New Request' | 'Expired' | 'Used' | 'Lost' | 'Damaged';
  ndc: string;
  /**
   * kits
   */
  qty: number;
  why?: string | null;
}
/**
 * The placed order: the same reply for a retried submission of the same run.
 *
 * This interface was referenced by `ConsumerOrderSubmission`'s JSON-Schema
 * via the `definition` "ConsumerOrderPlaced".
 */
export interface ConsumerOrderPlaced {
  mrn: Mrn;
  consumerId: string;
  requestReason: string;
  ndc: string;
  qty: number;
  why: string | null;
  state: string;
  orderDate: string;
}
