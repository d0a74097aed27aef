/** The audit area's surface: the only file another area (or the plumbing) imports from server/areas/audit/. */
export { recordStaffChange, type StaffChange } from './staff-change-audit.ts';
export { recordStaffRead, usedFilterNames } from './staff-read-audit.ts';
export { default as auditRoutes } from './audit.routes.ts';
export { writeAuditEntry, type AuditEntry } from './audit-entry.ts';
