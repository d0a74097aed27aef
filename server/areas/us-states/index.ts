/** The us-states area's surface: the only file another area (or the plumbing) imports from server/areas/us-states/. */
export { default as usStateRoutes } from './us-states.routes.ts';
export { stateDate, stateMonth, statesOf, type StateInfo } from './state-calendar.ts';
export { findUsState, usStateRelation } from './us-states.repository.ts';
