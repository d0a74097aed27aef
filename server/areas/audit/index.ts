/** The audit area's surface: the only file another area (or the plumbing) imports from server/areas/audit/. */
export { default as auditRoutes } from './audit.routes.ts';
export { writeAuditEntry } from './audit-entry.ts';
