/** The funnel area's surface: the only file another area (or the plumbing) imports from server/areas/funnel/. */
export { createFunnelRecorder, type FunnelRecorder } from './funnel-recorder.ts';
export { default as funnelRoutes } from './funnel.routes.ts';
