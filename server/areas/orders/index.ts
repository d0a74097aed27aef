/** The orders area's surface: the only file another area (or the plumbing) imports from server/areas/orders/. */
export { default as orderRoutes } from './orders.routes.ts';
