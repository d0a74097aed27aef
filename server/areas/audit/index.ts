/** The audit area's surface: the only file another area (or the plumbing) imports from server/areas/audit/. */
export { AuditTrail, auditTrail, type TrailEntry } from './audit-trail.ts';
export { default as auditRoutes } from './audit.routes.ts';
export { writeAuditEntry, type AuditEntry } from './audit-entry.ts';
