/** The tracking area's surface: the only file another area (or the plumbing) imports from server/areas/tracking/. */
export { default as trackRoutes } from './track.routes.ts';
export { default as trackPageRoutes } from './track-page.routes.ts';
