/** The audit area's surface: the only file another area (or the plumbing) imports from server/areas/audit/. */
export { recordStaffRead, usedFilterNames } from './staff-read-audit.ts';
