/** The flow-runs area's surface: the only file another area (or the plumbing) imports from server/areas/flow-runs/. */
export { default as flowRunRoutes } from './flow-runs.routes.ts';
export { RUN_ID_PATTERN, loadRun, runsInProgress } from './flow-runs.repository.ts';
export { orderOfConsumer } from './run-order.ts';
export { passedCaptcha } from './step-captcha.ts';
export { purgeRuns } from './run-purge.ts';
