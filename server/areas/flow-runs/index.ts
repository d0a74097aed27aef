/** The flow-runs area's surface: the only file another area (or the plumbing) imports from server/areas/flow-runs/. */
export { default as flowRunRoutes } from './flow-runs.routes.ts';
export { default as consumerValidationRoutes } from './consumer-validation.routes.ts';
export { default as consumerOrderPlacementRoutes } from './consumer-order-placement.routes.ts';
export { runsInProgress } from './flow-runs.repository.ts';
export { purgeRuns } from './run-purge.ts';
export { default as questionnairePageRoutes } from './questionnaire-page.routes.ts';
export { flowRunDeps, type FlowRunDeps } from './flow-run-deps.ts';
export { showFlowRun } from './flow-run-show.service.ts';
export { startFlowRun } from './flow-run-start.service.ts';
export { submitFlowStep } from './flow-run-step.service.ts';
export type { SubmissionChannel } from './submission-channel.ts';
export { moveFlowRunBack } from './flow-run-back.service.ts';
