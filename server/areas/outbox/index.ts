/** The outbox area's surface: the only file another area (or the plumbing) imports from server/areas/outbox/. */
export { default as outboxRoutes } from './outbox.routes.ts';
