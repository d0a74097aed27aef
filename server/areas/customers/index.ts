/** The customers area's surface: the only file another area (or the plumbing) imports from server/areas/customers/. */
export { default as customerRoutes } from './customers.routes.ts';
export { customerIdentities, customerRelation, existingCustomerIds, findCustomer, insertCustomer } from './customers.repository.ts';
