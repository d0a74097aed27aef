/** The retention area's surface: the only file another area (or the plumbing) imports from server/areas/retention/. */
export { retentionJob, UNFINISHED_RUN_DAYS } from './retention.job.ts';
