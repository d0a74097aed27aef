import type { Flow } from '#schemas/generated/flow.ts';
import type { FlowRegistry } from './flow-registry.ts';

/** The public questionnaire's flow id (flows/consumer/). */
export const CONSUMER_FLOW_ID = 'consumer';

/** The latest published consumer flow: its constants and county list are the programme's rules outside a run too. */
export function consumerFlow(flows: FlowRegistry): Flow {
  const flow = flows.latest(CONSUMER_FLOW_ID);
  if (!flow) throw new Error(`No published flow '${CONSUMER_FLOW_ID}' is loaded (flows/${CONSUMER_FLOW_ID}/v<N>.json)`);
  return flow;
}
