/** The reports area's surface: the only file another area (or the plumbing) imports from server/areas/reports/. */
export { default as reportsRoutes } from './reports.routes.ts';
export { ordersReportJob } from './orders-report.job.ts';
export { funderReportJob } from './funder-report.job.ts';
