/** The progress area's surface: the only file another area (or the plumbing) imports from server/areas/progress/. */
export { PROGRESS_SORT_FIELDS, progressOf, trendOf, type ProgressSortField } from './progress.service.ts';
