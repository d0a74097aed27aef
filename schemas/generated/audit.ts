/* eslint-disable */
/**
 * Generated from schemas/audit.schema.json by scripts/generate-types.ts (npm run types). Do not edit by hand.
 */

/**
 * GET /api/audit and its CSV export (superAdmin, decisions 041 and 065): who did what to which record and when, each entry a sentence in the staff's words with its detail in words, beside the entry as recorded for engineers. Never a consumer's personal value. Use the definitions.
 */
export interface AuditApi {
  [k: string]: unknown;
}
/**
 * This interface was referenced by `AuditApi`'s JSON-Schema
 * via the `definition` "AuditQuery".
 */
export interface AuditQuery {
  /**
   * only what this staff member did
   */
  actorUserId?: string;
  /**
   * only actions of this kind: a value of AuditActions.kinds (orders-shipped)
   */
  kind?: string;
  /**
   * an action as recorded (consumer-orders.status), or an area with a dot (quotas.)
   */
  action?: string;
  /**
   * only entries about this record (an order's id, a state's code)
   */
  entityId?: string;
  /**
   * a day (YYYY-MM-DD, whole UTC day) or an instant
   */
  from?: string;
  to?: string;
  /**
   * newest first (at DESC) or oldest first (at ASC)
   */
  order?: 'at DESC' | 'at ASC';
  limit?: number;
  offset?: number;
}
/**
 * This interface was referenced by `AuditApi`'s JSON-Schema
 * via the `definition` "AuditEntryView".
 */
export interface AuditEntryView {
  id: string;
  at: string;
  actor: AuditActor | null;
  /**
   * the entry as a sentence: the person, what they did and the record as staff name it (Sam Superadmin shipped order NX-7KQ2M9TD by USPS)
   */
  sentence: string;
  /**
   * the detail in words, one line each
   */
  details: string[];
  /**
   * the action as recorded (consumer-orders.status)
   */
  action: string;
  /**
   * the kind of record as recorded
   */
  entity: string;
  /**
   * the record's id as recorded
   */
  entityId: string | null;
  /**
   * the detail as recorded: names, counts, statuses and before → after of values that are not personal
   */
  detail: {
    [k: string]: unknown;
  } | null;
}
/**
 * the staff member (null for the portal itself)
 *
 * This interface was referenced by `AuditApi`'s JSON-Schema
 * via the `definition` "AuditActor".
 */
export interface AuditActor {
  id: string;
  name: string;
  /**
   * null once the account was deleted
   */
  email: string | null;
}
/**
 * the choices of the audit log's filters
 *
 * This interface was referenced by `AuditApi`'s JSON-Schema
 * via the `definition` "AuditActions".
 */
export interface AuditActions {
  /**
   * every kind of action, in words, to filter by
   */
  kinds: AuditKindChoice[];
  /**
   * every staff member who appears in the log
   */
  actors: AuditActor[];
}
/**
 * This interface was referenced by `AuditApi`'s JSON-Schema
 * via the `definition` "AuditKindChoice".
 */
export interface AuditKindChoice {
  /**
   * the kind query parameter's value
   */
  value: string;
  /**
   * the kind in words (Orders shipped)
   */
  label: string;
}
