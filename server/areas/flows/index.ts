/** The flows area's surface: the only file another area (or the plumbing) imports from server/areas/flows/. */
export { consumerFlow } from './consumer-flow.ts';
export { chosenState, servedCounties } from './flow-facts.ts';
export { flowHash, flowText } from './flow-hash.ts';
export { exportFlowVersions } from './flow-export.ts';
export { importFlowFiles } from './flow-import.ts';
export { defaultFlowsRoot, openFlowRegistry, type FlowRegistry } from './flow-registry.ts';
export { openDraftVersion } from './flow-versions.repository.ts';
export { studioPool } from './studio-pool.ts';
export { studioRoutes } from './flows.routes.ts';
export { flowParams } from './flows.schemas.ts';
