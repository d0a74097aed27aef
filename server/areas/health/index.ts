/** The health area's surface: the only file another area (or the plumbing) imports from server/areas/health/. */
export { default as healthRoutes } from './health.routes.ts';
