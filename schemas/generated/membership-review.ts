/* eslint-disable */
/**
 * Generated from schemas/membership-review.schema.json by scripts/generate-types.ts (npm run types). Do not edit by hand.
 */

import type { MembershipApplication } from './membership-application.ts';
import type { UsStateCodeTyped } from './us-state-code-typed.ts';

/**
 * This interface was referenced by `MembershipReviewApi`'s JSON-Schema
 * via the `definition` "ApplicationStatus".
 */
export type ApplicationStatus = 'pending' | 'approved' | 'rejected';
/**
 * This interface was referenced by `MembershipReviewApi`'s JSON-Schema
 * via the `definition` "DuplicateField".
 */
export type DuplicateField = 'legal name' | 'email' | 'phone' | 'street address';

/**
 * The review of facilities' membership applications (admin and superAdmin, docs/product.md#membership-applications): GET /api/membership-applications, GET …/{id}, POST …/{id}/approve, POST …/{id}/reject. Use the definitions.
 */
export interface MembershipReviewApi {
  [k: string]: unknown;
}
/**
 * This interface was referenced by `MembershipReviewApi`'s JSON-Schema
 * via the `definition` "ApplicationsQuery".
 */
export interface ApplicationsQuery {
  status?: ApplicationStatus;
  facilityType?: string;
  state?: UsStateCodeTyped;
  /**
   * submitted on or after: a day (YYYY-MM-DD, whole UTC day) or an instant
   */
  from?: string;
  /**
   * submitted on or before
   */
  to?: string;
  limit?: number;
  offset?: number;
}
/**
 * This interface was referenced by `MembershipReviewApi`'s JSON-Schema
 * via the `definition` "ApplicationSummary".
 */
export interface ApplicationSummary {
  id: string;
  /**
   * MA-7KQ2M9: what the applicant's emails quote
   */
  reference: string;
  legalBusinessName: string;
  name: string;
  facilityType: string;
  state: string;
  contactName: string;
  contactEmail: string;
  status: ApplicationStatus;
  submittedAt: string;
  decidedAt: string | null;
}
/**
 * This interface was referenced by `MembershipReviewApi`'s JSON-Schema
 * via the `definition` "ApplicationDetail".
 */
export interface ApplicationDetail {
  summary: ApplicationSummary;
  application: MembershipApplication;
  decision: ApplicationDecision | null;
  likelyDuplicates: LikelyDuplicate[];
}
/**
 * This interface was referenced by `MembershipReviewApi`'s JSON-Schema
 * via the `definition` "ApplicationDecision".
 */
export interface ApplicationDecision {
  status: 'approved' | 'rejected';
  at: string;
  /**
   * who decided (null once their account was deleted)
   */
  by: string | null;
  /**
   * why it was rejected, as the applicant read it
   */
  reason: string | null;
  /**
   * the customer the approval created or linked
   */
  customerId: string | null;
}
/**
 * A customer, or another pending application, that shares a detail with this application, compared as decision 064 says; never the customer this application's approval created or linked.
 *
 * This interface was referenced by `MembershipReviewApi`'s JSON-Schema
 * via the `definition` "LikelyDuplicate".
 */
export interface LikelyDuplicate {
  kind: 'application' | 'customer';
  /**
   * the other application's id, or the customer's id
   */
  id: string;
  /**
   * MA-7KQ2M9 Mile High Harm Reduction (pending), or Mile High Harm Reduction (customer 100101)
   */
  label: string;
  /**
   * the details shared, in this order: legal name, email, phone, street address
   *
   * @minItems 1
   */
  matched: [DuplicateField, ...DuplicateField[]];
  /**
   * the same as words: same phone and street address
   */
  why: string;
}
/**
 * This interface was referenced by `MembershipReviewApi`'s JSON-Schema
 * via the `definition` "ApproveRequest".
 */
export interface ApproveRequest {
  /**
   * an existing customer to link, or the id (the ERP's) to create it under; absent: a new customer under the application's reference
   */
  customerId?: string;
}
/**
 * This interface was referenced by `MembershipReviewApi`'s JSON-Schema
 * via the `definition` "RejectRequest".
 */
export interface RejectRequest {
  /**
   * why: the applicant reads it in the rejection email
   */
  reason: string;
}
