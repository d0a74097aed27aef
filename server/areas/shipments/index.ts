/** The shipments area's surface: the only file another area (or the plumbing) imports from server/areas/shipments/. */
export { default as shipmentRoutes } from './shipments.routes.ts';
