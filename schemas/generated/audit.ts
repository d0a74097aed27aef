/* eslint-disable */
/**
 * Generated from schemas/audit.schema.json by scripts/generate-types.ts (npm run types). Do not edit by hand.
 */

/**
 * GET /api/audit and its CSV export (superAdmin, decision 041): who did what to which record and when, with before → after for values that are not personal. Never a consumer's personal value. Use the definitions.
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
   * an action (consumer-orders.status), or an area with a dot (quotas.)
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
  action: string;
  entity: string;
  entityId: string | null;
  /**
   * names, counts, statuses and before → after of values that are not personal
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
 * This interface was referenced by `AuditApi`'s JSON-Schema
 * via the `definition` "AuditActions".
 */
export interface AuditActions {
  /**
   * every action the log holds, to filter by
   */
  actions: string[];
  /**
   * every staff member who appears in the log
   */
  actors: AuditActor[];
}
