/** The progress area's surface: the only file another area (or the plumbing) imports from server/areas/progress/. */
export {
  PROGRESS_SORT_FIELDS, monthFigures, periodsOf, progressOf, trendOf, type MonthFigures, type ProgressSortField, type ShippedUnitsIn,
} from './progress.service.ts';
