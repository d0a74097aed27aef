/** The jobs area's surface: the only file another area (or the plumbing) imports from server/areas/jobs/. */
export { default as jobsRoutes } from './jobs.routes.ts';
