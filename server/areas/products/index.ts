/** The products area's surface: the only file another area (or the plumbing) imports from server/areas/products/. */
export { default as productRoutes } from './products.routes.ts';
export { findProduct, findProductByNdc, productIdsMatching, productRelation } from './products.repository.ts';
