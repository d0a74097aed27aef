/** The env area's surface: the only file another area (or the plumbing) imports from server/areas/env/. */
export { default as envRoutes } from './env.routes.ts';
