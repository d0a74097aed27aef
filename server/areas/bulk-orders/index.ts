/** The bulk-orders area's surface: the only file another area (or the plumbing) imports from server/areas/bulk-orders/. */
export { default as bulkOrderRoutes } from './bulk-orders.routes.ts';
export { listBulkOrders, type BulkOrderRow } from './bulk-orders.repository.ts';
export { viewFor } from './bulk-orders.service.ts';
export { bulkOrderNameRelation } from './bulk-order-names.ts';
