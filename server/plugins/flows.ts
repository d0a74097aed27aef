import fp from 'fastify-plugin';
import { loadFlowRegistry, type FlowRegistry } from '#server/areas/flows/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The questionnaire flows (flows/<id>/v<N>.json), checked at start. */
    flows: FlowRegistry;
  }
}

export interface FlowsPluginOptions {
  /** Folder holding <flowId>/v<N>.json (default: the project's flows/). */
  root?: string;
}

export default fp<FlowsPluginOptions>(
  async (app, opts) => {
    app.decorate('flows', loadFlowRegistry(opts.root));
  },
  { name: 'flows' },
);
