/** The membership area's surface: the only file another area (or the plumbing) imports from server/areas/membership/. */
export { default as membershipRoutes } from './membership.routes.ts';
export { default as membershipReviewRoutes } from './membership-review.routes.ts';
export { applicationNameRelation } from './application-names.ts';
export { default as membershipPageRoutes } from './membership-page.routes.ts';
