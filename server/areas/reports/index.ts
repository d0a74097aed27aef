/** The reports area's surface: the only file another area (or the plumbing) imports from server/areas/reports/. */
export { ordersReportJob } from './orders-report.job.ts';
