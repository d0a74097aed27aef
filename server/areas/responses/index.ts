/** The responses area's surface: the only file another area (or the plumbing) imports from server/areas/responses/. */
export { recordResponse } from './record-response.ts';
export { erasePersonalAnswersBefore } from './responses.repository.ts';
export { default as responsesRoutes } from './responses.routes.ts';
export { responseCountsByField, type FieldCount, type FlowVersions } from './response-field-counts.ts';
export { reversalCountsIn, type ReversalCounts } from './reversal-counts.ts';
