/** The flows area's surface: the only file another area (or the plumbing) imports from server/areas/flows/. */
export { consumerFlow } from './consumer-flow.ts';
export { chosenState, servedCounties } from './flow-facts.ts';
export { loadFlowRegistry, type FlowRegistry } from './flow-registry.ts';
